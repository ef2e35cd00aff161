import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * Muhurtas saved to a client: the window's start and end on the clock of the search (text, so the list sorts
 * by them), the search it came from and the window as found (JSON), and a note. Deleting the client or the
 * astrologer deletes them.
 */
export function savedMuhurtasMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('saved_muhurtas')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('window_start', 'varchar(19)', (c) => c.notNull())
        .addColumn('window_end', 'varchar(19)', (c) => c.notNull())
        .addColumn('search', 'text', (c) => c.notNull())
        .addColumn('found', 'text', (c) => c.notNull())
        .addColumn('note', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_muhurtas_client_start')
        .on('saved_muhurtas')
        .columns(['client_id', 'window_start'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('saved_muhurtas').execute();
    },
  };
}
