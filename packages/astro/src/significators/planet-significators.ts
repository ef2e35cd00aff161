/**
 * "Planet Significators", columns A–E (decisions.md): A–D the four KP levels of domain §6.1, E the houses
 * reached through conjunction or aspect (§6.2). Both views come from one relation (see relation.ts), so a
 * planet is listed for a house in a column exactly when the house is listed for the planet there.
 *
 * Levels, planet side (house side in brackets):
 * A house occupied by P's star lord (planets in the star of the occupants of H);
 * B house occupied by P (occupants of H);
 * C houses owned by P's star lord (planets in the star of the owner of H);
 * D houses owned by P (owner of H);
 * E houses occupied or owned by the planets connected to P (planets connected to an occupant or owner of H).
 * Connected: conjoined with P, aspecting P or aspected by P (§10); for Rahu and Ketu also the lord of the
 * sign they occupy, whose agents they are (§4). A planet is never connected to itself.
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import { isAspecting } from './aspects.js';
import { isConjoined } from './conjunctions.js';
import { housesOwnedBy, ownerOf } from './ownership.js';
import { linkWhere, toSignificatorViews, type SignificatorLink, type SignificatorViews } from './relation.js';
import {
  checkChartLords,
  checkSignificatorOptions,
  type ChartLords,
  type HouseNumber,
  type SignificatorOptions,
} from './types.js';

/** Columns of the Planet Significators tables. */
export type PlanetSignificatorColumn = 'A' | 'B' | 'C' | 'D' | 'E';

/** The five columns in display order. */
export const PLANET_SIGNIFICATOR_COLUMNS: readonly PlanetSignificatorColumn[] = ['A', 'B', 'C', 'D', 'E'];

/** The four KP levels A–D only. */
export type FourLevelColumn = Exclude<PlanetSignificatorColumn, 'E'>;

/** The columns of the four KP levels, strongest first. */
export const FOUR_LEVEL_COLUMNS: readonly FourLevelColumn[] = ['A', 'B', 'C', 'D'];

/** Is the node `planet`? Nodes own no sign and act as agents (domain §4). */
function isNode(planet: Planet): boolean {
  return planet === 'Rahu' || planet === 'Ketu';
}

/** The links of the four KP levels (domain §6.1). */
export function linkFourLevels(chart: ChartLords): SignificatorLink<FourLevelColumn>[] {
  const starLordOf = (p: Planet): Planet => chart.planets[p].starLord;
  return [
    ...linkWhere<FourLevelColumn>('A', (p, h) => chart.planets[starLordOf(p)].house === h),
    ...linkWhere<FourLevelColumn>('B', (p, h) => chart.planets[p].house === h),
    ...linkWhere<FourLevelColumn>('C', (p, h) => ownerOf(chart, h) === starLordOf(p)),
    ...linkWhere<FourLevelColumn>('D', (p, h) => ownerOf(chart, h) === p),
  ];
}

/** Planets connected to `planet` by conjunction, aspect either way or (for a node) sign lordship. */
export function findConnectedPlanets(
  chart: ChartLords,
  planet: Planet,
  options: SignificatorOptions = {},
): Planet[] {
  const { nodeAspects, conjunctionOrb } = options;
  return PLANETS.filter(
    (other) =>
      other !== planet &&
      (isConjoined(chart, planet, other, conjunctionOrb) ||
        isAspecting(chart, planet, other, nodeAspects) ||
        isAspecting(chart, other, planet, nodeAspects) ||
        (isNode(planet) && chart.planets[planet].signLord === other)),
  );
}

/** The links of column E: the houses occupied or owned by the planets connected to each planet. */
export function linkConnections(
  chart: ChartLords,
  options: SignificatorOptions = {},
): SignificatorLink<'E'>[] {
  const links: SignificatorLink<'E'>[] = [];
  for (const planet of PLANETS) {
    for (const other of findConnectedPlanets(chart, planet, options)) {
      const houses: HouseNumber[] = [chart.planets[other].house, ...housesOwnedBy(chart, other)];
      for (const house of houses) links.push({ planet, house, column: 'E' });
    }
  }
  return links;
}

/**
 * Planet Significators A–E in the cuspal view (per house 1..12: planets, Sun..Ketu order) and the planet
 * view (per planet Sun..Ketu: houses ascending). Options: node aspects and conjunction orb for column E.
 */
export function computePlanetSignificators(
  chart: ChartLords,
  options: SignificatorOptions = {},
): SignificatorViews<PlanetSignificatorColumn> {
  checkChartLords(chart);
  checkSignificatorOptions(options);
  const links = [...linkFourLevels(chart), ...linkConnections(chart, options)];
  return toSignificatorViews<PlanetSignificatorColumn>(links, PLANET_SIGNIFICATOR_COLUMNS);
}
