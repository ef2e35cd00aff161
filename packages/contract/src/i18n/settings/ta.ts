import type { SettingsPhrase } from './en.js';

/** The screen texts of the My Settings and Client Settings screens in Tamil. */
export const taSettings: Readonly<Record<SettingsPhrase, string>> = {};
