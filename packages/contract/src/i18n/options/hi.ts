import type { OptionsPhrase } from './en.js';

/** The screen texts of the Options and Options Theory calculators in Hindi. */
export const hiOptions: Readonly<Record<OptionsPhrase, string>> = {};
