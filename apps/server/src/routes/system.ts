import { systemCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { ok } from '../plugins/envelope.js';
import { checkHealth } from '../services/system/health.js';
import { registerCalls } from './register-calls.js';

interface SystemOptions {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Health: reports the database connection (503 when it does not answer). */
export const systemRoutes: FastifyPluginAsync<SystemOptions> = async (app, { db, dialect }) => {
  registerCalls(app, systemCalls, {
    health: async ({ request }) => ok(await checkHealth({ db, dialect, log: request.log })),
  });
};
