import { panchangCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import { getPanchangDay, getPanchangMonth } from '../services/panchang/panchang.js';
import { buildPanchangPdf } from '../services/panchang/panchang-pdf.js';
import { registerCalls } from './register-calls.js';

/** The panchang calls: a day, a month and a day's PDF at a place, with the astrologer's settings. */
export const panchangRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, panchangCalls, {
    day: async ({ astrologerId, body }) => ok(await getPanchangDay(deps, astrologerId, body)),
    month: async ({ astrologerId, body }) => ok(await getPanchangMonth(deps, astrologerId, body)),
    pdf: async ({ astrologerId, params, query }) => {
      // Refused before the day is computed when the astrologer's share is taken (work-pool.ts: admit).
      deps.work.admit(astrologerId);
      const day = await getPanchangDay(deps, astrologerId, { ...query, date: params.date });
      return buildPanchangPdf(deps, astrologerId, day);
    },
  });
};
