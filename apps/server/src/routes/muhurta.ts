import { MUHURTA_MESSAGES, muhurtaCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import { buildMuhurtaCalendar } from '../services/muhurta/calendar.js';
import { castMuhurtaChart } from '../services/muhurta/moment-chart.js';
import { buildMuhurtaPdf } from '../services/muhurta/muhurta-pdf.js';
import { listSavedMuhurtas, removeSavedMuhurta, saveMuhurta } from '../services/muhurta/saved.js';
import { searchMuhurtaWindows } from '../services/muhurta/search.js';
import { registerCalls } from './register-calls.js';

/** The muhurta finder's calls; every client and saved muhurta is the signed-in astrologer's. */
export const muhurtaRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, muhurtaCalls, {
    search: async ({ astrologerId, body }) => ok(await searchMuhurtaWindows(deps, astrologerId, body)),
    chart: async ({ astrologerId, body }) => ok(await castMuhurtaChart(deps, astrologerId, body)),
    save: async ({ astrologerId, body }) =>
      ok(await saveMuhurta(deps, astrologerId, body), MUHURTA_MESSAGES.saved),
    list: async ({ astrologerId, params }) =>
      ok(await listSavedMuhurtas(deps, astrologerId, params.runningId)),
    remove: async ({ astrologerId, params }) =>
      ok(await removeSavedMuhurta(deps, astrologerId, params.runningId, params.id), MUHURTA_MESSAGES.removed),
    pdf: async ({ astrologerId, body }) => buildMuhurtaPdf(deps, astrologerId, body),
    calendar: async ({ astrologerId, body }) => buildMuhurtaCalendar(deps, astrologerId, body),
  });
};
