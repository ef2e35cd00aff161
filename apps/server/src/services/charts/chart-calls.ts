/**
 * The chart services: one function per chart call of the contract, each `(deps, astrologerId, input) ->
 * answer`. The answer itself is @kpdesk/chart-answers' (the browser's offline answer is the same function);
 * here the client's chart is loaded (ownership checked, cached) and every answer that does not depend on
 * the clock is shaped once per chart and kept with it.
 */
import {
  answerBirthChart,
  answerCalculationProfile,
  answerChartTable,
  answerClientChartData,
  answerConjoinedChart,
  answerDashaDrilldown,
  answerNavamsaChart,
  answerPlanetSchedule,
  runningPeriodsOf,
  toJulianDayFromMs,
  type ChartTableAnswer,
} from '@kpdesk/chart-answers';
import type { ChartTableCallName } from '@kpdesk/contract';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { keepVariant } from '../chart-core/kept-answers.js';

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
): Promise<ChartTableAnswer<K>> {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped(name, () => answerChartTable(e, name));
}

/** GET /chart/birthchart: the Rashi chart in the effective chart style. */
export async function getBirthChart(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('birthchart', () => answerBirthChart(e));
}

/** GET /chart/navamsa: the D9 chart in the effective chart style. */
export async function getNavamsaChart(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('navamsa', () => answerNavamsaChart(e));
}

/** GET /chart/conjoinedchart. */
export async function getConjoinedChart(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('conjoinedchart', () => answerConjoinedChart(e));
}

/**
 * GET /chart/userdata: the client chart data, with the periods running now. Kept with the chart until the
 * running periods or their balances move on (a day or so), then made again for the new ones.
 */
export async function getClientChartData(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  const nowJd = toJulianDayFromMs(deps.clock.now());
  return keepVariant(e, 'userdata', runningPeriodsOf(e, nowJd), () => answerClientChartData(e, nowJd));
}

/** GET /chart/profile. */
export async function getCalculationProfile(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('profile', () => answerCalculationProfile(e));
}

/** GET /chart/planetschedule. */
export async function getPlanetSchedule(deps: ChartDeps, astrologerId: number, { userId }: ClientInput) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped('planetschedule', () => answerPlanetSchedule(e));
}

/** GET /chart/allplanetschedule/{userId}/{dashaIndex}. */
export async function getDashaDrilldown(
  deps: ChartDeps,
  astrologerId: number,
  { userId, dashaIndex }: ClientInput & { dashaIndex: number },
) {
  const e = await loadClientChart(deps, astrologerId, userId);
  return e.shaped(`drilldown${dashaIndex}`, () => answerDashaDrilldown(e, dashaIndex));
}
