import type { BirthChartData } from '@kpdesk/contract';
import type { ChartToggleState } from './chart-toggles-rules.js';

/** Props shared by the four chart styles. */
export interface ChartStyleProps {
  /** The payload of `birthChartSchema`; its `birthChartType` says what the 12 entries stand for. */
  chart: BirthChartData;
  /** The panel's toggles; those that do not apply to the style are ignored. */
  toggles: ChartToggleState;
  /** Accessible name of the drawing, e.g. "Rashi chart of Anand Kumar". */
  title: string;
}
