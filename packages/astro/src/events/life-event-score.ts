/**
 * How a life event falls in a chart (decisions.md "Life events and rectification"): the Vimshottari dasha,
 * bhukti, antara and sookshma running at the event, each scored lord's category for the event (decisions.md
 * "Planet category for an event") as a number, the promise (the category of the sub lord of the event's first
 * Primary cusp) and the event score: dasha + bhukti + antara values + the promise value. The sookshma is
 * shown, not scored.
 */
import { findRunningPeriods, type Dasha } from '../dasha/vimshottari.js';
import type { Planet } from '../tables/planets.js';
import type { ChartLords, HouseNumber } from '../significators/types.js';
import type { EventHouseGroups } from './catalogue.js';
import {
  classifyHouses,
  combineClasses,
  findPlanetEventHouses,
  type EventClass,
  type PlanetCategoryValue,
} from './classification.js';

/**
 * The value of each category 1..9 (index 0 = category 1): Favourable (More) 3, Favourable 2, Favourable
 * (Less) 1, Mixed (+ve) 1, Mixed 0, Mixed (-ve) -1, Unfavourable (less) -1, Unfavourable -2, Unfavourable
 * (More) -3.
 */
export const CATEGORY_VALUES = [3, 2, 1, 1, 0, -1, -1, -2, -3] as const;

/** The running period levels at an event, mahadasha first. */
export const RUNNING_LEVELS = ['dasha', 'bhukti', 'antara', 'sookshma'] as const;
/** One of them. */
export type RunningLevel = (typeof RUNNING_LEVELS)[number];

/** Levels whose lords are scored (the sookshma is shown only). */
const SCORED_LEVELS = 3;

/** A category 1..9 of the event analyser. */
export type EventCategory = Exclude<PlanetCategoryValue, 0>;

/** The value of a category 1..9. */
export function valueOfCategory(category: EventCategory): number {
  return CATEGORY_VALUES[category - 1] as number;
}

/** One running period at an event; times are Julian days UT. Category and value are null for the sookshma. */
export interface RunningPeriodScore {
  level: RunningLevel;
  lord: Planet;
  start: number;
  end: number;
  category: EventCategory | null;
  value: number | null;
}

/** The promise of an event in a chart. */
export interface EventPromise {
  cusp: HouseNumber;
  subLord: Planet;
  category: EventCategory;
  value: number;
}

/** How one event falls in a chart. */
export interface LifeEventScore {
  /** Dasha, bhukti, antara, sookshma (fewer when the event lies beyond the 120-year schedule). */
  periods: RunningPeriodScore[];
  promise: EventPromise;
  /** Sum of the scored periods' values and the promise value. */
  score: number;
}

/** The event's first Primary cusp (its Primary houses ascend, so the lowest). */
export function findFirstPrimaryCusp(groups: EventHouseGroups): HouseNumber {
  const cusp = groups.primary[0];
  if (cusp === undefined) throw new RangeError('the event has no Primary house');
  return cusp;
}

/**
 * The running periods, promise and score of an event at `jdUT` (the event moment) for a chart's lords and
 * dasha (the category of each lord as the event analyser proposes it: sub lord class × star lord class).
 */
export function scoreLifeEvent(
  chart: ChartLords,
  dasha: Dasha,
  jdUT: number,
  groups: EventHouseGroups,
): LifeEventScore {
  // Only the four lords read are classed (a rectification scores every event for every candidate).
  const classes = new Map<Planet, EventClass>();
  const classOf = (planet: Planet): EventClass => {
    let found = classes.get(planet);
    if (found === undefined) {
      found = classifyHouses(findPlanetEventHouses(chart, planet), groups);
      classes.set(planet, found);
    }
    return found;
  };
  const categoryOf = (planet: Planet): EventCategory => {
    const { starLord, subLord } = chart.planets[planet];
    return combineClasses(classOf(subLord), classOf(starLord)) as EventCategory;
  };
  const periods = findRunningPeriods(dasha, jdUT, RUNNING_LEVELS.length).map(
    (period, index): RunningPeriodScore => {
      const category = index < SCORED_LEVELS ? categoryOf(period.lord) : null;
      return {
        level: RUNNING_LEVELS[index] as RunningLevel,
        lord: period.lord,
        start: period.start,
        end: period.end,
        category,
        value: category === null ? null : valueOfCategory(category),
      };
    },
  );
  const cusp = findFirstPrimaryCusp(groups);
  const subLord = chart.cusps[cusp - 1]?.subLord;
  if (!subLord) throw new RangeError(`cusp ${cusp} is missing from the chart`);
  const promiseCategory = categoryOf(subLord);
  const promise = { cusp, subLord, category: promiseCategory, value: valueOfCategory(promiseCategory) };
  const periodTotal = periods.reduce((sum, p) => sum + (p.value ?? 0), 0);
  return { periods, promise, score: periodTotal + promise.value };
}
