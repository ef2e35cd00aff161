import type { OptionsPhrase } from './en.js';

/** The screen texts of the Options and Options Theory calculators in Telugu. */
export const teOptions: Readonly<Record<OptionsPhrase, string>> = {};
