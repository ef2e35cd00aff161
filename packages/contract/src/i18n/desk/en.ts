/** The English screen texts of the dashboard panels, the significator legends and the other chart-table texts (issue 26); the English text is the key. */
export const DESK_PHRASES = [] as const;

/** A screen text of this area. */
export type DeskPhrase = (typeof DESK_PHRASES)[number];
