import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * The import commits in progress on SQLite, one row each: the astrologer, the preview claimed and the running
 * numbers reserved for its clients and Options Theory records. A SQLite commit writes in short transactions
 * of their own (db/practice-import.ts), so a row left at start names a commit that died midway, whose rows
 * are then deleted. The ranges are inclusive, null when the import has no rows of that kind; the written
 * numbers (the last one each committed transaction wrote) keep the undo to the rows the commit did write.
 */
export function importJournalMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('import_journal')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('preview_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('first_client_number', 'integer')
        .addColumn('last_client_number', 'integer')
        .addColumn('first_option_number', 'integer')
        .addColumn('last_option_number', 'integer')
        .addColumn('written_client_number', 'integer')
        .addColumn('written_option_number', 'integer')
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('import_journal').execute();
    },
  };
}
