import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * The heavy calculations running for each astrologer, one row per calculation, so the per-astrologer share of
 * the worker threads holds across every server process on one database. A row carries its expiry (the time
 * budget and a margin), so a process that died mid-calculation frees its claims by themselves.
 */
export function workClaimsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('work_claims')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('work_claims_astrologer')
        .on('work_claims')
        .column('astrologer_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('work_claims').execute();
    },
  };
}
