import type { SettingsPhrase } from './en.js';

/** The screen texts of the My Settings and Client Settings screens in Telugu. */
export const teSettings: Readonly<Record<SettingsPhrase, string>> = {};
