import { envelopeSchema, LOCATION_SEARCH_MIN_LENGTH, LOCATION_SEARCH_SHORT_MESSAGE } from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors.js';
import { ok } from '../plugins/envelope.js';
import { getSharedPlaceIndex, searchPlaces, utcOffsetAt } from '../services/places/index.js';

const suggestion = z.object({
  locationName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  population: z.number(),
});
const offsetQuery = z.object({
  timeZone: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter valid birth date'),
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Enter valid birth time'),
});

/**
 * The offline atlas: GET /search/coordinate/{text} (spec §7; from 3 characters) and, beyond the spec,
 * GET /search/utcoffset — the UTC offset in force at a place's IANA zone at a local birth moment.
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['places'], security: [{ bearerAuth: [] }] };
  app.get(
    '/search/coordinate/:text',
    {
      schema: {
        ...s,
        params: z.object({ text: z.string() }),
        response: { 200: envelopeSchema(z.array(suggestion)) },
      },
    },
    async (r) => {
      if (r.params.text.trim().length < LOCATION_SEARCH_MIN_LENGTH)
        throw badRequest(LOCATION_SEARCH_SHORT_MESSAGE);
      return ok(searchPlaces(getSharedPlaceIndex(), r.params.text).map((p) => ({ ...p })));
    },
  );
  app.get(
    '/search/utcoffset',
    {
      schema: {
        ...s,
        querystring: offsetQuery,
        response: { 200: envelopeSchema(z.object({ utcOffsetHours: z.number() })) },
      },
    },
    async (r) => {
      try {
        return ok({ utcOffsetHours: utcOffsetAt(r.query.timeZone, r.query.date, r.query.time) });
      } catch {
        throw badRequest('Enter a valid time zone, date and time');
      }
    },
  );
};
