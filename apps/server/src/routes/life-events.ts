import { LIFE_EVENT_MESSAGES, lifeEventCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import {
  addLifeEvent,
  editLifeEvent,
  listClientLifeEvents,
  removeLifeEvent,
} from '../services/life-events/life-events.js';
import { rectificationEvidence, rectifyBirthTime } from '../services/rectification/rectification.js';
import { registerCalls } from './register-calls.js';

/** The life-event and rectification calls; every client and event is the signed-in astrologer's. */
export const lifeEventRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, lifeEventCalls, {
    list: async ({ astrologerId, params }) =>
      ok(await listClientLifeEvents(deps, astrologerId, params.runningId)),
    add: async ({ astrologerId, params, body }) =>
      ok(await addLifeEvent(deps, astrologerId, params.runningId, body), LIFE_EVENT_MESSAGES.added),
    update: async ({ astrologerId, params, body }) =>
      ok(await editLifeEvent(deps, astrologerId, params, body), LIFE_EVENT_MESSAGES.updated),
    remove: async ({ astrologerId, params }) => {
      const answer = await removeLifeEvent(deps, astrologerId, params);
      return ok(answer, answer.message);
    },
    rectify: async ({ astrologerId, params, body }) =>
      ok(await rectifyBirthTime(deps, astrologerId, params.runningId, body)),
    evidence: async ({ astrologerId, params, body }) =>
      ok(await rectificationEvidence(deps, astrologerId, params.runningId, body.moment)),
  });
};
