/** The English screen texts of the KP horary pages (question form, chart, tables, verdict aid) (issue 26); the English text is the key. */
export const HORARY_PHRASES = [] as const;

/** A screen text of this area. */
export type HoraryPhrase = (typeof HORARY_PHRASES)[number];
