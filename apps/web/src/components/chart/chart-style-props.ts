import type { BirthChartData } from '@kpdesk/contract';
import type { ChartToggleSet, ChartToggleState } from './chart-toggles-rules.js';

/** Props shared by the four chart styles. */
export interface ChartStyleProps {
  /** The payload of `birthChartSchema`; its `birthChartType` says what the 12 entries stand for. */
  chart: BirthChartData;
  /** The panel's toggles; those that do not apply to the style are ignored. */
  toggles: ChartToggleState;
  /** Which toggles the panel offers (default by style); the others keep their fixed values. */
  toggleSet?: ChartToggleSet;
  /** Accessible name of the drawing, e.g. "Rashi chart of Anand Kumar". */
  title: string;
}
