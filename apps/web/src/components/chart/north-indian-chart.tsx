import type { ChartStyleProps } from './chart-style-props.js';
import { DiamondChart } from './diamond-chart.js';
import { useCellHeadings } from './use-cell-headings.js';

/**
 * The North Indian chart (type 1): fixed houses in a diamond, house 1 at the top centre and anticlockwise,
 * each house showing the number of the sign it holds and the planets in that sign (domain §14.3).
 */
export function NorthIndianChart(props: ChartStyleProps) {
  const headings = useCellHeadings();
  return <DiamondChart {...props} headingOf={headings.houseFirst} />;
}
