import { settingsCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ClientDeps } from '../services/clients/deps.js';
import {
  getAstrologerSettings,
  getClientSettings,
  saveAstrologerConfig,
  saveClientConfig,
} from '../services/settings/settings.js';
import { registerCalls } from './register-calls.js';

/** My Settings and Client Settings (spec §7). */
export const settingsRoutes: FastifyPluginAsync<{ deps: ClientDeps }> = async (app, { deps }) => {
  registerCalls(app, settingsCalls, {
    getAstrologer: async ({ astrologerId }) => ok(await getAstrologerSettings(deps, astrologerId)),
    saveAstrologer: async ({ astrologerId, body }) =>
      ok(null, await saveAstrologerConfig(deps, astrologerId, body)),
    getClient: async ({ astrologerId, params }) =>
      ok(await getClientSettings(deps, astrologerId, params.runningId)),
    saveClient: async ({ astrologerId, body }) => ok(null, await saveClientConfig(deps, astrologerId, body)),
  });
};
