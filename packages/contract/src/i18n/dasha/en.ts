/** The English screen texts of the dasha schedule, period grid, running chain and sub-periods; the calculation profile line; thithi, paksha and weekday names; durations (issue 26); the English text is the key. */
export const DASHA_PHRASES = [] as const;

/** A screen text of this area. */
export type DashaPhrase = (typeof DASHA_PHRASES)[number];
