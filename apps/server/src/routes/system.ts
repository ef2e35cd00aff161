import { systemCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase, type DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';
import { ok } from '../plugins/envelope.js';
import { registerCalls } from './register-calls.js';

interface SystemOptions {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Health: reports the database connection (503 when it does not answer). */
export const systemRoutes: FastifyPluginAsync<SystemOptions> = async (app, { db, dialect }) => {
  registerCalls(app, systemCalls, {
    health: async ({ request }) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError(503, '503', 'Database is not reachable', { database: 'down', dialect });
      }
      return ok({ database: 'up', dialect });
    },
  });
};
