/** How each table call of the contract's chartTableCalls is built from a client's chart. */
import {
  CUSPAL_SIGNIFICATOR_LETTERS,
  cuspalSignificatorCuspalLayout,
  cuspalSignificatorPlanetLayout,
  PLANET_SIGNIFICATOR_LETTERS,
  planetSignificatorCuspalLayout,
  planetSignificatorPlanetLayout,
  SIX_FOLD_LETTERS,
  sixFoldCuspalLayout,
  sixFoldPlanetLayout,
  type CallAnswer,
  type ChartTableCallName,
  type chartTableCalls,
} from '@kpdesk/contract';
import type { CastChart } from './cast-chart.js';
import { toCuspalPositionTable, toPlanetaryPositionTable, toSelfSignificatorTable } from './position-rows.js';
import {
  toAspectingHouseTable,
  toAspectingPlanetTable,
  toCuspalLinkTable,
  toCuspalViewTable,
  toEffectiveSignificatorTable,
  toPlanetLinkTable,
  toPlanetViewTable,
} from './significator-rows.js';

/** The answer of the table call `K`. */
export type ChartTableAnswer<K extends ChartTableCallName> = CallAnswer<(typeof chartTableCalls)[K]>;

type TableBuilders = {
  [K in ChartTableCallName]: (e: CastChart) => ChartTableAnswer<K>;
};

/** One builder per table call; a table call without one does not compile. */
export const TABLE_BUILDERS: TableBuilders = {
  planetaryPosition: (e) => toPlanetaryPositionTable(e.chart, e.margins),
  cuspalPosition: (e) => toCuspalPositionTable(e.chart, e.margins),
  selfSignificators: (e) => toSelfSignificatorTable(e.significators.selfSignificators),
  planetSignificatorCuspalView: (e) =>
    toCuspalViewTable(
      e.significators.planetSignificators,
      PLANET_SIGNIFICATOR_LETTERS,
      planetSignificatorCuspalLayout,
    ),
  planetSignificatorPlanetView: (e) =>
    toPlanetViewTable(
      e.significators.planetSignificators,
      PLANET_SIGNIFICATOR_LETTERS,
      planetSignificatorPlanetLayout,
    ),
  cuspalSignificatorCuspalView: (e) =>
    toCuspalViewTable(
      e.significators.cuspalSignificators,
      CUSPAL_SIGNIFICATOR_LETTERS,
      cuspalSignificatorCuspalLayout,
    ),
  cuspalSignificatorPlanetView: (e) =>
    toPlanetViewTable(
      e.significators.cuspalSignificators,
      CUSPAL_SIGNIFICATOR_LETTERS,
      cuspalSignificatorPlanetLayout,
    ),
  aspectingPlanets: (e) => toAspectingPlanetTable(e.significators.aspects),
  aspectingHouses: (e) => toAspectingHouseTable(e.significators.aspects),
  planetLinks: (e) => toPlanetLinkTable(e.significators.planetLinks),
  cuspalLinksStarLord: (e) => toCuspalLinkTable(e.significators.cuspalLinks.starLord),
  cuspalLinksSubLord: (e) => toCuspalLinkTable(e.significators.cuspalLinks.subLord),
  cuspalLinksSubSubLord: (e) => toCuspalLinkTable(e.significators.cuspalLinks.subSubLord),
  effectiveSignificators: (e) => toEffectiveSignificatorTable(e.significators.effectiveSignificators),
  sixFoldCuspalView: (e) =>
    toCuspalViewTable(e.significators.sixFoldSignificators, SIX_FOLD_LETTERS, sixFoldCuspalLayout),
  sixFoldPlanetView: (e) =>
    toPlanetViewTable(e.significators.sixFoldSignificators, SIX_FOLD_LETTERS, sixFoldPlanetLayout),
};
