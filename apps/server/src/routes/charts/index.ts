import {
  chartCalls,
  chartTableCalls,
  TRANSIT_NO_PLACE_MESSAGE,
  type ChartTableCallName,
} from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, transitOrNoPlace } from '../../plugins/envelope.js';
import {
  getBirthChart,
  getCalculationProfile,
  getChartTable,
  getClientChartData,
  getConjoinedChart,
  getDashaDrilldown,
  getNavamsaChart,
  getPlanetSchedule,
} from '../../services/charts/chart-calls.js';
import type { ChartDeps } from '../../services/chart-core/chart-loader.js';
import { getDashaChain, getSubPeriods } from '../../services/charts/dasha-chain.js';
import { getTransitOfNow } from '../../services/transit/transit-moment.js';
import { registerCalls, type CallHandlers } from '../register-calls.js';

type TableHandlers = CallHandlers<typeof chartTableCalls>;

/** A handler per table call: each answers its table of the client's chart. */
function tableHandlers(deps: ChartDeps): TableHandlers {
  const names = Object.keys(chartTableCalls) as ChartTableCallName[];
  const entries = names.map((name) => [
    name,
    async ({ astrologerId, params }: { astrologerId: number; params: { userId: number } }) =>
      ok(await getChartTable(deps, astrologerId, params, name)),
  ]);
  return Object.fromEntries(entries) as TableHandlers;
}

/**
 * The chart calls of chart-screens.md §7 (GET /chart/.../{userId}, userId = runningId). Every call checks
 * that the client is the astrologer's (404 otherwise) and reads the one cached chart of the client.
 */
export const chartRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, chartCalls, {
    ...tableHandlers(deps),
    birthChart: async ({ astrologerId, params }) => ok(await getBirthChart(deps, astrologerId, params)),
    navamsa: async ({ astrologerId, params }) => ok(await getNavamsaChart(deps, astrologerId, params)),
    conjoined: async ({ astrologerId, params }) => ok(await getConjoinedChart(deps, astrologerId, params)),
    userData: async ({ astrologerId, params }) => ok(await getClientChartData(deps, astrologerId, params)),
    profile: async ({ astrologerId, params }) => ok(await getCalculationProfile(deps, astrologerId, params)),
    schedule: async ({ astrologerId, params }) => ok(await getPlanetSchedule(deps, astrologerId, params)),
    drilldown: async ({ astrologerId, params }) => ok(await getDashaDrilldown(deps, astrologerId, params)),
    dashaChain: async ({ astrologerId, params }) => ok(await getDashaChain(deps, astrologerId, params)),
    subPeriods: async ({ astrologerId, params }) => ok(await getSubPeriods(deps, astrologerId, params)),
    transitOfNow: async ({ astrologerId, params }) =>
      transitOrNoPlace(await getTransitOfNow(deps, astrologerId, params), TRANSIT_NO_PLACE_MESSAGE),
  });
};
