import type { ChartStyleProps } from './chart-style-props.js';
import { DiamondChart } from './diamond-chart.js';
import { useCellHeadings } from './use-cell-headings.js';

/**
 * The Bhava Chalit chart (type 3), KP meaning (domain §3.3): the North diamond with house numbers fixed, each
 * bhava showing the sign number of its Placidus cusp, the cusp's degree (Cuspal) and the planets in the bhava.
 */
export function BhavaChalitChart(props: ChartStyleProps) {
  const headings = useCellHeadings();
  return <DiamondChart {...props} headingOf={headings.bhava} />;
}
