import type { VargaPhrase } from './en.js';

/** The divisional charts' screen texts in Tamil. */
export const taVargas: Readonly<Record<VargaPhrase, string>> = {
  'Divisional chart': 'வர்க்க சக்கரம்',
  'Positions and margins': 'நிலைகளும் விளிம்புகளும்',
  'All divisional charts': 'அனைத்து வர்க்க சக்கரங்கள்',
  Vargottama: 'வர்கோத்தமம்',
  'Margin earlier': 'முந்தைய விளிம்பு',
  'Margin later': 'பிந்தைய விளிம்பு',
  'over a day': 'ஒரு நாளுக்கு மேல்',
};
