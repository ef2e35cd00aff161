import type { OptionValue } from './option-table.js';

/**
 * Length of the Vimshottari dasha year in days. A setting beyond the spec, stored in config10
 * (domain/decisions.md "dasha year"): 365.25 Julian year (KSK), 365.2425 Gregorian year,
 * 365.256364 sidereal year, 360 savana year.
 */
export const DASHA_YEARS = [
  { value: 365.25, label: '365.25 days (Julian, KSK)' },
  { value: 365.2425, label: '365.2425 days (Gregorian)' },
  { value: 365.256364, label: '365.256364 days (sidereal)' },
  { value: 360, label: '360 days (savana)' },
] as const;

/** One of the dasha year lengths, days. */
export type DashaYearDays = OptionValue<typeof DASHA_YEARS>;

/** Default dasha year: 365.25 days (domain/decisions.md). */
export const DEFAULT_DASHA_YEAR_DAYS: DashaYearDays = 365.25;
