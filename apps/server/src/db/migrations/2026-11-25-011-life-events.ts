import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * A client's life events: an event key of the catalogue, a date, an optional time (null = not
 * known, judged at noon in the birth zone) and a note. The astrologer id is kept on the row so every query
 * filters by it directly; deleting the client (or the astrologer) deletes its events. The index serves the
 * list of one client's events in date order.
 */
export function lifeEventsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('life_events')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('event_key', 'varchar(40)', (c) => c.notNull())
        .addColumn('event_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('event_time', 'varchar(8)')
        .addColumn('note', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('life_events_client_date')
        .on('life_events')
        .columns(['client_id', 'event_date'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('life_events').execute();
    },
  };
}
