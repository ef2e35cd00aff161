/** The English screen texts of the Cuspal In Interval and Planet In Interval searches (issue 26); the English text is the key. */
export const INTERVAL_PHRASES = [] as const;

/** A screen text of this area. */
export type IntervalPhrase = (typeof INTERVAL_PHRASES)[number];
