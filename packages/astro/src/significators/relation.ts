/**
 * A significator table as one relation (planet × house × column) read from its two sides: the cuspal
 * (house) view lists planets per house and column, the planet view lists houses per planet and column.
 * Building both views from the same set of links keeps them consistent by construction (decisions.md,
 * six-fold significators; the same holds for the four-level and cuspal tables).
 */
import { PLANETS, type Planet } from '../tables/planets.js';
import { HOUSE_NUMBERS, type HouseNumber } from './types.js';

/** One link of a relation: `planet` is listed for `house` in `column`. */
export interface SignificatorLink<C extends string> {
  planet: Planet;
  house: HouseNumber;
  column: C;
}

/** A row of the cuspal view: the house and, per column, its planets in PLANETS order (Sun..Ketu). */
export type HouseViewRow<C extends string> = { house: HouseNumber } & Record<C, Planet[]>;

/** A row of the planet view: the planet and, per column, its houses ascending. */
export type PlanetViewRow<C extends string> = { planet: Planet } & Record<C, HouseNumber[]>;

/** Both views of one significator table. */
export interface SignificatorViews<C extends string> {
  /** 12 rows, houses 1..12. */
  cuspalView: HouseViewRow<C>[];
  /** 9 rows in PLANETS order (Sun..Ketu). */
  planetView: PlanetViewRow<C>[];
}

/** Whether a link exists, ignoring duplicate links. */
function indexLinks<C extends string>(
  links: readonly SignificatorLink<C>[],
): (column: C, planet: Planet, house: HouseNumber) => boolean {
  const keys = new Set(links.map((l) => `${l.column}|${l.planet}|${l.house}`));
  return (column, planet, house) => keys.has(`${column}|${planet}|${house}`);
}

/**
 * One view of a relation: a row per id of one side and, per column, the ids of the other side linked to it,
 * in the order of `others`. The cuspal and the planet view are this same pivot, taken from either side.
 */
function pivotLinks<C extends string, R, O>(
  columns: readonly C[],
  rows: readonly R[],
  others: readonly O[],
  isLinked: (column: C, row: R, other: O) => boolean,
): { row: R; cells: Record<C, O[]> }[] {
  return rows.map((row) => {
    const cells = {} as Record<C, O[]>;
    for (const column of columns) cells[column] = others.filter((other) => isLinked(column, row, other));
    return { row, cells };
  });
}

/** The cuspal view of a relation: for every house and column, the linked planets without duplicates. */
export function toCuspalView<C extends string>(
  links: readonly SignificatorLink<C>[],
  columns: readonly C[],
): HouseViewRow<C>[] {
  const isLinked = indexLinks(links);
  const pivot = pivotLinks(columns, HOUSE_NUMBERS, PLANETS, (c, house, planet) => isLinked(c, planet, house));
  return pivot.map(({ row, cells }) => ({ house: row, ...cells }));
}

/** The planet view of a relation: for every planet and column, the linked houses ascending. */
export function toPlanetView<C extends string>(
  links: readonly SignificatorLink<C>[],
  columns: readonly C[],
): PlanetViewRow<C>[] {
  const pivot = pivotLinks(columns, PLANETS, HOUSE_NUMBERS, indexLinks(links));
  return pivot.map(({ row, cells }) => ({ planet: row, ...cells }));
}

/** Both views of a relation. */
export function toSignificatorViews<C extends string>(
  links: readonly SignificatorLink<C>[],
  columns: readonly C[],
): SignificatorViews<C> {
  return { cuspalView: toCuspalView(links, columns), planetView: toPlanetView(links, columns) };
}

/**
 * Links every (planet, house) pair for which `test` holds to `column`; the common way a column is defined
 * ("planets whose star lord is the cusp's sub lord", ...).
 */
export function linkWhere<C extends string>(
  column: C,
  test: (planet: Planet, house: HouseNumber) => boolean,
): SignificatorLink<C>[] {
  const links: SignificatorLink<C>[] = [];
  for (const planet of PLANETS) {
    for (const house of HOUSE_NUMBERS) {
      if (test(planet, house)) links.push({ planet, house, column });
    }
  }
  return links;
}
