/**
 * Effective Significators (domain §8.2): per planet A, its sub lord B and the houses each signifies by the
 * four KP levels of the planet view (§6.1). The star lord says what a planet gives, the sub lord whether it
 * materialises, so the screen sets the two significations side by side.
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import { FOUR_LEVEL_COLUMNS, linkFourLevels, type FourLevelColumn } from './planet-significators.js';
import { toPlanetView, type PlanetViewRow } from './relation.js';
import { checkChartLords, type ChartLords, type HouseNumber } from './types.js';

/** The houses a planet signifies by the four levels. */
export interface Signification {
  planet: Planet;
  /** Houses per level A–D, ascending within a level. */
  levels: Record<FourLevelColumn, HouseNumber[]>;
  /** Union of the levels ordered by level (A first), each house once at its strongest level. */
  houses: HouseNumber[];
}

/** One row of the Effective Significators table. */
export interface EffectiveSignificatorRow {
  /** Planet A. */
  planet: Planet;
  /** B = sub lord of A. */
  subLord: Planet;
  significationOfA: Signification;
  significationOfB: Signification;
}

/** Orders a planet-view row's houses by level, dropping repeats of a house seen at a stronger level. */
function toSignification(row: PlanetViewRow<FourLevelColumn>): Signification {
  const levels = { A: row.A, B: row.B, C: row.C, D: row.D };
  const houses = [...new Set(FOUR_LEVEL_COLUMNS.flatMap((c) => levels[c]))];
  return { planet: row.planet, levels, houses };
}

/** Four-level significations of the nine planets, keyed by planet. */
export function computeSignifications(chart: ChartLords): Record<Planet, Signification> {
  checkChartLords(chart);
  const view = toPlanetView(linkFourLevels(chart), FOUR_LEVEL_COLUMNS);
  const byPlanet = {} as Record<Planet, Signification>;
  for (const row of view) byPlanet[row.planet] = toSignification(row);
  return byPlanet;
}

/** Effective Significators of the nine planets, PLANETS order (Sun..Ketu). */
export function computeEffectiveSignificators(chart: ChartLords): EffectiveSignificatorRow[] {
  const significations = computeSignifications(chart);
  return PLANETS.map((planet) => {
    const subLord = chart.planets[planet].subLord;
    return {
      planet,
      subLord,
      significationOfA: significations[planet],
      significationOfB: significations[subLord],
    };
  });
}
