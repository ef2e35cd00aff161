import type { StellarPhrase } from './en.js';

/** The screen texts of the Advanced Stellar System panels, the Birth Time Correction page and the chart drawings' cell descriptions in Tamil. */
export const taStellar: Readonly<Record<StellarPhrase, string>> = {};
