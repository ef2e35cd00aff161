/** The divisional charts' screen texts (the division and method names are the domain's words). */
export const VARGA_PHRASES = [
  'Divisional chart',
  'Positions and margins',
  'All divisional charts',
  'Vargottama',
  'Margin earlier',
  'Margin later',
  'over a day',
] as const;

/** A screen text of this area. */
export type VargaPhrase = (typeof VARGA_PHRASES)[number];
