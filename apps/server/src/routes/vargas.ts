import { answerVargaChart, answerVargaTable, vargaMarginInputOf } from '@kpdesk/chart-answers';
import { vargaCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import { loadClientChart, type ChartDeps } from '../services/chart-core/chart-loader.js';
import { registerCalls } from './register-calls.js';

/**
 * The divisional chart calls of the astrologer's own clients, answered by @kpdesk/chart-answers from the cached
 * chart; the margins of all sixteen divisions are computed in a worker thread (a true node beside its station
 * takes a quarter of a second, more than the event loop may give) and kept with the chart, so the next
 * division costs no ephemeris call.
 */
export const vargaRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, vargaCalls, {
    varga: async ({ astrologerId, params }) => {
      const e = await loadClientChart(deps, astrologerId, params.runningId);
      const margins = await e.shapedLater('varga-margins', () =>
        deps.work.run('vargaMargins', vargaMarginInputOf(e), astrologerId),
      );
      return ok(e.shaped(`varga:${params.division}`, () => answerVargaChart(e, params.division, margins)));
    },
    table: async ({ astrologerId, params }) => {
      const e = await loadClientChart(deps, astrologerId, params.runningId);
      return ok(e.shaped('vargas', () => answerVargaTable(e)));
    },
  });
};
