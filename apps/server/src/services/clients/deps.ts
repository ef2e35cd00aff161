import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';

/** What the client and settings services need. */
export interface ClientDeps {
  db: Kysely<Database>;
  clock: Clock;
}
