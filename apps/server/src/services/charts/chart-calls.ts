/**
 * The chart services: one function per chart call of the contract, each `(deps, astrologerId, input) ->
 * answer`. Every answer that does not depend on the clock is shaped once per chart and kept with it.
 */
import type { ChartTableCallName } from '@kpdesk/contract';
import { toBirthChart, toNavamsaChart } from '../chart-core/birth-charts.js';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { TABLE_BUILDERS } from './chart-tables.js';
import { toClientChartData } from './client-data.js';
import { toJulianDayFromMs } from '../chart-core/dates.js';
import { keepVariant } from '../chart-core/kept-answers.js';
import { toCalculationProfile } from '../chart-core/profile.js';
import { describeCurrentPeriods, toDashaDrilldown, toPlanetSchedule } from './schedule.js';
import { toConjoinedChart } from '../chart-core/significator-rows.js';

/** A chart call's input: the client's runningId. */
interface ClientInput {
  userId: number;
}

/** One table of the client's chart (positions, significators, aspects, links). */
export async function getChartTable<K extends ChartTableCallName>(
  deps: ChartDeps,
  astrologerId: number,
  { userId }: ClientInput,
  name: K,
): Promise<ReturnType<(typeof TABLE_BUILDERS)[K]>> {
  const e = await loadClientChart(deps, astrologerId, userId);
  const build = TABLE_BUILDERS[name] as (e: unknown) => ReturnType<(typeof TABLE_BUILDERS)[K]>;
  return e.shaped(name, () => build(e));
}

/** GET /chart/birthchart: the Rashi chart in the effective chart style. */
export async function getBirthChart(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('birthchart', () =>
    toBirthChart(e.chart, e.significators.selfSignificators, e.settings.chartType),
  );
}

/** GET /chart/navamsa: the D9 chart in the effective chart style. */
export async function getNavamsaChart(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('navamsa', () =>
    toNavamsaChart(e.chart, e.significators.selfSignificators, e.settings.chartType),
  );
}

/** GET /chart/conjoinedchart. */
export async function getConjoinedChart(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('conjoinedchart', () => toConjoinedChart(e.significators.conjunctions));
}

/**
 * GET /chart/userdata: the client chart data, with the periods running now. Kept with the chart until the
 * running periods or their balances move on (a day or so), then made again for the new ones.
 */
export async function getClientChartData(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  const nowJd = toJulianDayFromMs(deps.clock.now());
  const running = describeCurrentPeriods(e.chart, nowJd, e.client.birth_timezone);
  return keepVariant(e, 'userdata', running, () => toClientChartData(e, nowJd));
}

/** GET /chart/profile. */
export async function getCalculationProfile(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('profile', () => toCalculationProfile(e));
}

/** GET /chart/planetschedule. */
export async function getPlanetSchedule(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('planetschedule', () => toPlanetSchedule(e.chart, e.client.birth_timezone));
}

/** GET /chart/allplanetschedule/{userId}/{dashaIndex}. */
export async function getDashaDrilldown(
  deps: ChartDeps,
  astrologerId: number,
  { userId, dashaIndex }: ClientInput & { dashaIndex: number },
) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped(`drilldown${dashaIndex}`, () =>
    toDashaDrilldown(e.chart, e.client.birth_timezone, dashaIndex),
  );
}
