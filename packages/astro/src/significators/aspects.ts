/**
 * Vedic full aspects (graha drishti) counted by KP house (domain §10.1, §10.2; decisions.md "aspects").
 * Counting is inclusive: the house a planet occupies is its 1st, so the 7th from house 3 is house 9.
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import {
  HOUSE_COUNT,
  checkChartLords,
  checkSignificatorOptions,
  type ChartLords,
  type HouseNumber,
  type NodeAspects,
} from './types.js';

/**
 * Houses aspected by each planet, counted from its own house: all the 7th; Mars also the 4th and 8th,
 * Jupiter the 5th and 9th, Saturn the 3rd and 10th (PyJHora `const.py` `graha_drishti`). The nodes take
 * the `nodeAspects` option instead of this entry.
 */
export const GRAHA_DRISHTI: Readonly<Record<Planet, readonly number[]>> = {
  Sun: [7],
  Moon: [7],
  Mars: [4, 7, 8],
  Mercury: [7],
  Jupiter: [5, 7, 9],
  Venus: [7],
  Saturn: [3, 7, 10],
  Rahu: [7],
  Ketu: [7],
};

/** Default node aspects: the 7th only (decisions.md). */
export const DEFAULT_NODE_ASPECTS: NodeAspects = [7];

/** The houses one planet aspects. */
export interface AspectingHouses {
  planet: Planet;
  /** KP house occupied, 1..12. */
  house: HouseNumber;
  /** Houses aspected, ascending. */
  houses: HouseNumber[];
}

/** One row of the aspect matrix: whom `planet` aspects. */
export interface AspectingPlanetsRow {
  planet: Planet;
  /** True where `planet` aspects that planet (its house is one `planet` aspects); never itself. */
  aspects: Record<Planet, boolean>;
}

/** Both aspect tables of a chart. */
export interface Aspects {
  /** 9 rows, PLANETS order (Sun..Ketu): who aspects whom. */
  aspectingPlanets: AspectingPlanetsRow[];
  /** 9 rows, PLANETS order: houses each planet aspects. */
  aspectingHouses: AspectingHouses[];
}

/** The house `count` houses from `house`, counting `house` as the 1st (1..12). */
export function countHouseFrom(house: HouseNumber, count: number): HouseNumber {
  return ((house - 1 + count - 1) % HOUSE_COUNT) + 1;
}

/** Aspect counts of a planet with the node option applied. */
export function aspectCountsOf(
  planet: Planet,
  nodeAspects: NodeAspects = DEFAULT_NODE_ASPECTS,
): readonly number[] {
  return planet === 'Rahu' || planet === 'Ketu' ? nodeAspects : GRAHA_DRISHTI[planet];
}

/** Houses a planet standing in `house` aspects, ascending. */
export function findAspectedHouses(
  planet: Planet,
  house: HouseNumber,
  nodeAspects: NodeAspects = DEFAULT_NODE_ASPECTS,
): HouseNumber[] {
  return aspectCountsOf(planet, nodeAspects)
    .map((count) => countHouseFrom(house, count))
    .sort((a, b) => a - b);
}

/** True when `from` aspects `to` in this chart (never for a planet and itself). */
export function isAspecting(
  chart: ChartLords,
  from: Planet,
  to: Planet,
  nodeAspects: NodeAspects = DEFAULT_NODE_ASPECTS,
): boolean {
  if (from === to) return false;
  return findAspectedHouses(from, chart.planets[from].house, nodeAspects).includes(chart.planets[to].house);
}

/** Aspecting planets (9×9) and aspecting houses of a chart. */
export function computeAspects(chart: ChartLords, options: { nodeAspects?: NodeAspects } = {}): Aspects {
  checkChartLords(chart);
  checkSignificatorOptions(options);
  const nodeAspects = options.nodeAspects ?? DEFAULT_NODE_ASPECTS;
  const aspectingHouses = PLANETS.map((planet) => {
    const house = chart.planets[planet].house;
    return { planet, house, houses: findAspectedHouses(planet, house, nodeAspects) };
  });
  const aspectingPlanets = PLANETS.map((planet) => {
    const aspects = {} as Record<Planet, boolean>;
    for (const other of PLANETS) aspects[other] = isAspecting(chart, planet, other, nodeAspects);
    return { planet, aspects };
  });
  return { aspectingPlanets, aspectingHouses };
}
