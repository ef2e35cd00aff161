/** The English screen texts of the My Settings and Client Settings screens (issue 26); the English text is the key. */
export const SETTINGS_PHRASES = [] as const;

/** A screen text of this area. */
export type SettingsPhrase = (typeof SETTINGS_PHRASES)[number];
