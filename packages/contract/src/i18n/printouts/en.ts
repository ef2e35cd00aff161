/**
 * The printouts' own texts: what a PDF says that no screen says (a PDF label whose English is a screen phrase
 * or a name of the domain takes that translation). `{{name}}` slots are filled by the printout, in the place
 * each language's grammar puts them.
 */
export const PRINTOUT_PHRASES = [
  'KP Sheet',
  'KP Sheet: {{client}}',
  'Advanced Stellar System report',
  '{{event}}: Advanced Stellar System report',
  '{{client}} {{event}} report {{date}}',
  'Birth {{moment}} at {{place}} ({{latitude}}, {{longitude}}), zone {{zone}}',
  'Corrected birth time {{moment}}',
  'corrected birth time; recorded {{moment}}',
  'Ayanamsa {{ayanamsa}} {{degree}} · {{houses}} · {{nodes}} · {{ephemeris}}',
  'Birth chart ({{style}})',
  'Planets with degrees in their sign; R retrograde; Roman numerals are the KP cusps.',
  '{{star}} (Patham {{patham}}) · Star lord {{lord}}',
  '{{sign}} · Sign lord {{lord}}',
  'Sign lord',
  'Lagna sign / star / sub lord',
  'Ruling planets (birth time)',
  'Running periods (today)',
  'Bhukti: {{lord}} Dasha',
  'outside the 120-year schedule',
  'Ruler',
  'Planets as significators (houses)',
  'Cuspal significators A–F (planets)',
  'Mahadashas',
  'Prepared by {{name}}',
  '{{planet}} R',
  'Generated {{date}} with KP Astro Desk',
  'Page {{page}} of {{pages}}',
  'Houses of the event: {{houses}}',
  '{{group}} {{houses}}',
  'Categories of the planets',
  'Categories of the planets (proposed (not saved))',
  'CL / OCC / CST / CSL',
  'Destiny: {{side}}',
  'Opposing',
  'Prosperity summary',
  'Class (planet / star / sub / sub-sub)',
  'Report comment',
  'No report comment has been saved for this event.',
  'Coming periods of the top-ranked planets ({{planets}})',
  'No coming period has all three lords among the top-ranked planets.',
  'favourable',
  'mixed',
  'unfavourable',
] as const;

/** A text of the printouts. */
export type PrintoutPhrase = (typeof PRINTOUT_PHRASES)[number];
