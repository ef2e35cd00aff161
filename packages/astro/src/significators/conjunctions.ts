/**
 * Conjunction ("Conjoints"): two planets in the same KP house whose separation is within the mean of their
 * two deeptamsa orbs, or within a fixed orb when the caller overrides it (domain §10.3; decisions.md
 * "conjunction").
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import { checkChartLords, checkSignificatorOptions, type ChartLords, type HouseNumber } from './types.js';

/**
 * Deeptamsa orbs in degrees (classical; decisions.md). The nodes have no classical deeptamsa; the product
 * gives them 8°.
 */
export const DEEPTAMSA_ORBS: Readonly<Record<Planet, number>> = {
  Sun: 15,
  Moon: 12,
  Mars: 8,
  Mercury: 7,
  Jupiter: 9,
  Venus: 7,
  Saturn: 9,
  Rahu: 8,
  Ketu: 8,
};

/** One row of the conjunction matrix. */
export interface ConjunctionMatrixRow {
  planet: Planet;
  /** True where the two are conjoined; symmetric; never the planet with itself. */
  conjoined: Record<Planet, boolean>;
}

/** One row of the "Planet, House, Conjoined Planets" table. */
export interface ConjunctionRow {
  planet: Planet;
  /** KP house, 1..12. */
  house: HouseNumber;
  /** PLANETS order. */
  conjoinedPlanets: Planet[];
}

/** Both conjunction tables. */
export interface Conjunctions {
  /** 9 rows, PLANETS order (Sun..Ketu). */
  matrix: ConjunctionMatrixRow[];
  /** 9 rows, PLANETS order. */
  planets: ConjunctionRow[];
}

/** Shortest arc between two longitudes, degrees in [0, 180]. */
export function angularSeparation(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** The orb of a pair: the override, else the mean of the two deeptamsa orbs (Sun–Moon 13.5°). */
export function conjunctionOrbOf(a: Planet, b: Planet, override?: number): number {
  return override ?? (DEEPTAMSA_ORBS[a] + DEEPTAMSA_ORBS[b]) / 2;
}

/** True when two different planets are conjoined: same house and separation ≤ orb (edge included). */
export function isConjoined(chart: ChartLords, a: Planet, b: Planet, conjunctionOrb?: number): boolean {
  if (a === b) return false;
  const pa = chart.planets[a];
  const pb = chart.planets[b];
  if (pa.house !== pb.house) return false;
  return angularSeparation(pa.longitude, pb.longitude) <= conjunctionOrbOf(a, b, conjunctionOrb);
}

/** The conjunction matrix and the per-planet table of a chart. */
export function computeConjunctions(
  chart: ChartLords,
  options: { conjunctionOrb?: number } = {},
): Conjunctions {
  checkChartLords(chart);
  checkSignificatorOptions(options);
  const matrix = PLANETS.map((planet) => {
    const conjoined = {} as Record<Planet, boolean>;
    for (const other of PLANETS) conjoined[other] = isConjoined(chart, planet, other, options.conjunctionOrb);
    return { planet, conjoined };
  });
  const planets = matrix.map((row) => ({
    planet: row.planet,
    house: chart.planets[row.planet].house,
    conjoinedPlanets: PLANETS.filter((p) => row.conjoined[p]),
  }));
  return { matrix, planets };
}
