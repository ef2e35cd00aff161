/**
 * House ownership and occupation (domain §3.1): house n is owned by the sign lord of cusp n, so a planet
 * may own 0, 1, 2 or more houses and the nodes own none; a planet occupies the one KP bhava it stands in.
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import { checkChartLords, cuspOf, HOUSE_NUMBERS, type ChartLords, type HouseNumber } from './types.js';

/** One house with its owner and its occupants. */
export interface HouseOwnership {
  /** 1..12. */
  house: HouseNumber;
  /** Sign lord of the cusp of the house. */
  owner: Planet;
  /** Planets in the house, PLANETS order (Sun..Ketu). */
  occupants: Planet[];
}

/** Which of the cusp's lords a rule looks at. */
export type CuspRole = 'signLord' | 'starLord' | 'subLord' | 'subSubLord';

/** Owner and occupants of houses 1..12. */
export function computeHouseOwnership(chart: ChartLords): HouseOwnership[] {
  checkChartLords(chart);
  return HOUSE_NUMBERS.map((house) => ({
    house,
    owner: ownerOf(chart, house),
    occupants: occupantsOf(chart, house),
  }));
}

/** The owner of a house: the sign lord of its cusp. */
export function ownerOf(chart: ChartLords, house: HouseNumber): Planet {
  return cuspOf(chart, house).signLord;
}

/** Planets occupying a house, PLANETS order. */
export function occupantsOf(chart: ChartLords, house: HouseNumber): Planet[] {
  return PLANETS.filter((p) => chart.planets[p].house === house);
}

/** Houses whose cusp has `planet` in the given role, ascending (role signLord = houses owned). */
export function cuspsWithLord(chart: ChartLords, role: CuspRole, planet: Planet): HouseNumber[] {
  return HOUSE_NUMBERS.filter((h) => cuspOf(chart, h)[role] === planet);
}

/** Houses owned by a planet, ascending; empty for Rahu and Ketu. */
export function housesOwnedBy(chart: ChartLords, planet: Planet): HouseNumber[] {
  return cuspsWithLord(chart, 'signLord', planet);
}

/** Planets in the star of `lord` (whose star lord is `lord`, itself included), PLANETS order. */
export function planetsInStarOf(chart: ChartLords, lord: Planet): Planet[] {
  return PLANETS.filter((p) => chart.planets[p].starLord === lord);
}
