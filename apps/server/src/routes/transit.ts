import { BIRTH_TIME_MESSAGES, TRANSIT_CHART_NO_PLACE_MESSAGE, transitCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, transitOrNoPlace } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import { previewBirthTime, updateBirthTime } from '../services/transit/birth-time.js';
import { searchIntervals } from '../services/transit/interval-search.js';
import { findTransitTiming } from '../services/transit/timing.js';
import { getTransitOfMoment, getTransitOfNow } from '../services/transit/transit-moment.js';
import { registerCalls } from './register-calls.js';

/**
 * The transit, interval search and birth time correction calls (chart-screens.md §7). Every call checks
 * that the client is the astrologer's (404 otherwise).
 */
export const transitRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, transitCalls, {
    transitOfMoment: async ({ astrologerId, params }) =>
      transitOrNoPlace(await getTransitOfMoment(deps, astrologerId, params), TRANSIT_CHART_NO_PLACE_MESSAGE),
    transitChart: async ({ astrologerId, params }) =>
      transitOrNoPlace(await getTransitOfNow(deps, astrologerId, params), TRANSIT_CHART_NO_PLACE_MESSAGE),
    intervalSearch: async ({ astrologerId, body }) => ok(await searchIntervals(deps, astrologerId, body)),
    transitTiming: async ({ astrologerId, params, body }) =>
      ok(await findTransitTiming(deps, astrologerId, params.runningId, body)),
    birthTimePreview: async ({ astrologerId, params }) =>
      ok(await previewBirthTime(deps, astrologerId, params)),
    updateBirthTime: async ({ astrologerId, body }) => {
      const answer = await updateBirthTime(deps, astrologerId, body);
      return ok(answer, answer.birthTimeCorrected ? BIRTH_TIME_MESSAGES.updated : BIRTH_TIME_MESSAGES.reset);
    },
  });
};
