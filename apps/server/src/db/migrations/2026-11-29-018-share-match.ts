import type { Kysely } from 'kysely';

/**
 * The match section of a share link: the partner (a client row of the same astrologer) and the role the
 * shared client takes. Deleting the partner empties both, so the link keeps its other sections and the
 * match drops out rather than the link breaking.
 */
export function shareMatchMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('share_links')
        .addColumn('match_partner_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('share_links').addColumn('match_role', 'varchar(5)').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('share_links').dropColumn('match_role').execute();
      await db.schema.alterTable('share_links').dropColumn('match_partner_id').execute();
    },
  };
}
