import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * Saved KP horary questions and their per-astrologer numbers. A question keeps what it was cast
 * with (number, moment, place, method, rotation, matter) and the calculation settings used as JSON text, so
 * it reopens with the same chart after a settings change; the chart itself is cast again (milliseconds).
 * The client link is optional and cleared when the client is deleted; the question stays. Indexes serve the
 * recent list and the question-word search (lower-cased, accent-free key).
 */
export function horaryQuestionsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('horary_questions')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('running_id', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('horary_number', 'integer', (c) => c.notNull())
        .addColumn('question', 'varchar(500)', (c) => c.notNull())
        .addColumn('question_key', 'varchar(500)', (c) => c.notNull())
        .addColumn('judgement_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('judgement_time', 'varchar(8)', (c) => c.notNull())
        .addColumn('timezone', 'double precision', (c) => c.notNull())
        .addColumn('place', 'varchar(200)', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('method', 'varchar(20)', (c) => c.notNull())
        .addColumn('rotate_house', 'integer', (c) => c.notNull())
        .addColumn('event_id', 'integer', (c) => c.references('events.id'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('horary_questions_running_id', ['astrologer_id', 'running_id'])
        .execute();
      await db.schema
        .createIndex('horary_questions_updated_at')
        .on('horary_questions')
        .columns(['astrologer_id', 'updated_at'])
        .execute();
      await db.schema
        .createTable('horary_counters')
        .addColumn('astrologer_id', 'integer', (c) =>
          c.primaryKey().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('last_running_id', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('horary_counters').execute();
      await db.schema.dropTable('horary_questions').execute();
    },
  };
}
