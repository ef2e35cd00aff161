import {
  clientNumberParam,
  astrologerConfigSchema,
  clientConfigSchema,
  envelopeSchema,
  messageEnvelopeSchema,
} from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../plugins/envelope.js';
import type { ClientDeps } from '../services/clients/deps.js';
import {
  getAstrologerSettings,
  getClientSettings,
  saveAstrologerConfig,
  saveClientConfig,
} from '../services/settings/settings.js';

const runningIdParams = z.object({ runningId: clientNumberParam });
// Answers are described with plain output shapes: the request schemas transform their input ('0' → null,
// lists → comma text), which a response serializer cannot run backwards.
const settingValue = z.union([z.string(), z.number(), z.null()]);
const configAnswer = z.object(
  Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`config${i}`, settingValue])),
);
const clientConfigAnswer = configAnswer.extend({ userId: z.number() });

/** My Settings and Client Settings (spec §7). */
export const settingsRoutes: FastifyPluginAsyncZod<{ deps: ClientDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['settings'], security: [{ bearerAuth: [] }] };
  app.get(
    '/config/astrologer',
    { schema: { ...s, response: { 200: envelopeSchema(configAnswer) } } },
    async (r) => ok(await getAstrologerSettings(deps, r.astrologerId)),
  );
  app.post(
    '/config/astrologer/edit',
    { schema: { ...s, body: astrologerConfigSchema, response: { 200: messageEnvelopeSchema } } },
    async (r) => ok(null, await saveAstrologerConfig(deps, r.astrologerId, r.body)),
  );
  app.get(
    '/config/user/:runningId',
    { schema: { ...s, params: runningIdParams, response: { 200: envelopeSchema(clientConfigAnswer) } } },
    async (r) => ok(await getClientSettings(deps, r.astrologerId, r.params.runningId)),
  );
  app.post(
    '/config/user/edit',
    { schema: { ...s, body: clientConfigSchema, response: { 200: messageEnvelopeSchema } } },
    async (r) => ok(null, await saveClientConfig(deps, r.astrologerId, r.body)),
  );
};
