import {
  calculationProfileSchema,
  clientChartDataSchema,
  dashaDrilldownSchema,
  envelopeSchema,
  planetScheduleSchema,
  TRANSIT_NO_PLACE_CODE,
  TRANSIT_NO_PLACE_MESSAGE,
  transitChartSchema,
} from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { toClientChartData } from '../../services/charts/client-data.js';
import { toJulianDayFromMs } from '../../services/charts/dates.js';
import { toCalculationProfile } from '../../services/charts/profile.js';
import { toDashaDrilldown, toPlanetSchedule } from '../../services/charts/schedule.js';
import { toTransitChart } from '../../services/charts/transit.js';
import { chartSchemaBase as s, drilldownParams, type ChartCallOptions } from './schema-parts.js';

/** Client chart data, calculation profile and the dasha schedule. */
export const clientDataCalls: FastifyPluginAsyncZod<ChartCallOptions> = async (app, { charts }) => {
  const envelope = {
    userdata: envelopeSchema(clientChartDataSchema),
    profile: envelopeSchema(calculationProfileSchema),
  };
  app.get(
    '/chart/userdata/:userId',
    { schema: { ...s, response: { 200: envelope.userdata } } },
    async (r) => {
      const entry = await charts.loadClientChart(r.astrologerId, r.params.userId);
      return ok(toClientChartData(entry, toJulianDayFromMs(charts.deps.clock.now())));
    },
  );
  app.get('/chart/profile/:userId', { schema: { ...s, response: { 200: envelope.profile } } }, async (r) =>
    ok(toCalculationProfile(await charts.loadClientChart(r.astrologerId, r.params.userId))),
  );
  app.get(
    '/chart/planetschedule/:userId',
    { schema: { ...s, response: { 200: envelopeSchema(planetScheduleSchema) } } },
    async (r) => {
      const e = await charts.loadClientChart(r.astrologerId, r.params.userId);
      return ok(e.shaped('planetschedule', () => toPlanetSchedule(e.chart, e.client.birth_timezone)));
    },
  );
  app.get(
    '/chart/allplanetschedule/:userId/:dashaIndex',
    { schema: { ...s, params: drilldownParams, response: { 200: envelopeSchema(dashaDrilldownSchema) } } },
    async (r) => {
      const e = await charts.loadClientChart(r.astrologerId, r.params.userId);
      const index = r.params.dashaIndex;
      return ok(
        e.shaped(`drilldown${index}`, () => toDashaDrilldown(e.chart, e.client.birth_timezone, index)),
      );
    },
  );
};

/** The transit chart of now at the astrologer's profile place; code '104' when the profile has no place. */
export const transitCalls: FastifyPluginAsyncZod<ChartCallOptions> = async (app, { charts }) => {
  const response = { 200: envelopeSchema(transitChartSchema.nullable()) };
  app.get('/chart/transituserchart/:userId', { schema: { ...s, response } }, async (r) => {
    const { settings } = await charts.loadClientChart(r.astrologerId, r.params.userId);
    const transit = await charts.loadTransitChart(r.astrologerId, settings);
    if (!transit) return { code: TRANSIT_NO_PLACE_CODE, message: TRANSIT_NO_PLACE_MESSAGE, data: null };
    return ok(toTransitChart(transit, settings.chartType));
  });
};
