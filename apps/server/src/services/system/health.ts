import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase, type DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export interface HealthDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  log: FastifyBaseLogger;
}

/** The database's state: up, or a 503 (logged with its cause) when it does not answer a ping. */
export async function checkHealth(deps: HealthDeps) {
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    deps.log.error({ err: error }, 'database ping failed');
    throw new AppError(503, '503', 'Database is not reachable', { database: 'down', dialect: deps.dialect });
  }
  return { database: 'up' as const, dialect: deps.dialect };
}
