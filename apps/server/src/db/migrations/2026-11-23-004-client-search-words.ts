import type { Kysely } from 'kysely';
import { replaceClientWords } from '../client-search-words.js';
import type { Database } from '../schema.js';

/**
 * Every word of each client's name, birth place and email, so the header search finds 'India' or 'Tamil'
 * inside 'Chennai, Tamil Nadu, India' from an index range, as fast as a search from the start of a field.
 * Existing clients get their words here.
 */
export function clientSearchWordsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('client_search_words')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('astrologer_id', 'integer', (c) => c.notNull())
        .addColumn('field', 'varchar(5)', (c) => c.notNull())
        .addColumn('word', 'varchar(200)', (c) => c.notNull())
        .addPrimaryKeyConstraint('client_search_words_pk', ['client_id', 'field', 'word'])
        .execute();
      await db.schema
        .createIndex('client_search_words_prefix')
        .on('client_search_words')
        .columns(['astrologer_id', 'field', 'word'])
        .execute();
      const typed = db as unknown as Kysely<Database>;
      const clients = await typed
        .selectFrom('clients')
        .select(['id', 'astrologer_id', 'name_key', 'city_key', 'email_key'])
        .execute();
      for (const client of clients) await replaceClientWords(typed, client.astrologer_id, [client]);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('client_search_words').execute();
    },
  };
}
