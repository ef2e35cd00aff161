import { OPTIONS_MESSAGES, optionsCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { OptionsDeps } from '../services/options/deps.js';
import {
  calculateOptions,
  getOption,
  listRecentOptions,
  saveOption,
  searchOptions,
} from '../services/options/options.js';
import { registerCalls } from './register-calls.js';

/** The Options Theory calls; every record is the signed-in astrologer's. */
export const optionsRoutes: FastifyPluginAsync<{ deps: OptionsDeps }> = async (app, { deps }) => {
  registerCalls(app, optionsCalls, {
    calculate: async ({ astrologerId, body }) => ok(await calculateOptions(deps, astrologerId, body)),
    get: async ({ astrologerId, params }) => ok(await getOption(deps, astrologerId, params.runningId)),
    save: async ({ astrologerId, body }) =>
      ok(await saveOption(deps, astrologerId, body), OPTIONS_MESSAGES.saved),
    recent: async ({ astrologerId }) => ok(await listRecentOptions(deps, astrologerId)),
    search: async ({ astrologerId, body }) => ok(await searchOptions(deps, astrologerId, body)),
  });
};
