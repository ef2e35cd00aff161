import { BhavaChalitChart } from './bhava-chalit-chart.js';
import type { ChartStyleProps } from './chart-style-props.js';
import { EastIndianChart } from './east-indian-chart.js';
import { NorthIndianChart } from './north-indian-chart.js';
import { SouthIndianChart } from './south-indian-chart.js';

/** Props of {@link BirthChart}. */
export interface BirthChartProps extends ChartStyleProps {
  /**
   * Lines written in the South style's centre, already formatted by the page: name, birth date and day, birth
   * time (the corrected time if present) with zone, city, latitude, longitude, ayanamsa name and degree.
   * Other styles ignore it.
   */
  centre?: readonly string[];
}

/** Draws a birth chart in the style its payload names (`birthChartType` 0 South, 1 North, 2 East, 3 Bhava Chalit). */
export function BirthChart({ centre = [], ...props }: BirthChartProps) {
  switch (props.chart.birthChartType) {
    case 0:
      return <SouthIndianChart {...props} centre={centre} />;
    case 1:
      return <NorthIndianChart {...props} />;
    case 2:
      return <EastIndianChart {...props} />;
    case 3:
      return <BhavaChalitChart {...props} />;
  }
}
