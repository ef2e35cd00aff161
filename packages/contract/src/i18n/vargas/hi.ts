import type { VargaPhrase } from './en.js';

/** The divisional charts' screen texts in Hindi. */
export const hiVargas: Readonly<Record<VargaPhrase, string>> = {
  'Divisional chart': 'वर्ग चार्ट',
  'Positions and margins': 'स्थितियाँ और सीमा (सेकण्ड)',
  'All divisional charts': 'सभी वर्ग चार्ट',
  Vargottama: 'वर्गोत्तम',
  'Margin earlier': 'पहले की सीमा',
  'Margin later': 'बाद की सीमा',
  'over a day': 'एक दिन से अधिक',
};
