import type { Kysely } from 'kysely';
import { replaceClientWords } from '../client-search-words.js';
import type { Database } from '../schema.js';

/** Clients rewritten per statement group: one astrologer's, a bounded number at a time. */
const BATCH = 500;

/**
 * Adjacent word pairs of each client's name, birth place and email ('tamil nadu'), stored beside the words,
 * so a header search of several words ('new delhi') is answered from the index alone and finds every match.
 * Rewrites the search entries of existing clients, in batches by id.
 */
export function clientSearchPairsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const typed = db as unknown as Kysely<Database>;
      for (let after = 0; ;) {
        const clients = await typed
          .selectFrom('clients')
          .select(['id', 'astrologer_id', 'name_key', 'city_key', 'email_key'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        const last = clients.at(-1);
        if (!last) return;
        for (const astrologerId of new Set(clients.map((client) => client.astrologer_id))) {
          const own = clients.filter((client) => client.astrologer_id === astrologerId);
          await replaceClientWords(typed, astrologerId, own);
        }
        after = last.id;
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      const typed = db as unknown as Kysely<Database>;
      await typed
        .deleteFrom('client_search_words')
        .where('field', 'in', ['name2', 'city2', 'mail2'])
        .execute();
    },
  };
}
