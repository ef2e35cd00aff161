import { captchaSchema, envelopeSchema } from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import { pingDatabase, type DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';
import { ok } from '../plugins/envelope.js';
import { createCaptcha } from '../services/accounts/captcha.js';

interface SystemOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  jwtSecret: Uint8Array;
}

/** Health (reports the database connection) and the sign-up captcha. */
export const systemRoutes: FastifyPluginAsyncZod<SystemOptions> = async (
  app,
  { db, dialect, clock, jwtSecret },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: envelopeSchema(z.object({ database: z.string(), dialect: z.string() })) },
      },
    },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError(503, '503', 'Database is not reachable', { database: 'down', dialect });
      }
      return ok({ database: 'up', dialect });
    },
  );
  app.get(
    '/captcha',
    { schema: { tags: ['accounts'], response: { 200: envelopeSchema(captchaSchema) } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await createCaptcha(jwtSecret, clock.now()));
    },
  );
};
