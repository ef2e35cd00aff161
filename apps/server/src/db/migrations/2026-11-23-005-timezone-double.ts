import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * The astrologer's profile time zone at full precision. It was created as `real`, which PostgreSQL keeps in
 * single precision (5.75 survives, 1e-320 does not fit and 1/3 loses digits); SQLite's REAL is already a
 * double, so only PostgreSQL changes.
 */
export function timezoneDoubleMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await db.schema
        .alterTable('astrologers')
        .alterColumn('timezone', (c) => c.setDataType('double precision'))
        .execute();
    },
  };
}
