import { pdfCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import { buildMatchPdf } from '../services/matching/match-pdf-download.js';
import { buildEventReport } from '../services/pdf/event-report-download.js';
import { buildKpSheet } from '../services/pdf/kp-sheet-download.js';
import { buildLifeEventsReport } from '../services/pdf/life-events-download.js';
import { registerCalls } from './register-calls.js';

/** PDF downloads: the KP sheet, an event's report and the life events of the astrologer's own client, and a match of two. */
export const pdfRoutes: FastifyPluginAsync<{ deps: ChartDeps }> = async (app, { deps }) => {
  registerCalls(app, pdfCalls, {
    kpSheet: async ({ astrologerId, params }) => buildKpSheet(deps, astrologerId, params.runningId),
    eventReport: async ({ astrologerId, params }) => buildEventReport(deps, astrologerId, params),
    match: async ({ astrologerId, params }) => buildMatchPdf(deps, astrologerId, params),
    lifeEvents: async ({ astrologerId, params }) =>
      buildLifeEventsReport(deps, astrologerId, params.runningId),
  });
};
