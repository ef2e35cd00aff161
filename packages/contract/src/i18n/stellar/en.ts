/** The English screen texts of the Advanced Stellar System panels, the Birth Time Correction page and the chart drawings' cell descriptions (issue 26); the English text is the key. */
export const STELLAR_PHRASES = [] as const;

/** A screen text of this area. */
export type StellarPhrase = (typeof STELLAR_PHRASES)[number];
