import { vargaCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import { getVargaChart, getVargaTable } from '../services/vargas/vargas.js';
import { registerCalls } from './register-calls.js';

/** The divisional chart calls of the astrologer's own clients. */
export const vargaRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, vargaCalls, {
    varga: async ({ astrologerId, params }) =>
      ok(await getVargaChart(deps, astrologerId, params.runningId, params.division)),
    table: async ({ astrologerId, params }) => ok(await getVargaTable(deps, astrologerId, params.runningId)),
  });
};
