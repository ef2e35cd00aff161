import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * Read-only share links of a client. The token is kept only as its SHA-256 hash (hex, unique), so a
 * copy of the database opens no link; the shared sections are a comma list of section names. Times are
 * milliseconds of the server clock; a revoked link keeps its row (the list shows it) with `revoked_at`.
 * Deleting the client or the astrologer deletes its links.
 */
export function shareLinksMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('share_links')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('astrologer_id', 'integer', (c) =>
          c.notNull().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('sections', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('share_links_client_created')
        .on('share_links')
        .columns(['client_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('share_links').execute();
    },
  };
}
