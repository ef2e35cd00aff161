import {
  changePasswordRequestSchema,
  changePinRequestSchema,
  contactSchema,
  envelopeSchema,
  messageEnvelopeSchema,
  profileSchema,
} from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import type { AccountDeps } from '../../services/accounts/deps.js';
import {
  changeContact,
  changePassword,
  changePin,
  editProfile,
  viewContact,
  viewProfile,
} from '../../services/accounts/profile.js';

const profileView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
const codeEnvelope = envelopeSchema(z.object({ code: z.string(), message: z.string(), token: z.string() }));
const tokenEnvelope = envelopeSchema(z.object({ token: z.string() }));

/** The signed-in astrologer's own account: profile, contact, pin and password. */
export const selfAccountRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['accounts'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/astrologer/view',
    { schema: { tags, security, response: { 200: envelopeSchema(profileView) } } },
    async (request) => ok(await viewProfile(deps, request.astrologerId)),
  );
  app.post(
    '/astrologer/edit',
    { schema: { tags, security, body: profileSchema, response: { 200: messageEnvelopeSchema } } },
    async (request) => ok(null, await editProfile(deps, request.astrologerId, request.body)),
  );
  app.get(
    '/astrologer/getMobileAndEmail',
    { schema: { tags, security, response: { 200: envelopeSchema(contactSchema) } } },
    async (request) => ok(await viewContact(deps, request.astrologerId)),
  );
  app.post(
    '/astrologer/changeMobileAndEmail',
    { schema: { tags, security, body: contactSchema, response: { 200: messageEnvelopeSchema } } },
    async (request) => ok(null, await changeContact(deps, request.astrologerId, request.body)),
  );
  app.post(
    '/astrologer/changepassword',
    {
      schema: { tags, security, body: changePasswordRequestSchema, response: { 200: tokenEnvelope } },
    },
    async (request) => {
      const { message, token } = await changePassword(deps, request.astrologerId, request.body);
      return ok({ token }, message);
    },
  );
  // The spec's change-pin screen reads data.code, so the answer repeats code and message inside data;
  // both credential changes answer a new token for this session, since older tokens stop working.
  app.post(
    '/astrologer/changepin',
    { schema: { tags, security, body: changePinRequestSchema, response: { 200: codeEnvelope } } },
    async (request) => {
      const { message, token } = await changePin(deps, request.astrologerId, request.body);
      return ok({ code: '200', message, token }, message);
    },
  );
};
