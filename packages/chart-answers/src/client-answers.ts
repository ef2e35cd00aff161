/**
 * The answer of each client chart call of the contract (chart-screens.md §7), from the client's cast chart and,
 * for the answers that depend on it, the moment taken as now (a Julian day UT): the same function gives the
 * server's answer and the browser's offline one. Caching and ownership are the caller's.
 */
import type { ChartTableCallName } from '@kpdesk/contract';
import { TABLE_BUILDERS, type ChartTableAnswer } from './chart-tables.js';
import { toBirthChart, toNavamsaChart } from './birth-charts.js';
import type { CastChart } from './cast-chart.js';
import { toClientChartData } from './client-data.js';
import { toCalculationProfile } from './profile.js';
import { describeCurrentPeriods, toDashaDrilldown, toPlanetSchedule } from './schedule.js';
import { toConjoinedChart } from './significator-rows.js';

/** One table of the client's chart (positions, significators, aspects, links). */
export function answerChartTable<K extends ChartTableCallName>(e: CastChart, name: K): ChartTableAnswer<K> {
  const build = TABLE_BUILDERS[name] as (e: CastChart) => ChartTableAnswer<K>;
  return build(e);
}

/** GET /chart/birthchart: the Rashi chart in the effective chart style. */
export function answerBirthChart(e: CastChart) {
  return toBirthChart(e.chart, e.significators.selfSignificators, e.settings.chartType);
}

/** GET /chart/navamsa: the D9 chart in the effective chart style. */
export function answerNavamsaChart(e: CastChart) {
  return toNavamsaChart(e.chart, e.significators.selfSignificators, e.settings.chartType);
}

/** GET /chart/conjoinedchart. */
export function answerConjoinedChart(e: CastChart) {
  return toConjoinedChart(e.significators.conjunctions);
}

/**
 * The text of the periods running at `nowJd` with their balances: /chart/userdata is the same answer as long
 * as it is (a day or so), so a cache may key the answer by it.
 */
export function runningPeriodsOf(e: CastChart, nowJd: number): string {
  return describeCurrentPeriods(e.chart, nowJd, e.client.birth_timezone);
}

/** GET /chart/userdata: the client chart data, with the periods running at `nowJd`. */
export function answerClientChartData(e: CastChart, nowJd: number) {
  return toClientChartData(e, nowJd);
}

/** GET /chart/profile. */
export function answerCalculationProfile(e: CastChart) {
  return toCalculationProfile(e);
}

/** GET /chart/planetschedule. */
export function answerPlanetSchedule(e: CastChart) {
  return toPlanetSchedule(e.chart, e.client.birth_timezone);
}

/** GET /chart/allplanetschedule/{userId}/{dashaIndex}. */
export function answerDashaDrilldown(e: CastChart, dashaIndex: number) {
  return toDashaDrilldown(e.chart, e.client.birth_timezone, dashaIndex);
}
