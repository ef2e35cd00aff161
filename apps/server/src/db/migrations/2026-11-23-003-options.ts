import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * Saved Options Theory records of an astrologer and their running-number counters. The judgement (moment,
 * place, options) and its result (four lords with Retro and value, total, chosen option) are stored as
 * calculated, with the calculation profile as JSON text, so a record reads back the same after a settings
 * change. Retro flags are integers 0/1 on both databases. Indexes serve the recent list (by last
 * calculation) and the name search (lower-cased, accent-free key).
 */
export function optionsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let table = db.schema
        .createTable('option_records')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('running_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('name_key', 'varchar(50)', (c) => c.notNull())
        .addColumn('question', 'varchar(500)', (c) => c.notNull())
        .addColumn('option_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('option_time', 'varchar(8)', (c) => c.notNull())
        .addColumn('timezone', 'double precision', (c) => c.notNull())
        .addColumn('place', 'varchar(200)', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('options_count', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('result', 'integer', (c) => c.notNull());
      for (const row of ['ascendant', 'moon_star', 'moon_sign', 'day']) {
        table = table
          .addColumn(`${row}_lord`, 'varchar(10)', (c) => c.notNull())
          .addColumn(`${row}_retro`, 'integer', (c) => c.notNull())
          .addColumn(`${row}_value`, 'integer', (c) => c.notNull());
      }
      await table
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('profile', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('option_records_running_id', ['astrologer_id', 'running_id'])
        .execute();
      for (const column of ['name_key', 'updated_at']) {
        await db.schema
          .createIndex(`option_records_${column}`)
          .on('option_records')
          .columns(['astrologer_id', column])
          .execute();
      }
      await db.schema
        .createTable('option_counters')
        .addColumn('astrologer_id', 'integer', (c) =>
          c.primaryKey().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('last_running_id', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('option_counters').execute();
      await db.schema.dropTable('option_records').execute();
    },
  };
}
