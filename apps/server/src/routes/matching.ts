import { matchingCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import { matchClients, rankMatchClients } from '../services/matching/matching.js';
import { registerCalls } from './register-calls.js';

/** The matching calls; both clients are the signed-in astrologer's. */
export const matchingRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, matchingCalls, {
    match: async ({ astrologerId, body }) => ok(await matchClients(deps, astrologerId, body)),
    rank: async ({ astrologerId, body }) => ok(await rankMatchClients(deps, astrologerId, body)),
  });
};
