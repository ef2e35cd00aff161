import { chartTableSchema, type ChartTable } from '@kpdesk/contract';
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
  build(entry: ClientChart): ChartTable;
}

/** Every table call of spec §7; layouts in packages/contract/src/charts.ts. */
export const TABLE_CALLS: readonly TableCall[] = [
  {
    path: 'planetarypositionchart',
    summary: 'Planetary Position rows, Sun … Ketu (PLANETARY_POSITION_COLUMNS, margins included)',
    build: (e) => toPlanetaryPositionTable(e.chart, e.margins),
  },
  {
    path: 'cuspalpositionchart',
    summary: 'Cuspal Position rows, I … XII (CUSPAL_POSITION_COLUMNS, margins included)',
    build: (e) => toCuspalPositionTable(e.chart, e.margins),
  },
  {
    path: 'planetarycuspalpositionchart',
    summary: 'Self Significator rows (SELF_SIGNIFICATOR_COLUMNS)',
    build: (e) => toSelfSignificatorTable(e.significators.selfSignificators),
  },
  {
    path: 'planetsignificatorcuspalview',
    summary: 'Planet Significators A–E, cuspal view: House, then planets per letter',
    build: (e) => toCuspalViewTable(e.significators.planetSignificators, L.planet),
  },
  {
    path: 'planetsignificatorplanetview',
    summary: 'Planet Significators A–E, planet view: Planet, then houses per letter',
    build: (e) => toPlanetViewTable(e.significators.planetSignificators, L.planet),
  },
  {
    path: 'cuspalsignificatorcuspalview',
    summary: 'Cuspal Significators A–F, cuspal view: House, then planets per letter',
    build: (e) => toCuspalViewTable(e.significators.cuspalSignificators, L.cuspal),
  },
  {
    path: 'cuspalsignificatorplanetview',
    summary: 'Cuspal Significators A–F, planet view: Planet, then houses per letter',
    build: (e) => toPlanetViewTable(e.significators.cuspalSignificators, L.cuspal),
  },
  {
    path: 'aspectingchart',
    summary: "Aspecting Planets: Planet, then Sun … Ket, 'X' where the row planet aspects the column planet",
    build: (e) => toAspectingPlanetTable(e.significators.aspects),
  },
  {
    path: 'aspectingcuspalchart',
    summary: "Aspecting House: Planet, House occupied, then houses 1 … 12, 'X' where aspected",
    build: (e) => toAspectingHouseTable(e.significators.aspects),
  },
  {
    path: 'planetlink',
    summary: 'Planet Links: Planet, A, Houses of A, Star Lord of A, its houses, Sub Lord of A, its houses',
    build: (e) => toPlanetLinkTable(e.significators.planetLinks),
  },
  {
    path: 'cuspallinkstarlord',
    summary: 'Cuspal Links by star lord: House, then the link chain of the cusp star lord',
    build: (e) => toCuspalLinkTable(e.significators.cuspalLinks.starLord),
  },
  {
    path: 'cuspallinksublord',
    summary: 'Cuspal Links by sub lord: House, then the link chain of the cusp sub lord',
    build: (e) => toCuspalLinkTable(e.significators.cuspalLinks.subLord),
  },
  {
    path: 'cuspallinksubsublord',
    summary: 'Cuspal Links by sub-sub lord: House, then the link chain of the cusp sub-sub lord',
    build: (e) => toCuspalLinkTable(e.significators.cuspalLinks.subSubLord),
  },
  {
    path: 'effectiveplanetsignificator',
    summary: 'Effective Significators: Planet (A), Sub Lord (B), houses of A, houses of B',
    build: (e) => toEffectiveSignificatorTable(e.significators.effectiveSignificators),
  },
  {
    path: 'extendedcuspalsignificator',
    summary: 'Six Fold Significators, cuspal view: House, then planets for A … G',
    build: (e) => toCuspalViewTable(e.significators.sixFoldSignificators, L.sixFold),
  },
  {
    path: 'extendedplanetsignificator',
    summary: 'Six Fold Significators, planet view: Planet, then houses for A … G',
    build: (e) => toPlanetViewTable(e.significators.sixFoldSignificators, L.sixFold),
  },
];

/** The schema of every table answer's data. */
export const tableAnswer = chartTableSchema;
