/** Birth chart drawing styles (spec §3), stored in config8 as the number. */
export const CHART_TYPES = [
  { value: 0, label: 'South India' },
  { value: 1, label: 'North India' },
  { value: 2, label: 'East India' },
  { value: 3, label: 'Bhava Chalit' },
] as const;

/** A chart type number, 0..3. */
export type ChartType = (typeof CHART_TYPES)[number]['value'];

/** Default chart type: 0 South India (spec §3 config8). */
export const DEFAULT_CHART_TYPE: ChartType = 0;

/** True when `value` is one of the chart type numbers. */
export function isChartType(value: number): value is ChartType {
  return CHART_TYPES.some((type) => type.value === value);
}
