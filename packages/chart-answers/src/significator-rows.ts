import {
  aspectingHouseLayout,
  aspectingPlanetLayout,
  conjunctionMatrixLayout,
  conjoinedPlanetLayout,
  cuspalLinkLayout,
  effectiveSignificatorLayout,
  planetLinkLayout,
  PLANET_COLUMN_TITLES,
  type ConjoinedChart,
  type NamedCells,
  type RowField,
  type RowLayout,
} from '@kpdesk/contract';
import {
  HOUSE_NUMBERS,
  PLANETS,
  type Aspects,
  type Conjunctions,
  type CuspalLinkRow,
  type EffectiveSignificatorRow,
  type LinkChain,
  type PlanetLinkRow,
  type SignificatorViews,
} from '@kpdesk/astro/engine';
import { joinCell, toLayoutTable, type LayoutTable } from './layout-table.js';

/** The cell text of a relation: 'X' where it holds, '' elsewhere. */
const mark = (holds: boolean) => (holds ? 'X' : '');
/** A table of a layout whose cells are named after their titles (letters, planets, houses). */
function titledTable<F extends readonly RowField[]>(layout: RowLayout<F>, rows: Record<string, string>[]) {
  return toLayoutTable(layout, rows, (cells) => cells as NamedCells<F>);
}

/** Cells named by lower-cased column titles: 'A' → 'a', 'Sun' of the short names → 'sun'. */
const byTitle = (titles: readonly string[], cell: (title: string, i: number) => string) =>
  Object.fromEntries(titles.map((t, i) => [t.toLowerCase(), cell(t, i)]));

/**
 * The cuspal view of a significator table: rows house 1..12, then per letter the planets joined by ','.
 * The layout is one of the contract's cuspal-view layouts (planet A–E, cuspal A–F, six-fold A–G).
 */
export function toCuspalViewTable<C extends string, F extends readonly RowField[]>(
  views: SignificatorViews<C>,
  letters: readonly C[],
  layout: RowLayout<F>,
): LayoutTable<F> {
  const rows = views.cuspalView.map((row) => ({
    house: String(row.house),
    ...byTitle(letters, (c) => joinCell(row[c as C])),
  }));
  return titledTable(layout, rows);
}

/** The planet view: rows Sun … Ketu, then per letter the house numbers joined by ','. */
export function toPlanetViewTable<C extends string, F extends readonly RowField[]>(
  views: SignificatorViews<C>,
  letters: readonly C[],
  layout: RowLayout<F>,
): LayoutTable<F> {
  const rows = views.planetView.map((row) => ({
    planet: row.planet,
    ...byTitle(letters, (c) => joinCell(row[c as C])),
  }));
  return titledTable(layout, rows);
}

/** Aspecting Planets: rows Sun … Ketu (the aspecting planet), columns Sun … Ket (the aspected), 'X' = aspects. */
export function toAspectingPlanetTable(aspects: Aspects) {
  const rows = aspects.aspectingPlanets.map((row) => ({
    planet: row.planet,
    ...byTitle(PLANET_COLUMN_TITLES, (_, i) => mark(row.aspects[PLANETS[i] ?? 'Sun'])),
  }));
  return titledTable(aspectingPlanetLayout, rows);
}

/** Aspecting House: rows Sun … Ketu with the house occupied, then houses 1..12, 'X' = the planet aspects it. */
export function toAspectingHouseTable(aspects: Aspects) {
  const rows = aspects.aspectingHouses.map((row) => ({
    planet: row.planet,
    occupied: String(row.house),
    ...byTitle(HOUSE_NUMBERS.map(String), (_, i) => mark(row.houses.includes(HOUSE_NUMBERS[i] ?? 0))),
  }));
  return titledTable(aspectingHouseLayout, rows);
}

/** Conjunction matrix (rows and columns Sun … Ketu, 'X' = conjoined) and the Planet, House, Conjoined table. */
export function toConjoinedChart(conjunctions: Conjunctions): ConjoinedChart {
  const matrix = conjunctions.matrix.map((row) => ({
    planet: row.planet,
    ...byTitle(PLANET_COLUMN_TITLES, (_, i) => mark(row.conjoined[PLANETS[i] ?? 'Sun'])),
  }));
  return {
    matrix: titledTable(conjunctionMatrixLayout, matrix),
    planets: toLayoutTable(conjoinedPlanetLayout, conjunctions.planets, (row) => ({
      planet: row.planet,
      house: String(row.house),
      conjoined: joinCell(row.conjoinedPlanets),
    })),
  };
}

const chainCells = (chain: LinkChain) => ({
  a: chain.a.planet,
  housesOfA: joinCell(chain.a.houses),
  starLord: chain.starLordOfA.planet,
  housesOfStarLord: joinCell(chain.starLordOfA.houses),
  subLord: chain.subLordOfA.planet,
  housesOfSubLord: joinCell(chain.subLordOfA.houses),
});

/** Planet Links: rows Sun … Ketu (A is the planet), houses = CL ∪ OCC ∪ CST ∪ CSL of each cell's planet. */
export function toPlanetLinkTable(rows: readonly PlanetLinkRow[]) {
  return toLayoutTable(planetLinkLayout, rows, (r) => ({ planet: r.planet, ...chainCells(r) }));
}

/** Cuspal Links by star, sub or sub-sub lord: rows house 1..12 (A is that lord of the cusp). */
export function toCuspalLinkTable(rows: readonly CuspalLinkRow[]) {
  return toLayoutTable(cuspalLinkLayout, rows, (r) => ({ house: String(r.house), ...chainCells(r) }));
}

/** Effective Significators: rows Sun … Ketu; significations are houses ordered by level, joined by ','. */
export function toEffectiveSignificatorTable(rows: readonly EffectiveSignificatorRow[]) {
  return toLayoutTable(effectiveSignificatorLayout, rows, (r) => ({
    planet: r.planet,
    subLord: r.subLord,
    housesOfPlanet: joinCell(r.significationOfA.houses),
    housesOfSubLord: joinCell(r.significationOfB.houses),
  }));
}
