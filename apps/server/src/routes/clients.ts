import {
  clientNumberParam,
  clientRequestSchema,
  ACCOUNT_MESSAGES,
  clientCreatedSchema,
  clientEditSchema,
  clientListItemSchema,
  clientSchema,
  clientWriteSchema,
  envelopeSchema,
  messageEnvelopeSchema,
  quickAddSchema,
  searchRequestSchema,
} from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../plugins/envelope.js';
import {
  addClient,
  CLIENT_SUCCESS,
  deleteClient,
  editClient,
  quickAddClient,
  recordVisit,
  requireClient,
  toClient,
  toClientRequest,
} from '../services/clients/clients.js';
import { listRecentClients, listUpcomingBirthdays } from '../services/clients/dashboard.js';
import type { ClientDeps } from '../services/clients/deps.js';
import { searchClients } from '../services/clients/search.js';

/** Checks a captcha answer against its signed checksum; throws 'Invalid Captcha value'. */
export type CaptchaCheck = (answer: string, checksum: string) => Promise<void>;

const runningIdParams = z.object({ runningId: clientNumberParam });
/** Add Client carries the sign-up captcha too (spec §2: a captcha on Add only). */
const clientAddSchema = clientWriteSchema.extend({
  captcha: z
    .string({ error: ACCOUNT_MESSAGES.captchaRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.captchaRequired),
  checksum: z.string({ error: ACCOUNT_MESSAGES.captchaInvalid }),
});
const searchHit = clientListItemSchema.extend({ uniqueKey: z.string(), uniqueValue: z.string() });

/** The client calls of spec §7 (accounts-clients-settings) and Delete Client; every one checks ownership. */
export const clientRoutes: FastifyPluginAsyncZod<{ deps: ClientDeps; captcha: CaptchaCheck }> = async (
  app,
  { deps, captcha },
) => {
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['clients'], security: [{ bearerAuth: [] }] };

  app.post(
    '/user/add',
    { schema: { ...s, body: clientAddSchema, response: { 200: envelopeSchema(clientCreatedSchema) } } },
    async (r) => {
      const checkCaptcha = () => captcha(r.body.captcha, r.body.checksum);
      return ok(await addClient(deps, r.astrologerId, r.body, checkCaptcha), CLIENT_SUCCESS.added);
    },
  );
  app.post(
    '/user/quickadd',
    { schema: { ...s, body: quickAddSchema, response: { 200: envelopeSchema(clientCreatedSchema) } } },
    async (r) => ok(await quickAddClient(deps, r.astrologerId, r.body), CLIENT_SUCCESS.added),
  );
  app.put(
    '/user/edit',
    { schema: { ...s, body: clientEditSchema, response: { 200: messageEnvelopeSchema } } },
    async (r) => ok(null, await editClient(deps, r.astrologerId, r.body)),
  );
  app.get(
    '/user/:runningId',
    { schema: { ...s, params: runningIdParams, response: { 200: envelopeSchema(clientSchema) } } },
    async (r) => ok(toClient(await requireClient(deps, r.astrologerId, r.params.runningId))),
  );
  app.get(
    '/userrequest/:runningId',
    { schema: { ...s, params: runningIdParams, response: { 200: envelopeSchema(clientRequestSchema) } } },
    async (r) => ok(toClientRequest(await requireClient(deps, r.astrologerId, r.params.runningId))),
  );
  app.delete(
    '/user/:runningId',
    {
      schema: {
        ...s,
        params: runningIdParams,
        response: { 200: envelopeSchema(z.object({ message: z.string() })) },
      },
    },
    async (r) => {
      const message = await deleteClient(deps, r.astrologerId, r.params.runningId);
      return ok({ message }, message);
    },
  );
  app.post(
    '/users/search',
    { schema: { ...s, body: searchRequestSchema, response: { 200: envelopeSchema(z.array(searchHit)) } } },
    async (r) => ok(await searchClients(deps, r.astrologerId, r.body)),
  );
  app.get(
    '/users/history/:runningId',
    { schema: { ...s, params: runningIdParams, response: { 200: messageEnvelopeSchema } } },
    async (r) => {
      await recordVisit(deps, r.astrologerId, r.params.runningId);
      return ok(null, 'Visit recorded');
    },
  );
  app.get(
    '/users/recent',
    { schema: { ...s, response: { 200: envelopeSchema(z.array(clientListItemSchema)) } } },
    async (r) => ok(await listRecentClients(deps, r.astrologerId)),
  );
  app.get(
    '/users/birthday',
    { schema: { ...s, response: { 200: envelopeSchema(z.array(clientListItemSchema)) } } },
    async (r) => ok(await listUpcomingBirthdays(deps, r.astrologerId)),
  );
};
