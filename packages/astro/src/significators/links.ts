/**
 * Planet Links and Cuspal Links by star, sub and sub-sub lord (domain §9.2). Each row names a lord A, the
 * star lord of A and the sub lord of A; each of the three carries the houses it links to: its self
 * significators CL, OCC, CST and CSL (§8.1), the cusps where it appears in the cuspal positions plus its
 * bhava.
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import { findSelfHouses, unionOfSelfHouses, type SelfHouses } from './self-significators.js';
import { checkChartLords, cuspOf, HOUSE_NUMBERS, type ChartLords, type HouseNumber } from './types.js';

/** A planet in a link table with the houses it links to. */
export interface LinkCell extends SelfHouses {
  planet: Planet;
  /** CL ∪ OCC ∪ CST ∪ CSL, ascending without duplicates. */
  houses: HouseNumber[];
}

/** The three cells of a link row: A, the star lord of A and the sub lord of A. */
export interface LinkChain {
  a: LinkCell;
  starLordOfA: LinkCell;
  subLordOfA: LinkCell;
}

/** A row of Planet Links: A is the planet itself. */
export interface PlanetLinkRow extends LinkChain {
  planet: Planet;
}

/** A row of a Cuspal Links table: A is the cusp's star, sub or sub-sub lord. */
export interface CuspalLinkRow extends LinkChain {
  /** 1..12. */
  house: HouseNumber;
}

/** Which cusp lord heads a Cuspal Links table. */
export type CuspalLinkBy = 'star' | 'sub' | 'subSub';

const CUSP_ROLE_OF: Readonly<Record<CuspalLinkBy, 'starLord' | 'subLord' | 'subSubLord'>> = {
  star: 'starLord',
  sub: 'subLord',
  subSub: 'subSubLord',
};

/** A planet with its self-significator houses. */
function toLinkCell(chart: ChartLords, planet: Planet): LinkCell {
  const houses = findSelfHouses(chart, planet);
  return { planet, ...houses, houses: unionOfSelfHouses(houses) };
}

/** The chain A → star lord of A, sub lord of A. */
function toLinkChain(chart: ChartLords, a: Planet): LinkChain {
  const lords = chart.planets[a];
  return {
    a: toLinkCell(chart, a),
    starLordOfA: toLinkCell(chart, lords.starLord),
    subLordOfA: toLinkCell(chart, lords.subLord),
  };
}

/** Planet Links: one row per planet, PLANETS order (Sun..Ketu). */
export function computePlanetLinks(chart: ChartLords): PlanetLinkRow[] {
  checkChartLords(chart);
  return PLANETS.map((planet) => ({ planet, ...toLinkChain(chart, planet) }));
}

/** Cuspal Links Star Lord, Sub Lord or Sub Sub Lord: one row per house 1..12. */
export function computeCuspalLinks(chart: ChartLords, by: CuspalLinkBy): CuspalLinkRow[] {
  checkChartLords(chart);
  const role = CUSP_ROLE_OF[by];
  return HOUSE_NUMBERS.map((house) => ({ house, ...toLinkChain(chart, cuspOf(chart, house)[role]) }));
}
