import { EVENT_MESSAGES, eventCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import { getPiltChart, getProsperityChart } from '../services/events/analysers.js';
import { getEventData } from '../services/events/event-data.js';
import {
  saveCombinedCategory,
  saveDestiny,
  savePlanetCategory,
  savePrediction,
} from '../services/events/judgements.js';
import { generatePrediction } from '../services/events/prediction.js';
import { registerCalls } from './register-calls.js';

/**
 * The Advanced Stellar System calls (chart-screens.md §7 under /chart/event, /chart/prosperitychart,
 * /chart/piltchart). Every call checks that the client is the astrologer's (404 otherwise) and reads the
 * client's cached chart; the saves answer the spec's success texts.
 */
export const eventRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, eventCalls, {
    eventData: async ({ astrologerId, params }) => ok(await getEventData(deps, astrologerId, params)),
    savePlanetCategory: async ({ astrologerId, body }) =>
      ok(await savePlanetCategory(deps, astrologerId, body), EVENT_MESSAGES.planetSaved),
    saveDestiny: async ({ astrologerId, body }) =>
      ok(await saveDestiny(deps, astrologerId, body), EVENT_MESSAGES.destinySaved),
    saveCombinedCategory: async ({ astrologerId, body }) =>
      ok(await saveCombinedCategory(deps, astrologerId, body), EVENT_MESSAGES.prosperitySaved),
    generatePrediction: async ({ astrologerId, params }) =>
      ok(await generatePrediction(deps, astrologerId, params)),
    savePrediction: async ({ astrologerId, body }) =>
      ok(await savePrediction(deps, astrologerId, body), EVENT_MESSAGES.commentSaved),
    prosperityChart: async ({ astrologerId, params }) =>
      ok(await getProsperityChart(deps, astrologerId, params)),
    piltChart: async ({ astrologerId, params }) => ok(await getPiltChart(deps, astrologerId, params)),
  });
};
