/** The English screen texts of the Options and Options Theory calculators (issue 26); the English text is the key. */
export const OPTIONS_PHRASES = [] as const;

/** A screen text of this area. */
export type OptionsPhrase = (typeof OPTIONS_PHRASES)[number];
