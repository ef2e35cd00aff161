import { clientCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import {
  addClient,
  CLIENT_SUCCESS,
  deleteClient,
  editClient,
  getClient,
  getClientRequest,
  quickAddClient,
  recordVisit,
} from '../services/clients/clients.js';
import { listRecentClients, listUpcomingBirthdays } from '../services/clients/dashboard.js';
import type { ClientDeps } from '../services/clients/deps.js';
import { searchClients } from '../services/clients/search.js';
import { registerCalls } from './register-calls.js';

/** Checks a captcha answer against its signed checksum; throws 'Invalid Captcha value'. */
export type CaptchaCheck = (answer: string, checksum: string) => Promise<void>;

/** The client calls of spec §7 (accounts-clients-settings) and Delete Client; every one checks ownership. */
export const clientRoutes: FastifyPluginAsync<{ deps: ClientDeps; captcha: CaptchaCheck }> = async (
  app,
  { deps, captcha },
) => {
  registerCalls(app, clientCalls, {
    add: async ({ astrologerId, body }) => {
      const checkCaptcha = () => captcha(body.captcha, body.checksum);
      return ok(await addClient(deps, astrologerId, body, checkCaptcha), CLIENT_SUCCESS.added);
    },
    quickAdd: async ({ astrologerId, body }) =>
      ok(await quickAddClient(deps, astrologerId, body), CLIENT_SUCCESS.added),
    edit: async ({ astrologerId, body }) => ok(null, await editClient(deps, astrologerId, body)),
    get: async ({ astrologerId, params }) => ok(await getClient(deps, astrologerId, params.runningId)),
    request: async ({ astrologerId, params }) =>
      ok(await getClientRequest(deps, astrologerId, params.runningId)),
    remove: async ({ astrologerId, params }) => {
      const message = await deleteClient(deps, astrologerId, params.runningId);
      return ok({ message }, message);
    },
    search: async ({ astrologerId, body }) => ok(await searchClients(deps, astrologerId, body)),
    recordVisit: async ({ astrologerId, params }) => {
      await recordVisit(deps, astrologerId, params.runningId);
      return ok(null, 'Visit recorded');
    },
    recent: async ({ astrologerId }) => ok(await listRecentClients(deps, astrologerId)),
    birthdays: async ({ astrologerId }) => ok(await listUpcomingBirthdays(deps, astrologerId)),
  });
};
