import type { StellarPhrase } from './en.js';

/** The screen texts of the Advanced Stellar System panels, the Birth Time Correction page and the chart drawings' cell descriptions in Hindi. */
export const hiStellar: Readonly<Record<StellarPhrase, string>> = {};
