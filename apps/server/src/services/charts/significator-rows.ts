import {
  CUSPAL_SIGNIFICATOR_LETTERS,
  EFFECTIVE_SIGNIFICATOR_COLUMNS,
  LINK_COLUMNS_TAIL,
  PLANET_COLUMN_TITLES,
  PLANET_SIGNIFICATOR_LETTERS,
  SIX_FOLD_LETTERS,
  type ChartTable,
  type ConjoinedChart,
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
} from '@kpdesk/astro';

/** The cell text of a relation: 'X' where it holds, '' elsewhere. */
const mark = (holds: boolean) => (holds ? 'X' : '');
const join = (values: readonly (string | number)[]) => values.join(',');

/**
 * The cuspal view of a significator table: rows house 1..12, then per letter the planets joined by ','.
 * Columns 'House', then the letters (planet significators A–E, cuspal A–F, six-fold A–G).
 */
export function toCuspalViewTable<C extends string>(
  views: SignificatorViews<C>,
  letters: readonly C[],
): ChartTable {
  return {
    columns: ['House', ...letters],
    rows: views.cuspalView.map((row) => [String(row.house), ...letters.map((c) => join(row[c]))]),
  };
}

/** The planet view: rows Sun … Ketu, then per letter the house numbers joined by ','. */
export function toPlanetViewTable<C extends string>(
  views: SignificatorViews<C>,
  letters: readonly C[],
): ChartTable {
  return {
    columns: ['Planet', ...letters],
    rows: views.planetView.map((row) => [row.planet, ...letters.map((c) => join(row[c]))]),
  };
}

/** The letters of each significator table, as the contract names them. */
export const SIGNIFICATOR_LETTERS = {
  planet: PLANET_SIGNIFICATOR_LETTERS,
  cuspal: CUSPAL_SIGNIFICATOR_LETTERS,
  sixFold: SIX_FOLD_LETTERS,
} as const;

/** Aspecting Planets: rows Sun … Ketu (the aspecting planet), columns Sun … Ket (the aspected), 'X' = aspects. */
export function toAspectingPlanetTable(aspects: Aspects): ChartTable {
  return {
    columns: ['Planet', ...PLANET_COLUMN_TITLES],
    rows: aspects.aspectingPlanets.map((row) => [row.planet, ...PLANETS.map((p) => mark(row.aspects[p]))]),
  };
}

/** Aspecting House: rows Sun … Ketu with the house occupied, then houses 1..12, 'X' = the planet aspects it. */
export function toAspectingHouseTable(aspects: Aspects): ChartTable {
  return {
    columns: ['Planet', 'House', ...HOUSE_NUMBERS.map(String)],
    rows: aspects.aspectingHouses.map((row) => [
      row.planet,
      String(row.house),
      ...HOUSE_NUMBERS.map((h) => mark(row.houses.includes(h))),
    ]),
  };
}

/** Conjunction matrix (rows and columns Sun … Ketu, 'X' = conjoined) and the Planet, House, Conjoined table. */
export function toConjoinedChart(conjunctions: Conjunctions): ConjoinedChart {
  return {
    matrix: {
      columns: ['Planet', ...PLANET_COLUMN_TITLES],
      rows: conjunctions.matrix.map((row) => [row.planet, ...PLANETS.map((p) => mark(row.conjoined[p]))]),
    },
    planets: {
      columns: ['Planet', 'House', 'Conjoined Planets'],
      rows: conjunctions.planets.map((row) => [row.planet, String(row.house), join(row.conjoinedPlanets)]),
    },
  };
}

const chainCells = (chain: LinkChain) => [
  chain.a.planet,
  join(chain.a.houses),
  chain.starLordOfA.planet,
  join(chain.starLordOfA.houses),
  chain.subLordOfA.planet,
  join(chain.subLordOfA.houses),
];

/** Planet Links: rows Sun … Ketu (A is the planet), houses = CL ∪ OCC ∪ CST ∪ CSL of each cell's planet. */
export function toPlanetLinkTable(rows: readonly PlanetLinkRow[]): ChartTable {
  return { columns: ['Planet', ...LINK_COLUMNS_TAIL], rows: rows.map((r) => [r.planet, ...chainCells(r)]) };
}

/** Cuspal Links by star, sub or sub-sub lord: rows house 1..12 (A is that lord of the cusp). */
export function toCuspalLinkTable(rows: readonly CuspalLinkRow[]): ChartTable {
  return {
    columns: ['House', ...LINK_COLUMNS_TAIL],
    rows: rows.map((r) => [String(r.house), ...chainCells(r)]),
  };
}

/** Effective Significators: rows Sun … Ketu; significations are houses ordered by level, joined by ','. */
export function toEffectiveSignificatorTable(rows: readonly EffectiveSignificatorRow[]): ChartTable {
  return {
    columns: [...EFFECTIVE_SIGNIFICATOR_COLUMNS],
    rows: rows.map((r) => [
      r.planet,
      r.subLord,
      join(r.significationOfA.houses),
      join(r.significationOfB.houses),
    ]),
  };
}
