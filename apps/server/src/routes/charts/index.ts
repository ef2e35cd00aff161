import { birthChartSchema, conjoinedChartSchema, envelopeSchema } from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { toBirthChart, toNavamsaChart } from '../../services/charts/birth-charts.js';
import {
  createChartService,
  type ChartCacheOptions,
  type ChartDeps,
} from '../../services/charts/chart-service.js';
import { toConjoinedChart } from '../../services/charts/significator-rows.js';
import { clientDataCalls, transitCalls } from './client-calls.js';
import { chartSchemaBase as s, type ChartCallOptions } from './schema-parts.js';
import { describeRowLayout, TABLE_CALLS, tableAnswer } from './tables.js';

export { DASHA_INDEX_MESSAGE } from './schema-parts.js';

/** Options of the chart routes: their dependencies and the cache bounds. */
export interface ChartRouteOptions {
  deps: ChartDeps;
  cache?: ChartCacheOptions;
}

/** Every table call (positions, significators, aspects, links), one route each from TABLE_CALLS. */
const tableCalls: FastifyPluginAsyncZod<ChartCallOptions> = async (app, { charts }) => {
  for (const call of TABLE_CALLS) {
    app.get(
      `/chart/${call.path}/:userId`,
      {
        schema: {
          ...s,
          summary: call.summary,
          description: describeRowLayout(call.columns),
          response: { 200: envelopeSchema(tableAnswer) },
        },
      },
      async (r) => {
        const entry = await charts.loadClientChart(r.astrologerId, r.params.userId);
        return ok(entry.shaped(call.path, () => call.build(entry)));
      },
    );
  }
};

/** The drawn charts (contract chart-drawing.ts) and the conjunction tables. */
const drawingCalls: FastifyPluginAsyncZod<ChartCallOptions> = async (app, { charts }) => {
  const drawing = { 200: envelopeSchema(birthChartSchema) };
  app.get('/chart/birthchart/:userId', { schema: { ...s, response: drawing } }, async (r) => {
    const e = await charts.loadClientChart(r.astrologerId, r.params.userId);
    return ok(
      e.shaped('birthchart', () =>
        toBirthChart(e.chart, e.significators.selfSignificators, e.settings.chartType),
      ),
    );
  });
  app.get('/chart/navamsa/:userId', { schema: { ...s, response: drawing } }, async (r) => {
    const e = await charts.loadClientChart(r.astrologerId, r.params.userId);
    return ok(
      e.shaped('navamsa', () =>
        toNavamsaChart(e.chart, e.significators.selfSignificators, e.settings.chartType),
      ),
    );
  });
  const conjoined = { 200: envelopeSchema(conjoinedChartSchema) };
  app.get('/chart/conjoinedchart/:userId', { schema: { ...s, response: conjoined } }, async (r) => {
    const e = await charts.loadClientChart(r.astrologerId, r.params.userId);
    return ok(e.shaped('conjoinedchart', () => toConjoinedChart(e.significators.conjunctions)));
  });
};

/**
 * The chart calls of chart-screens.md §7 (GET /chart/.../{userId}, userId = runningId). Every call checks
 * that the client is the astrologer's (404 otherwise) and reads the one cached chart of the client
 * (services/charts/chart-service.ts).
 */
export const chartRoutes: FastifyPluginAsyncZod<ChartRouteOptions> = async (app, { deps, cache }) => {
  app.addHook('onRequest', app.authenticate);
  const charts = createChartService(deps, cache);
  await app.register(tableCalls, { charts });
  await app.register(drawingCalls, { charts });
  await app.register(clientDataCalls, { charts });
  await app.register(transitCalls, { charts });
};
