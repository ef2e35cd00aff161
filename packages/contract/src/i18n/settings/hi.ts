import type { SettingsPhrase } from './en.js';

/** The screen texts of the My Settings and Client Settings screens in Hindi. */
export const hiSettings: Readonly<Record<SettingsPhrase, string>> = {};
