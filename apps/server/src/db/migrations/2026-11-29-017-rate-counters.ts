import type { Kysely } from 'kysely';

/**
 * The rate limits' counters (sign-in, sign-up, share reads ...), one row per limited key and route, so every
 * server process on one database counts the same attempts: a limit of N a minute is N across all of them.
 * The key is a SHA-256 (hex) of the route and the client's key (an address or the account text), so no email
 * or address is stored; `reset_at` is the end of the current window in milliseconds of the server clock.
 */
export function rateCountersMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rate_counters')
        .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_counters_reset_at').on('rate_counters').column('reset_at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('rate_counters').execute();
    },
  };
}
