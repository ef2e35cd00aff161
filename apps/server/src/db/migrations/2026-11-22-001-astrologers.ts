import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/** Astrologer accounts with their lockout counters, and password-reset OTPs. */
export function astrologersMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('astrologers')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('email', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('mobile', 'varchar(15)', (c) => c.notNull().unique())
        .addColumn('pin_hash', 'varchar(200)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
        .addColumn('address', 'varchar(200)')
        .addColumn('city', 'varchar(200)')
        .addColumn('timezone', 'real', (c) => c.notNull().defaultTo(5.5))
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pin_blocked_until', 'bigint')
        .addColumn('password_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('otp_hash', 'varchar(200)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_resets_astrologer')
        .on('password_resets')
        .column('astrologer_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('password_resets').execute();
      await db.schema.dropTable('astrologers').execute();
    },
  };
}
