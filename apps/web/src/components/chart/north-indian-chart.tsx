import type { ChartStyleProps } from './chart-style-props.js';
import { DiamondChart } from './diamond-chart.js';
import { SIGN_NAMES } from './chart-labels.js';

/**
 * The North Indian chart (type 1): fixed houses in a diamond, house 1 at the top centre and anticlockwise,
 * each house showing the number of the sign it holds and the planets in that sign (domain §14.3).
 */
export function NorthIndianChart(props: ChartStyleProps) {
  return (
    <DiamondChart {...props} headingOf={(entry) => `House ${entry.houseNumber}, ${SIGN_NAMES[entry.sign]}`} />
  );
}
