/**
 * Row layouts of the significator, aspect and link tables (chart-screens.md §2, domain §6–§10). Cells are
 * planets by full name or house numbers, several joined by ',' without spaces, '' for none; matrices mark a
 * relation with 'X'.
 */
import {
  CUSPAL_SIGNIFICATOR_LETTERS,
  EFFECTIVE_SIGNIFICATOR_COLUMNS,
  PLANET_COLUMN_TITLES,
  PLANET_SIGNIFICATOR_LETTERS,
  SIX_FOLD_LETTERS,
} from './charts.js';
import { z } from 'zod';
import { defineRowLayout, titledFields } from './row-layout.js';

const HOUSE = ['house', 'House'] as const;
const PLANET = ['planet', 'Planet'] as const;
const HOUSE_FIELDS = titledFields(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const);

/**
 * The two views of one significator table (domain §6–§9): the cuspal view, a row per house with the planets
 * of each letter, and the planet view, a row per planet with the houses of each letter. Same letter columns,
 * only the head column differs.
 */
function defineViewLayouts<const L extends readonly string[]>(letters: L, table: string) {
  return {
    cuspal: defineRowLayout([HOUSE, ...titledFields(letters)], `${table}, cuspal view: rows house 1 … 12`),
    planet: defineRowLayout([PLANET, ...titledFields(letters)], `${table}, planet view: rows Sun … Ketu`),
  };
}

const planetSignificators = defineViewLayouts(PLANET_SIGNIFICATOR_LETTERS, 'Planet Significators A–E');
const cuspalSignificators = defineViewLayouts(CUSPAL_SIGNIFICATOR_LETTERS, 'Cuspal Significators A–F');
const sixFold = defineViewLayouts(SIX_FOLD_LETTERS, 'Six Fold Significators');

/** Planet Significators A–E, cuspal view: House, then the planets of each letter. */
export const planetSignificatorCuspalLayout = planetSignificators.cuspal;
/** Planet Significators A–E, planet view: Planet, then the houses of each letter. */
export const planetSignificatorPlanetLayout = planetSignificators.planet;
/** Cuspal Significators A–F, cuspal view. */
export const cuspalSignificatorCuspalLayout = cuspalSignificators.cuspal;
/** Cuspal Significators A–F, planet view. */
export const cuspalSignificatorPlanetLayout = cuspalSignificators.planet;
/** Six Fold Significators A–G, cuspal view. */
export const sixFoldCuspalLayout = sixFold.cuspal;
/** Six Fold Significators A–G, planet view. */
export const sixFoldPlanetLayout = sixFold.planet;
/** Aspecting Planets: the aspecting planet, then 'X' under each planet it aspects. */
export const aspectingPlanetLayout = defineRowLayout(
  [PLANET, ...titledFields(PLANET_COLUMN_TITLES)],
  "Aspecting Planets: rows Sun … Ketu, 'X' where the row planet aspects the column planet",
);
/** Aspecting House: the planet, the house it occupies, then 'X' under each house it aspects. */
export const aspectingHouseLayout = defineRowLayout(
  [PLANET, ['occupied', 'House'], ...HOUSE_FIELDS],
  "Aspecting House: rows Sun … Ketu, the house occupied, then 'X' under each aspected house",
);

const LINK_FIELDS = [
  ['a', 'A'],
  ['housesOfA', 'Houses of A'],
  ['starLord', 'Star Lord of A'],
  ['housesOfStarLord', 'Houses of Star Lord'],
  ['subLord', 'Sub Lord of A'],
  ['housesOfSubLord', 'Houses of Sub Lord'],
] as const;
/** Link table columns after the head: A, its star lord and its sub lord, each with its houses. */
export const LINK_COLUMNS_TAIL = LINK_FIELDS.map(([, title]) => title);

/** Planet Links: the planet, then its link chain. */
export const planetLinkLayout = defineRowLayout(
  [PLANET, ...LINK_FIELDS],
  'Planet Links: rows Sun … Ketu with A, its star lord and sub lord and their houses',
);
/** Cuspal Links by star, sub or sub-sub lord: the house, then the chain of that lord of the cusp. */
export const cuspalLinkLayout = defineRowLayout(
  [HOUSE, ...LINK_FIELDS],
  'Cuspal Links: rows house 1 … 12 with the link chain of the chosen lord of the cusp',
);
/** Effective Significators (domain §8.2): planet A, its sub lord B and their houses. */
export const effectiveSignificatorLayout = defineRowLayout(
  [
    ['planet', EFFECTIVE_SIGNIFICATOR_COLUMNS[0]],
    ['subLord', EFFECTIVE_SIGNIFICATOR_COLUMNS[1]],
    ['housesOfPlanet', EFFECTIVE_SIGNIFICATOR_COLUMNS[2]],
    ['housesOfSubLord', EFFECTIVE_SIGNIFICATOR_COLUMNS[3]],
  ],
  'Effective Significators: Planet (A), Sub Lord (B), houses of A, houses of B',
);
/** Conjunction matrix: the planet, then 'X' under each planet conjoined with it. */
export const conjunctionMatrixLayout = defineRowLayout(
  [PLANET, ...titledFields(PLANET_COLUMN_TITLES)],
  "Conjunction matrix: rows Sun … Ketu, 'X' where conjoined",
);
/** Conjoined planets: the planet, its house and the planets conjoined with it joined by ','. */
export const conjoinedPlanetLayout = defineRowLayout(
  [PLANET, ['house', 'House'], ['conjoined', 'Conjoined Planets']],
  "Conjoined planets: rows Sun … Ketu with house and the conjoined planets joined by ','",
);

/** GET /chart/conjoinedchart: the conjunction matrix and the Planet, House, Conjoined Planets table. */
export const conjoinedChartSchema = z.object({
  matrix: conjunctionMatrixLayout.table,
  planets: conjoinedPlanetLayout.table,
});
/** The conjunction tables. */
export type ConjoinedChart = z.infer<typeof conjoinedChartSchema>;
