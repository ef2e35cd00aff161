/**
 * Every client chart call of the contract by its name (chartCalls, the transit of now aside: it is cast at the
 * astrologer's place, not the client's; and the divisional charts, vargaCalls, as varga and vargaTable), answered from the client's cast chart, the call's parsed input and
 * the moment taken as now: what a caller without the server (the browser offline) needs to answer a call.
 */
import {
  chartCalls,
  chartTableCalls,
  type CallAnswer,
  type ChartTableCallName,
  type ParsedInput,
  vargaCalls,
} from '@kpdesk/contract';
import type { CastChart } from './cast-chart.js';
import {
  answerBirthChart,
  answerCalculationProfile,
  answerChartTable,
  answerClientChartData,
  answerConjoinedChart,
  answerDashaDrilldown,
  answerNavamsaChart,
  answerPlanetSchedule,
} from './client-answers.js';
import { answerDashaChain, answerSubPeriods, chainMomentOf } from './dasha-chain.js';
import { toJulianDayFromMs } from './dates.js';
import { answerVargaChart, answerVargaTable } from './varga-answers.js';

/** The chart calls by name, the divisional charts' two among them (their contract names would be bare). */
export const clientChartCalls = { ...chartCalls, varga: vargaCalls.varga, vargaTable: vargaCalls.table };

type ChartCalls = typeof clientChartCalls;

/** The name of a client chart call: every chart call but the transit of now, and the divisional charts. */
export type ClientChartCallName = Exclude<keyof ChartCalls, 'transitOfNow'>;

/** The parsed path parameters of the client chart call `N` (every one has some: the client's number). */
export type ClientCallParams<N extends ClientChartCallName> = NonNullable<
  ParsedInput<ChartCalls[N]>['params']
>;

type Answerer<N extends ClientChartCallName> = (
  e: CastChart,
  params: ClientCallParams<N>,
  nowMs: number,
) => CallAnswer<ChartCalls[N]>;

type Answerers = { [N in ClientChartCallName]: Answerer<N> };

function tableAnswerers(): { [N in ChartTableCallName]: Answerer<N> } {
  const names = Object.keys(chartTableCalls) as ChartTableCallName[];
  const entries = names.map((name) => [name, (e: CastChart) => answerChartTable(e, name)]);
  return Object.fromEntries(entries) as { [N in ChartTableCallName]: Answerer<N> };
}

const ANSWERERS: Answerers = {
  ...tableAnswerers(),
  birthChart: (e) => answerBirthChart(e),
  navamsa: (e) => answerNavamsaChart(e),
  conjoined: (e) => answerConjoinedChart(e),
  userData: (e, _params, nowMs) => answerClientChartData(e, toJulianDayFromMs(nowMs)),
  profile: (e) => answerCalculationProfile(e),
  schedule: (e) => answerPlanetSchedule(e),
  drilldown: (e, { dashaIndex }) => answerDashaDrilldown(e, dashaIndex),
  dashaChain: (e, { moment }, nowMs) => answerDashaChain(e, chainMomentOf(e, moment, nowMs)),
  subPeriods: (e, indices) => answerSubPeriods(e, indices),
  varga: (e, { division }) => answerVargaChart(e, division),
  vargaTable: (e) => answerVargaTable(e),
};

/** True when `name` names a client chart call (one answerClientCall answers). */
export function isClientChartCall(name: string): name is ClientChartCallName {
  return Object.hasOwn(ANSWERERS, name);
}

/** The client's running number a client chart call's parameters name (`userId` or `runningId`). */
export function clientNumberOf(params: ClientCallParams<ClientChartCallName>): number {
  return 'userId' in params ? params.userId : params.runningId;
}

/**
 * The answer of the client chart call `name` for the client's cast chart `e`, the call's parsed parameters and the
 * moment taken as now (ms since the epoch; only userdata and the chain of 'now' read it): the answer the
 * server gives at that moment.
 */
export function answerClientCall<N extends ClientChartCallName>(
  name: N,
  e: CastChart,
  params: ClientCallParams<N>,
  nowMs: number,
): CallAnswer<ChartCalls[N]> {
  return (ANSWERERS[name] as Answerer<N>)(e, params, nowMs);
}
