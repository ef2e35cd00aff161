/**
 * Prosperity and Time analyser tables (decisions.md "Prosperity", "Time analyser"; domain §18.5): one table
 * per planet in Vimshottari order, following the planet's chain of lords with each link's houses and
 * category for the event.
 */
import { findSignIndex } from '../kp/lords.js';
import { SIGNS } from '../tables/signs.js';
import { findSelfHouses, type SelfHouses } from '../significators/self-significators.js';
import type { ChartLords } from '../significators/types.js';
import type { Planet } from '../tables/planets.js';
import type { EventHouseGroups } from './catalogue.js';
import {
  classifyHouses,
  computePlanetEventCategories,
  findPlanetEventHouses,
  type EventClass,
  type PlanetCategoryValue,
} from './classification.js';

/** A link of a planet's chain: the planet itself, its star lord, sub lord or sub-sub lord. */
export type ChainElement = 'Planet' | 'Star lord' | 'Sub lord' | 'Sub-sub lord';

/** One row of a prosperity table. */
export interface ProsperityRow extends SelfHouses {
  element: ChainElement;
  planet: Planet;
  class: EventClass;
  category: PlanetCategoryValue;
}

/** One prosperity table: a planet and the rows of its chain. */
export interface ProsperityTable {
  planet: Planet;
  rows: ProsperityRow[];
}

/** One row of a time analyser table: element, planet, the sign it occupies and its support for the event. */
export interface TimeAnalyserRow {
  element: ChainElement;
  planet: Planet;
  sign: string;
  support: PlanetCategoryValue;
  class: EventClass;
}

/** One time analyser table. */
export interface TimeAnalyserTable {
  planet: Planet;
  rows: TimeAnalyserRow[];
}

type Link = { element: ChainElement; planet: Planet };

function chainOf(chart: ChartLords, planet: Planet, depth: 3 | 4): Link[] {
  const lords = chart.planets[planet];
  const links: Link[] = [
    { element: 'Planet', planet },
    { element: 'Star lord', planet: lords.starLord },
    { element: 'Sub lord', planet: lords.subLord },
    { element: 'Sub-sub lord', planet: lords.subSubLord },
  ];
  return links.slice(0, depth);
}

function describeLinks(chart: ChartLords, groups: EventHouseGroups, depth: 3 | 4) {
  const categories = computePlanetEventCategories(chart, groups);
  const categoryOf = (p: Planet) => categories.find((c) => c.planet === p)?.category ?? 0;
  const classOf = (p: Planet) => classifyHouses(findPlanetEventHouses(chart, p), groups);
  return categories.map(({ planet }) => ({
    planet,
    links: chainOf(chart, planet, depth).map((link) => ({
      ...link,
      class: classOf(link.planet),
      category: categoryOf(link.planet),
    })),
  }));
}

/** Nine prosperity tables (Vimshottari order): planet, star lord, sub lord and sub-sub lord rows. */
export function computeProsperityTables(chart: ChartLords, groups: EventHouseGroups): ProsperityTable[] {
  return describeLinks(chart, groups, 4).map(({ planet, links }) => ({
    planet,
    rows: links.map((link) => ({ ...link, ...findSelfHouses(chart, link.planet) })),
  }));
}

/** Nine time analyser tables (Vimshottari order): Planet, Star lord and Sub lord with sign and support. */
export function computeTimeAnalyserTables(chart: ChartLords, groups: EventHouseGroups): TimeAnalyserTable[] {
  return describeLinks(chart, groups, 3).map(({ planet, links }) => ({
    planet,
    rows: links.map((link) => ({
      element: link.element,
      planet: link.planet,
      sign: SIGNS[findSignIndex(chart.planets[link.planet].longitude)] ?? '',
      support: link.category,
      class: link.class,
    })),
  }));
}
