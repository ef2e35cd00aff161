import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { findTokenVersion } from '../db/astrologers.js';
import type { Database } from '../db/schema.js';
import { forbidden } from '../errors.js';
import { createTokenReader } from '../services/accounts/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in astrologer; set by `app.authenticate`. */
    astrologerId: number;
  }
  interface FastifyInstance {
    /**
     * onRequest hook that requires a valid bearer token. Protect a route with
     * `{ onRequest: app.authenticate }`, or a whole plugin with `app.addHook('onRequest', app.authenticate)`;
     * then read `request.astrologerId`. Missing, invalid, expired or outdated tokens get HTTP 403.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

interface AuthOptions {
  db: Kysely<Database>;
  clock: Clock;
  jwtSecret: Uint8Array;
}

/**
 * Every signed-in request: the token's signature is verified once per token and process (then remembered
 * with its expiry), while its credential version is read from the database every time, so a pin or password
 * change on any process ends older tokens at once (db/astrologers.ts: findTokenVersion).
 */
async function authPlugin(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const readToken = createTokenReader(options.jwtSecret);
  app.decorateRequest('astrologerId', 0);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await readToken(token, options.clock.now()) : null;
    if (!claims) throw forbidden();
    // A pin or password change bumps the version, so tokens issued before it stop working.
    const tokenVersion = await findTokenVersion(options.db, claims.astrologerId);
    if (tokenVersion !== claims.tokenVersion) throw forbidden();
    request.astrologerId = claims.astrologerId;
  });
}

export default fp(authPlugin, { name: 'auth' });
