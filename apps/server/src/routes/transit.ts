import {
  BIRTH_TIME_MESSAGES,
  TRANSIT_CHART_NO_PLACE_MESSAGE,
  TRANSIT_NO_PLACE_CODE,
  transitCalls,
  type TransitChart,
} from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/charts/chart-loader.js';
import { getTransitOfNow } from '../services/charts/chart-calls.js';
import { previewBirthTime, updateBirthTime } from '../services/transit/birth-time.js';
import { searchIntervals } from '../services/transit/interval-search.js';
import { getTransitOfMoment } from '../services/transit/transit-moment.js';
import { registerCalls } from './register-calls.js';

/** A transit answer, or code '104' with data null when the profile has no city. */
function transitAnswer(chart: TransitChart | null) {
  if (!chart) return { code: TRANSIT_NO_PLACE_CODE, message: TRANSIT_CHART_NO_PLACE_MESSAGE, data: null };
  return ok(chart);
}

/**
 * The transit, interval search and birth time correction calls (chart-screens.md §7). Every call checks
 * that the client is the astrologer's (404 otherwise).
 */
export const transitRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, transitCalls, {
    transitOfMoment: async ({ astrologerId, params }) =>
      transitAnswer(await getTransitOfMoment(deps, astrologerId, params)),
    transitChart: async ({ astrologerId, params }) =>
      transitAnswer(await getTransitOfNow(deps, astrologerId, params)),
    intervalSearch: async ({ astrologerId, body }) => ok(await searchIntervals(deps, astrologerId, body)),
    birthTimePreview: async ({ astrologerId, params }) =>
      ok(await previewBirthTime(deps, astrologerId, params)),
    updateBirthTime: async ({ astrologerId, body }) => {
      const answer = await updateBirthTime(deps, astrologerId, body);
      return ok(answer, answer.birthTimeCorrected ? BIRTH_TIME_MESSAGES.updated : BIRTH_TIME_MESSAGES.reset);
    },
  });
};
