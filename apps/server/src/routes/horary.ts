import { HORARY_MESSAGES, horaryCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import {
  castHorary,
  getHorary,
  listRecentHorary,
  saveHorary,
  searchHorary,
  type HoraryDeps,
} from '../services/horary/horary.js';
import { registerCalls } from './register-calls.js';

/** The horary calls; every question is the signed-in astrologer's. */
export const horaryRoutes: FastifyPluginAsync<{ deps: HoraryDeps }> = async (app, { deps }) => {
  registerCalls(app, horaryCalls, {
    cast: async ({ astrologerId, body }) => ok(await castHorary(deps, astrologerId, body)),
    save: async ({ astrologerId, body }) =>
      ok(await saveHorary(deps, astrologerId, body), HORARY_MESSAGES.saved),
    get: async ({ astrologerId, params }) => ok(await getHorary(deps, astrologerId, params.runningId)),
    recent: async ({ astrologerId }) => ok(await listRecentHorary(deps, astrologerId)),
    search: async ({ astrologerId, body }) => ok(await searchHorary(deps, astrologerId, body)),
  });
};
