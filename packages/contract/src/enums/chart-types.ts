import type { OptionValue } from './option-table.js';

/** Birth chart drawing styles (spec §3), stored in config8 as the number. */
export const CHART_TYPES = [
  { value: 0, label: 'South India' },
  { value: 1, label: 'North India' },
  { value: 2, label: 'East India' },
  { value: 3, label: 'Bhava Chalit' },
] as const;

/** A chart type number, 0..3. */
export type ChartType = OptionValue<typeof CHART_TYPES>;

/** Default chart type: 0 South India (spec §3 config8). */
export const DEFAULT_CHART_TYPE: ChartType = 0;
