/**
 * The KP promise of marriage in one chart (compatibility.md §8.1–§8.3, C14, C15): the 4-step significations
 * of the 7th cusp sub lord with the verdict they give, and the planets that signify 2, 7 or 11 at the four
 * levels A–D (the marriage significators, which the timing and the ruling planets are read against).
 */
import type { KpStepKey, MarriageVerdict } from '@kpdesk/domain';
import { linkFourLevels } from '../significators/planet-significators.js';
import { housesOwnedBy } from '../significators/ownership.js';
import { toPlanetView } from '../significators/relation.js';
import { cuspOf, type ChartLords, type HouseNumber } from '../significators/types.js';
import type { Planet } from '../tables/planets.js';

/** One step of the 4-step reading: the planet and H(planet), the houses it occupies and owns, ascending. */
export interface MarriageStep {
  step: KpStepKey;
  planet: Planet;
  houses: HouseNumber[];
}

/** The KP promise of one chart. */
export interface MarriagePromise {
  cusp7SubLord: Planet;
  /** Sub lord, its star lord, its sub lord, the sub lord's star lord (§8.1). */
  steps: MarriageStep[];
  /** Sig(S): the union of the four steps' houses, ascending. */
  houses: HouseNumber[];
  verdict: MarriageVerdict;
  /** 12 is among the houses: a note for the reader, not a verdict (§8.2). */
  separation: boolean;
}

/** A planet whose four-level significations hold 2, 7 or 11 (§8.3). */
export interface MarriageSignificator {
  planet: Planet;
  /** Every house the planet signifies at levels A–D, ascending (1, 6, 10, 12 included, for the reader). */
  houses: HouseNumber[];
  /** Those of 2, 7, 11. */
  marriageHouses: HouseNumber[];
}

/** Houses that favour marriage (F) and that negate it (N), §8.2. */
const FAVOURING: readonly HouseNumber[] = [2, 7, 11];
const NEGATING: readonly HouseNumber[] = [1, 6, 10];

const isNode = (planet: Planet): boolean => planet === 'Rahu' || planet === 'Ketu';

/**
 * H(X): the house X occupies and the houses it owns; a node owns what the lord of its sign owns (C14).
 * Ascending, without repeats.
 */
export function findStepHouses(chart: ChartLords, planet: Planet): HouseNumber[] {
  const lords = chart.planets[planet];
  const owner = isNode(planet) ? lords.signLord : planet;
  const houses = new Set([lords.house, ...housesOwnedBy(chart, owner)]);
  return [...houses].sort((a, b) => a - b);
}

/** The verdict of a set of houses (§8.2): promised, denied, or mixed (both or neither). */
export function judgeMarriageHouses(houses: readonly HouseNumber[]): MarriageVerdict {
  const favours = houses.some((h) => FAVOURING.includes(h));
  const negates = houses.some((h) => NEGATING.includes(h));
  if (favours && !negates) return 'promised';
  if (negates && !favours) return 'denied';
  return 'mixed';
}

/** The 4-step reading of the 7th cusp sub lord and its verdict (§8.1, §8.2). */
export function computeMarriagePromise(chart: ChartLords): MarriagePromise {
  const subLord = cuspOf(chart, 7).subLord;
  const planets: readonly [KpStepKey, Planet][] = [
    ['subLord', subLord],
    ['starLord', chart.planets[subLord].starLord],
    ['subLordOfSubLord', chart.planets[subLord].subLord],
    ['starLordOfSubLord', chart.planets[chart.planets[subLord].subLord].starLord],
  ];
  const steps = planets.map(([step, planet]) => ({ step, planet, houses: findStepHouses(chart, planet) }));
  const houses = [...new Set(steps.flatMap((s) => s.houses))].sort((a, b) => a - b);
  return {
    cusp7SubLord: subLord,
    steps,
    houses,
    verdict: judgeMarriageHouses(houses),
    separation: houses.includes(12),
  };
}

/** M(person): the planets whose four-level significations (A–D, planet view) hold 2, 7 or 11, Sun..Ketu. */
export function findMarriageSignificators(chart: ChartLords): MarriageSignificator[] {
  const rows = toPlanetView(linkFourLevels(chart), ['A', 'B', 'C', 'D'] as const);
  const out: MarriageSignificator[] = [];
  for (const row of rows) {
    const houses = [...new Set([...row.A, ...row.B, ...row.C, ...row.D])].sort((a, b) => a - b);
    const marriageHouses = houses.filter((h) => FAVOURING.includes(h));
    if (marriageHouses.length > 0) out.push({ planet: row.planet, houses, marriageHouses });
  }
  return out;
}
