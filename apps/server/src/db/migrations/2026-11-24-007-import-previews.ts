import type { Kysely } from 'kysely';

/**
 * Import previews, held in the database rather than in a process's memory, so a commit reaches
 * the preview whichever server process answers it. `id` is a random UUID (not guessable, not a counter);
 * `payload` is the checked rows to store, as JSON text; `used_at` makes a preview single use; an expired
 * preview is deleted by the next preview of any astrologer.
 */
export function importPreviewsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('import_previews')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('format', 'varchar(4)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('import_previews_expiry')
        .on('import_previews')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('import_previews').execute();
    },
  };
}
