import { API_PREFIX, shareCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import type { ChartDeps } from '../services/chart-core/chart-loader.js';
import {
  createShareLink,
  listClientShareLinks,
  revokeClientShareLink,
} from '../services/share/share-links.js';
import { readSharedLink } from '../services/share/shared-view.js';
import { registerCalls } from './register-calls.js';

/** Share links: the astrologer's calls on a client's links and the public, rate-limited read. */
export const shareRoutes: FastifyPluginAsync<{ deps: ChartDeps; rateLimitPerMinute: number }> = async (
  app,
  { deps, rateLimitPerMinute },
) => {
  // Every answer of the public shared call, its 429 included: not for search engines, and never kept by a
  // cache (a revoked link must stop showing at once).
  const sharedPath = `${API_PREFIX}${shareCalls.read.path}`;
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === sharedPath)
      void reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
  });
  registerCalls(
    app,
    shareCalls,
    {
      create: async ({ astrologerId, params, body }) =>
        ok(await createShareLink(deps, astrologerId, { ...params, ...body })),
      list: async ({ astrologerId, params }) =>
        ok(await listClientShareLinks(deps, astrologerId, params.runningId)),
      revoke: async ({ astrologerId, params }) => ok(await revokeClientShareLink(deps, astrologerId, params)),
      read: async ({ params }) => ok(await readSharedLink(deps, params.token)),
    },
    // Per IP, the budget of the other public calls: a link is opened a few times, not scanned.
    { read: { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } } },
  );
};
