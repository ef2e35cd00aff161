export { BirthChart, type BirthChartProps } from './birth-chart.js';
export { SouthIndianChart } from './south-indian-chart.js';
export { NorthIndianChart } from './north-indian-chart.js';
export { EastIndianChart } from './east-indian-chart.js';
export { BhavaChalitChart } from './bhava-chalit-chart.js';
export { ChartToggles } from './chart-toggles.js';
export { ChartLegend, CHART_LEGEND } from './chart-legend.js';
export {
  applicableToggles,
  defaultToggles,
  effectiveToggles,
  type ChartToggleName,
  type ChartToggleSet,
  type ChartToggleState,
} from './chart-toggles-rules.js';
export type { ChartStyleProps } from './chart-style-props.js';
