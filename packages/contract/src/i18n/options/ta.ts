import type { OptionsPhrase } from './en.js';

/** The screen texts of the Options and Options Theory calculators in Tamil. */
export const taOptions: Readonly<Record<OptionsPhrase, string>> = {};
