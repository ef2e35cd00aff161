import type { Kysely } from 'kysely';

/**
 * The device keys (docs/offline.md): one random AES-GCM key per astrologer, base64, with a random name, made
 * on the first GET /device/key and kept for the account's life, so every device and sign-in of the
 * astrologer reads the practice it kept encrypted under it.
 */
export function deviceKeysMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('device_keys')
        .addColumn('astrologer_id', 'integer', (c) =>
          c.primaryKey().references('astrologers.id').onDelete('cascade'),
        )
        .addColumn('key', 'varchar(64)', (c) => c.notNull())
        .addColumn('key_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('device_keys').execute();
    },
  };
}
