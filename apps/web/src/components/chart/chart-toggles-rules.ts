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

/**
 * Which toggles a panel offers. 'byStyle': the Natal Chart panel's rule, by chart style. 'degreeAndCuspal':
 * the Birth Time Correction panel's 'Hide/Show Degree' and 'Hide/Show Cuspal', whatever the style (spec
 * "Birth Time Correction panel").
 */
export type ChartToggleSet = 'byStyle' | 'degreeAndCuspal';

const DEGREE_AND_CUSPAL: readonly ChartToggleName[] = ['showDegree', 'showCuspal'];
const HOUSE_AND_PLANET: readonly ChartToggleName[] = ['showCuspal', 'showHouse', 'showPlanet'];

/**
 * The toggles that act on a style. Spec (Natal Chart panel): "House and Planet apply only to North and East
 * styles; Degree applies to the others", i.e. South and Bhava Chalit; Cuspal to every style.
 */
export function applicableToggles(
  chartType: BirthChartType,
  set: ChartToggleSet = 'byStyle',
): readonly ChartToggleName[] {
  if (set === 'degreeAndCuspal') return DEGREE_AND_CUSPAL;
  return chartType === 1 || chartType === 2 ? HOUSE_AND_PLANET : DEGREE_AND_CUSPAL;
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

/**
 * The value of a toggle a panel does not offer: no degrees, planets always, house numbers on the house-shaped
 * styles (North, East, Bhava Chalit as shown by default) and never on the sign-based South chart.
 */
function fixedToggles(chartType: BirthChartType): ChartToggleState {
  return { showDegree: false, showCuspal: false, showHouse: chartType !== 0, showPlanet: true };
}

/** The toggles as the drawing obeys them: a toggle that the panel does not offer keeps its fixed value. */
export function effectiveToggles(
  chartType: BirthChartType,
  toggles: ChartToggleState,
  set: ChartToggleSet = 'byStyle',
): ChartToggleState {
  const offered = applicableToggles(chartType, set);
  const fixed = fixedToggles(chartType);
  const pick = (name: ChartToggleName) => (offered.includes(name) ? toggles[name] : fixed[name]);
  return {
    showDegree: pick('showDegree'),
    showCuspal: pick('showCuspal'),
    showHouse: pick('showHouse'),
    showPlanet: pick('showPlanet'),
  };
}
