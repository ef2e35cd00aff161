import type { BirthChartType } from '@kpdesk/contract';

/** What the chart draws besides the cells; all four toggles of the Natal Chart panel. */
export interface ChartToggleState {
  showDegree: boolean;
  showCuspal: boolean;
  showHouse: boolean;
  showPlanet: boolean;
}

/** Toggle names in the order their buttons appear. */
export type ChartToggleName = keyof ChartToggleState;

const SOUTH_TOGGLES: readonly ChartToggleName[] = ['showDegree', 'showCuspal'];
const HOUSE_SHAPED_TOGGLES: readonly ChartToggleName[] = ['showCuspal', 'showHouse', 'showPlanet'];

/**
 * The toggles that act on a style. Spec: House and Planet apply to North and East (and Bhava Chalit, drawn
 * North-shaped); Degree to the others, i.e. South; Cuspal to every style.
 */
export function applicableToggles(chartType: BirthChartType): readonly ChartToggleName[] {
  return chartType === 0 ? SOUTH_TOGGLES : HOUSE_SHAPED_TOGGLES;
}

/**
 * Toggles auto-set from the chart type (spec §4): type 0 with KP shows degree and cuspal, type 3 cuspal
 * only, other types hide both; house and planet are shown (spec §3 "Chart display state").
 */
export function defaultToggles(chartType: BirthChartType, isKp: boolean): ChartToggleState {
  return {
    showDegree: chartType === 0 && isKp,
    showCuspal: (chartType === 0 && isKp) || chartType === 3,
    showHouse: true,
    showPlanet: true,
  };
}

/** The toggles as the drawing obeys them: a toggle that does not apply to the style keeps its fixed value. */
export function effectiveToggles(chartType: BirthChartType, toggles: ChartToggleState): ChartToggleState {
  if (chartType === 0) return { ...toggles, showHouse: false, showPlanet: true };
  return { ...toggles, showDegree: false };
}
