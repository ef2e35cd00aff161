import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * Clients of an astrologer, their running-number counters, chart visits and settings. Search columns are
 * lower-cased copies with (astrologer_id, column) indexes, so a prefix search is an index range scan on both
 * databases, not a scan of the account's clients.
 */
export function clientsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('clients')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('running_id', 'integer', (c) => c.notNull())
        .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(50)')
        .addColumn('father_name', 'varchar(50)')
        .addColumn('sex', 'varchar(10)', (c) => c.notNull())
        .addColumn('dob_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('dob_time', 'varchar(8)', (c) => c.notNull())
        .addColumn('birth_time_corrected', 'varchar(19)')
        .addColumn('birth_timezone', 'double precision', (c) => c.notNull())
        .addColumn('birth_city', 'varchar(200)', (c) => c.notNull())
        .addColumn('birth_latitude', 'double precision', (c) => c.notNull())
        .addColumn('birth_longitude', 'double precision', (c) => c.notNull())
        .addColumn('marital_status', 'varchar(20)', (c) => c.notNull())
        .addColumn('marriage_date', 'varchar(10)')
        .addColumn('email', 'varchar(50)')
        .addColumn('mobile', 'varchar(15)')
        .addColumn('name_key', 'varchar(110)', (c) => c.notNull())
        .addColumn('city_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('email_key', 'varchar(50)')
        .addColumn('birthday_key', 'varchar(5)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('clients_running_id', ['astrologer_id', 'running_id'])
        .execute();
      for (const column of ['name_key', 'city_key', 'email_key', 'mobile', 'dob_date', 'birthday_key']) {
        await db.schema
          .createIndex(`clients_${column}`)
          .on('clients')
          .columns(['astrologer_id', column])
          .execute();
      }
      await db.schema
        .createTable('client_counters')
        .addColumn('astrologer_id', 'integer', (c) =>
          c.primaryKey().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('last_running_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('client_visits')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('visited_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('client_visits_recent')
        .on('client_visits')
        .columns(['astrologer_id', 'visited_at'])
        .execute();
      await db.schema
        .createTable('astrologer_settings')
        .addColumn('astrologer_id', 'integer', (c) =>
          c.primaryKey().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('client_settings')
        .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'client_settings',
        'astrologer_settings',
        'client_visits',
        'client_counters',
        'clients',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
