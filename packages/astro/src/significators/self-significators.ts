/**
 * Self Significators (domain §8.1; decisions.md): a planet's own lords and where it stands in the cuspal
 * positions: CL cusps whose sign lord it is, OCC the house it occupies, CST cusps whose star lord it is,
 * CSL cusps whose sub lord it is. Also the natal chart legend flags (decisions.md "Natal chart legend"):
 * @ the planet is in its own star, * no planet is in the planet's star.
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import { cuspsWithLord, planetsInStarOf } from './ownership.js';
import { checkChartLords, type ChartLords, type HouseNumber } from './types.js';

/** The houses a planet is tied to in the cuspal positions, plus its bhava. */
export interface SelfHouses {
  /** Cusps whose sign lord is the planet (houses owned), ascending. */
  cl: HouseNumber[];
  /** House occupied, 1..12. */
  occ: HouseNumber;
  /** Cusps whose star lord is the planet, ascending. */
  cst: HouseNumber[];
  /** Cusps whose sub lord is the planet, ascending. */
  csl: HouseNumber[];
}

/** One row of the Self Significators table. */
export interface SelfSignificatorRow extends SelfHouses {
  planet: Planet;
  signLord: Planet;
  starLord: Planet;
  subLord: Planet;
  subSubLord: Planet;
  retrograde: boolean;
  /** Legend "@": the planet's star lord is the planet itself. */
  isInOwnStar: boolean;
  /** Legend "*": no planet (itself included) has this planet as star lord. */
  isNotStarLordOfAnyPlanet: boolean;
}

/** CL, OCC, CST and CSL of one planet. */
export function findSelfHouses(chart: ChartLords, planet: Planet): SelfHouses {
  return {
    cl: cuspsWithLord(chart, 'signLord', planet),
    occ: chart.planets[planet].house,
    cst: cuspsWithLord(chart, 'starLord', planet),
    csl: cuspsWithLord(chart, 'subLord', planet),
  };
}

/** CL ∪ OCC ∪ CST ∪ CSL of one planet, ascending without duplicates: the houses it links to (§9.2). */
export function unionOfSelfHouses(houses: SelfHouses): HouseNumber[] {
  return [...new Set([...houses.cl, houses.occ, ...houses.cst, ...houses.csl])].sort((a, b) => a - b);
}

/** Self Significators of the nine planets, PLANETS order (Sun..Ketu). */
export function computeSelfSignificators(chart: ChartLords): SelfSignificatorRow[] {
  checkChartLords(chart);
  return PLANETS.map((planet) => {
    const lords = chart.planets[planet];
    return {
      planet,
      signLord: lords.signLord,
      starLord: lords.starLord,
      subLord: lords.subLord,
      subSubLord: lords.subSubLord,
      retrograde: lords.retrograde,
      ...findSelfHouses(chart, planet),
      isInOwnStar: lords.starLord === planet,
      isNotStarLordOfAnyPlanet: planetsInStarOf(chart, planet).length === 0,
    };
  });
}
