import { placeCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import { findUtcOffset, suggestPlaces } from '../services/places/index.js';
import { registerCalls } from './register-calls.js';

/** The offline atlas: place suggestions and, beyond the spec, the historical UTC offset of a zone. */
export const placeRoutes: FastifyPluginAsync = async (app) => {
  registerCalls(app, placeCalls, {
    search: async ({ params }) => ok(suggestPlaces(params.text)),
    utcOffset: async ({ query }) => ok(findUtcOffset(query)),
  });
};
