/**
 * Planet categories for an event (decisions.md "Planet category for an event", domain §18.4) and the
 * destiny rows (decisions.md "Destiny", domain §18.5).
 *
 * A house set is Favourable when it meets only Primary/Secondary/Supportive houses, Unfavourable when only
 * Bad/Worse/Worst, Mixed when both, None when neither. A planet's houses are its self significators CL, OCC,
 * CST and CSL (§8.1). Its category is the class of its sub lord's houses × the class of its star lord's
 * houses (None counts as Mixed), numbered 1..9 as the nine event colour slots of the settings.
 */
import { VIMSHOTTARI_ORDER, type Planet } from '../tables/planets.js';
import { findSelfHouses, unionOfSelfHouses } from '../significators/self-significators.js';
import type { ChartLords, HouseNumber } from '../significators/types.js';
import { EVENT_GROUPS, type EventGroup, type EventHouseGroups } from './catalogue.js';

/** Class of a house set for an event. */
export type EventClass = 'favourable' | 'mixed' | 'unfavourable' | 'none';

/** A planet category 1..9 (the domain's PLANET_CATEGORIES: 1 Favourable (More) … 9 Unfavourable (More)); 0 = no value chosen. */
export type PlanetCategoryValue = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

const FAVOURABLE_GROUPS: readonly EventGroup[] = ['primary', 'secondary', 'supportive'];
const UNFAVOURABLE_GROUPS: readonly EventGroup[] = ['bad', 'worse', 'worst'];

/** Class of a set of houses against an event's groups. */
export function classifyHouses(houses: readonly HouseNumber[], groups: EventHouseGroups): EventClass {
  const hits = (list: readonly EventGroup[]) => houses.some((h) => list.some((g) => groups[g].includes(h)));
  const isGood = hits(FAVOURABLE_GROUPS);
  const isBad = hits(UNFAVOURABLE_GROUPS);
  if (isGood && isBad) return 'mixed';
  if (isGood) return 'favourable';
  return isBad ? 'unfavourable' : 'none';
}

/** Row (sub lord) or column (star lord) of the 3 × 3 category grid: 0 favourable, 1 mixed or none, 2 unfavourable. */
function gridIndex(eventClass: EventClass): number {
  if (eventClass === 'favourable') return 0;
  return eventClass === 'unfavourable' ? 2 : 1;
}

/** Category 1..9 of a sub-lord class and a star-lord class. */
export function combineClasses(subLordClass: EventClass, starLordClass: EventClass): PlanetCategoryValue {
  return (gridIndex(subLordClass) * 3 + gridIndex(starLordClass) + 1) as PlanetCategoryValue;
}

/** Houses of a planet for event judgement: CL ∪ OCC ∪ CST ∪ CSL, ascending. */
export function findPlanetEventHouses(chart: ChartLords, planet: Planet): HouseNumber[] {
  return unionOfSelfHouses(findSelfHouses(chart, planet));
}

/** One planet of the event analyser. */
export interface PlanetEventCategory {
  planet: Planet;
  /** The planet's own houses and their class. */
  houses: HouseNumber[];
  class: EventClass;
  starLord: Planet;
  starLordClass: EventClass;
  subLord: Planet;
  subLordClass: EventClass;
  /** The proposed category, 1..9. */
  category: PlanetCategoryValue;
}

/** The proposed category of each planet for an event, in Vimshottari order (Ketu, Venus, … Mercury). */
export function computePlanetEventCategories(
  chart: ChartLords,
  groups: EventHouseGroups,
): PlanetEventCategory[] {
  const classOf = (planet: Planet) => classifyHouses(findPlanetEventHouses(chart, planet), groups);
  return VIMSHOTTARI_ORDER.map((planet) => {
    const { starLord, subLord } = chart.planets[planet];
    const starLordClass = classOf(starLord);
    const subLordClass = classOf(subLord);
    return {
      planet,
      houses: findPlanetEventHouses(chart, planet),
      class: classOf(planet),
      starLord,
      starLordClass,
      subLord,
      subLordClass,
      category: combineClasses(subLordClass, starLordClass),
    };
  });
}

/** One destiny row: a cusp of the event's groups with its sub lord and that sub lord's category. */
export interface DestinyRow {
  cusp: HouseNumber;
  group: EventGroup;
  subLord: Planet;
  category: PlanetCategoryValue;
}

/** Supportive (Primary, Secondary, Supportive cusps) and opposing (Bad, Worse, Worst) destiny rows. */
export interface EventDestiny {
  supportive: DestinyRow[];
  opposing: DestinyRow[];
}

/** Destiny rows of an event, group by group in catalogue order, cusps ascending within a group. */
export function computeEventDestiny(chart: ChartLords, groups: EventHouseGroups): EventDestiny {
  const categories = computePlanetEventCategories(chart, groups);
  const categoryOf = (planet: Planet) => categories.find((c) => c.planet === planet)?.category ?? 0;
  const rows = EVENT_GROUPS.flatMap((group) =>
    groups[group].map((cusp): DestinyRow => {
      const lords = chart.cusps[cusp - 1];
      if (!lords) throw new RangeError(`cusp ${cusp} is missing from the chart`);
      const subLord = lords.subLord;
      return { cusp, group, subLord, category: categoryOf(subLord) };
    }),
  );
  return {
    supportive: rows.filter((row) => FAVOURABLE_GROUPS.includes(row.group)),
    opposing: rows.filter((row) => UNFAVOURABLE_GROUPS.includes(row.group)),
  };
}
