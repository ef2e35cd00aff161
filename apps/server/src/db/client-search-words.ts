import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** The fields whose words are searched by their start. */
export type WordField = 'name' | 'city' | 'email';

/** The keys of a client's searchable fields, as stored (already lower case without accents). */
export interface WordKeys {
  name_key: string;
  city_key: string;
  email_key: string | null;
}

/** The distinct words of a search key: runs of letters and digits ('chennai, tamil nadu' → 3 words). */
export function splitSearchWords(key: string): string[] {
  return [...new Set(key.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0))];
}

function toWordRows(astrologerId: number, clientId: number, keys: WordKeys) {
  const fields: [WordField, string | null][] = [
    ['name', keys.name_key],
    ['city', keys.city_key],
    ['email', keys.email_key],
  ];
  return fields.flatMap(([field, key]) =>
    splitSearchWords(key ?? '').map((word) => ({
      astrologer_id: astrologerId,
      client_id: clientId,
      field,
      word,
    })),
  );
}

/** Replaces the stored words of clients (after an insert or an edit), inside the caller's transaction. */
export async function replaceClientWords(
  trx: Transaction<Database> | Kysely<Database>,
  astrologerId: number,
  clients: (WordKeys & { id: number })[],
) {
  if (clients.length === 0) return;
  await trx
    .deleteFrom('client_search_words')
    .where(
      'client_id',
      'in',
      clients.map((c) => c.id),
    )
    .execute();
  const rows = clients.flatMap((c) => toWordRows(astrologerId, c.id, c));
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < rows.length; start += 200) {
    await trx
      .insertInto('client_search_words')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

/**
 * The astrologer's clients with a word of `field` that starts with `prefix`: an index range
 * (prefix ≤ word < prefix + U+FFFF) on (astrologer_id, field, word) in both databases, at most `limit`
 * clients, each then read by its primary key.
 */
export async function findClientsByWordPrefix(
  db: Kysely<Database>,
  astrologerId: number,
  field: WordField,
  prefix: string,
  limit: number,
) {
  const matching = db
    .selectFrom('client_search_words')
    .select('client_id')
    .where('astrologer_id', '=', astrologerId)
    .where('field', '=', field)
    .where('word', '>=', prefix)
    .where('word', '<', `${prefix}\uffff`)
    .limit(limit);
  // The ids are the astrologer's already (the word rows carry astrologer_id); filtering the outer query by
  // astrologer too would let SQLite scan the account's clients instead of reading these few by key.
  return db.selectFrom('clients').selectAll().where('id', 'in', matching).execute();
}
