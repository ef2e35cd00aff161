import {
  chartTableSchema,
  CUSPAL_POSITION_COLUMNS,
  CUSPAL_SIGNIFICATOR_LETTERS,
  EFFECTIVE_SIGNIFICATOR_COLUMNS,
  LINK_COLUMNS_TAIL,
  PLANET_COLUMN_TITLES,
  PLANET_SIGNIFICATOR_LETTERS,
  PLANETARY_POSITION_COLUMNS,
  SELF_SIGNIFICATOR_COLUMNS,
  SIX_FOLD_LETTERS,
  type ChartTable,
} from '@kpdesk/contract';
import type { ClientChart } from '../../services/charts/client-chart.js';
import {
  toCuspalPositionTable,
  toPlanetaryPositionTable,
  toSelfSignificatorTable,
} from '../../services/charts/position-rows.js';
import {
  SIGNIFICATOR_LETTERS as L,
  toAspectingHouseTable,
  toAspectingPlanetTable,
  toCuspalLinkTable,
  toCuspalViewTable,
  toEffectiveSignificatorTable,
  toPlanetLinkTable,
  toPlanetViewTable,
} from '../../services/charts/significator-rows.js';

/** A chart call answered by one table of a client's chart. */
export interface TableCall {
  /** Path segment under /chart/ (the spec's spelling). */
  path: string;
  /** What the rows are, for the OpenAPI document. */
  summary: string;
  /** The row layout: cell i of every row belongs to columns[i]; the answer's `columns` equal it. */
  columns: readonly string[];
  build(entry: ClientChart): ChartTable;
}

const HOUSE_TITLES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

/** "0 Planet, 1 Sign, …": a row layout as the OpenAPI description of its call states it. */
export function describeRowLayout(columns: readonly string[]): string {
  return `Row layout (cell index: column): ${columns.map((title, i) => `${i} ${title}`).join(', ')}.`;
}

/** Every table call of spec §7; layouts in packages/contract/src/charts.ts. */
export const TABLE_CALLS: readonly TableCall[] = [
  {
    path: 'planetarypositionchart',
    columns: [...PLANETARY_POSITION_COLUMNS],
    summary: 'Planetary Position rows, Sun … Ketu (PLANETARY_POSITION_COLUMNS, margins included)',
    build: (e) => toPlanetaryPositionTable(e.chart, e.margins),
  },
  {
    path: 'cuspalpositionchart',
    columns: [...CUSPAL_POSITION_COLUMNS],
    summary: 'Cuspal Position rows, I … XII (CUSPAL_POSITION_COLUMNS, margins included)',
    build: (e) => toCuspalPositionTable(e.chart, e.margins),
  },
  {
    path: 'planetarycuspalpositionchart',
    columns: [...SELF_SIGNIFICATOR_COLUMNS],
    summary: 'Self Significator rows (SELF_SIGNIFICATOR_COLUMNS)',
    build: (e) => toSelfSignificatorTable(e.significators.selfSignificators),
  },
  {
    path: 'planetsignificatorcuspalview',
    columns: ['House', ...PLANET_SIGNIFICATOR_LETTERS],
    summary: 'Planet Significators A–E, cuspal view: House, then planets per letter',
    build: (e) => toCuspalViewTable(e.significators.planetSignificators, L.planet),
  },
  {
    path: 'planetsignificatorplanetview',
    columns: ['Planet', ...PLANET_SIGNIFICATOR_LETTERS],
    summary: 'Planet Significators A–E, planet view: Planet, then houses per letter',
    build: (e) => toPlanetViewTable(e.significators.planetSignificators, L.planet),
  },
  {
    path: 'cuspalsignificatorcuspalview',
    columns: ['House', ...CUSPAL_SIGNIFICATOR_LETTERS],
    summary: 'Cuspal Significators A–F, cuspal view: House, then planets per letter',
    build: (e) => toCuspalViewTable(e.significators.cuspalSignificators, L.cuspal),
  },
  {
    path: 'cuspalsignificatorplanetview',
    columns: ['Planet', ...CUSPAL_SIGNIFICATOR_LETTERS],
    summary: 'Cuspal Significators A–F, planet view: Planet, then houses per letter',
    build: (e) => toPlanetViewTable(e.significators.cuspalSignificators, L.cuspal),
  },
  {
    path: 'aspectingchart',
    columns: ['Planet', ...PLANET_COLUMN_TITLES],
    summary: "Aspecting Planets: Planet, then Sun … Ket, 'X' where the row planet aspects the column planet",
    build: (e) => toAspectingPlanetTable(e.significators.aspects),
  },
  {
    path: 'aspectingcuspalchart',
    columns: ['Planet', 'House', ...HOUSE_TITLES],
    summary: "Aspecting House: Planet, House occupied, then houses 1 … 12, 'X' where aspected",
    build: (e) => toAspectingHouseTable(e.significators.aspects),
  },
  {
    path: 'planetlink',
    columns: ['Planet', ...LINK_COLUMNS_TAIL],
    summary: 'Planet Links: Planet, A, Houses of A, Star Lord of A, its houses, Sub Lord of A, its houses',
    build: (e) => toPlanetLinkTable(e.significators.planetLinks),
  },
  {
    path: 'cuspallinkstarlord',
    columns: ['House', ...LINK_COLUMNS_TAIL],
    summary: 'Cuspal Links by star lord: House, then the link chain of the cusp star lord',
    build: (e) => toCuspalLinkTable(e.significators.cuspalLinks.starLord),
  },
  {
    path: 'cuspallinksublord',
    columns: ['House', ...LINK_COLUMNS_TAIL],
    summary: 'Cuspal Links by sub lord: House, then the link chain of the cusp sub lord',
    build: (e) => toCuspalLinkTable(e.significators.cuspalLinks.subLord),
  },
  {
    path: 'cuspallinksubsublord',
    columns: ['House', ...LINK_COLUMNS_TAIL],
    summary: 'Cuspal Links by sub-sub lord: House, then the link chain of the cusp sub-sub lord',
    build: (e) => toCuspalLinkTable(e.significators.cuspalLinks.subSubLord),
  },
  {
    path: 'effectiveplanetsignificator',
    columns: [...EFFECTIVE_SIGNIFICATOR_COLUMNS],
    summary: 'Effective Significators: Planet (A), Sub Lord (B), houses of A, houses of B',
    build: (e) => toEffectiveSignificatorTable(e.significators.effectiveSignificators),
  },
  {
    path: 'extendedcuspalsignificator',
    columns: ['House', ...SIX_FOLD_LETTERS],
    summary: 'Six Fold Significators, cuspal view: House, then planets for A … G',
    build: (e) => toCuspalViewTable(e.significators.sixFoldSignificators, L.sixFold),
  },
  {
    path: 'extendedplanetsignificator',
    columns: ['Planet', ...SIX_FOLD_LETTERS],
    summary: 'Six Fold Significators, planet view: Planet, then houses for A … G',
    build: (e) => toPlanetViewTable(e.significators.sixFoldSignificators, L.sixFold),
  },
];

/** The schema of every table answer's data. */
export const tableAnswer = chartTableSchema;
