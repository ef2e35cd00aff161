import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** The fields whose words are searched by their start. */
export type WordField = 'name' | 'city' | 'email';

/**
 * The `field` of the rows that hold a field's adjacent word pairs ('tamil nadu' as one entry), so a search of
 * several words reads its pairs from the same index as single words. Five characters at most (the column).
 */
const PAIR_FIELDS: Readonly<Record<WordField, string>> = { name: 'name2', city: 'city2', email: 'mail2' };

/** Joins the two words of a pair entry; never inside a word, which holds letters and digits only. */
const PAIR_JOINER = ' ';

/** The keys of a client's searchable fields, as stored (already lower case without accents). */
export interface WordKeys {
  name_key: string;
  city_key: string;
  email_key: string | null;
}

/** The words of a search key in order: runs of letters and digits ('chennai, tamil nadu' → 3 words). */
export function splitSearchWords(key: string): string[] {
  return key.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** The entries of one field: each distinct word under `field`, each distinct adjacent pair under its pair field. */
function toFieldEntries(field: WordField, key: string | null) {
  const words = splitSearchWords(key ?? '');
  const pairs = words.slice(1).map((word, i) => `${words[i] ?? ''}${PAIR_JOINER}${word}`);
  return [
    ...[...new Set(words)].map((word) => ({ field, word })),
    ...[...new Set(pairs)].map((word) => ({ field: PAIR_FIELDS[field], word })),
  ];
}

function toWordRows(astrologerId: number, clientId: number, keys: WordKeys) {
  const fields: [WordField, string | null][] = [
    ['name', keys.name_key],
    ['city', keys.city_key],
    ['email', keys.email_key],
  ];
  return fields.flatMap(([field, key]) =>
    toFieldEntries(field, key).map((entry) => ({
      astrologer_id: astrologerId,
      client_id: clientId,
      ...entry,
    })),
  );
}

/**
 * Replaces the stored words and word pairs of clients (after an insert or an edit), inside the caller's
 * transaction.
 */
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

/** One condition on a client's entries: `word` exactly, or (`isPrefix`) any entry that starts with it. */
interface EntryMatch {
  field: string;
  word: string;
  isPrefix: boolean;
}

/** The word, or the adjacent pairs, a keyword's words must match: the last word only by its start. */
function toEntryMatches(field: WordField, words: string[]): EntryMatch[] {
  if (words.length === 1) return [{ field, word: words[0] ?? '', isPrefix: true }];
  return words.slice(1).map((word, i) => ({
    field: PAIR_FIELDS[field],
    word: `${words[i] ?? ''}${PAIR_JOINER}${word}`,
    isPrefix: i === words.length - 2,
  }));
}

/**
 * The entries of `match` in the word table (or its alias): its field and word, or for a prefix the index range
 * word ≤ entry < word + U+FFFF, so each condition reads one range of the (…, field, word) indexes.
 */
function entryCondition(table: 'client_search_words' | 'w' | 'o', match: EntryMatch) {
  const field = sql.ref(`${table}.field`);
  const word = sql.ref(`${table}.word`);
  return match.isPrefix
    ? sql<SqlBool>`${field} = ${match.field} and ${word} >= ${match.word} and ${word} < ${`${match.word}\uffff`}`
    : sql<SqlBool>`${field} = ${match.field} and ${word} = ${match.word}`;
}

/** Word rows counted to choose the driving condition: enough to tell a rare pair from a common one. */
const SELECTIVITY_CAP = 500;

/** How many of the astrologer's entries meet `match`, counted up to SELECTIVITY_CAP (an index range). */
async function countEntries(db: Kysely<Database>, astrologerId: number, match: EntryMatch) {
  const entries = db
    .selectFrom('client_search_words')
    .select('client_id')
    .where('astrologer_id', '=', astrologerId)
    .where(entryCondition('client_search_words', match))
    .limit(SELECTIVITY_CAP)
    .as('e');
  const row = await db
    .selectFrom(entries)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The conditions, the most selective (fewest index entries) first, so that one drives the query. */
async function orderBySelectivity(db: Kysely<Database>, astrologerId: number, matches: EntryMatch[]) {
  if (matches.length < 2) return matches;
  const counts = await Promise.all(matches.map((match) => countEntries(db, astrologerId, match)));
  return matches
    .map((match, i) => ({ match, count: counts[i] ?? 0 }))
    .sort((a, b) => a.count - b.count)
    .map(({ match }) => match);
}

/**
 * Client ids of up to `limit` entries that meet the driving (first) condition, an index range on
 * (astrologer_id, field, word), of clients that meet the others too, each looked up by primary key
 * (client_id, field, word).
 */
function matchingClientIds(
  db: Kysely<Database>,
  astrologerId: number,
  [driver, ...others]: EntryMatch[],
  limit: number,
) {
  if (!driver) return Promise.resolve([]);
  let query = db
    .selectFrom('client_search_words as w')
    .select('w.client_id')
    .where('w.astrologer_id', '=', astrologerId)
    .where(entryCondition('w', driver));
  for (const other of others) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('client_search_words as o')
          .select('o.client_id')
          .whereRef('o.client_id', '=', 'w.client_id')
          .where(entryCondition('o', other)),
      ),
    );
  }
  return query.limit(limit).execute();
}

/**
 * The astrologer's clients whose `field` has a word starting with `keyword` (already a search key): 'tamil'
 * finds 'Chennai, Tamil Nadu, India'. A keyword of several words needs them side by side in that order, each
 * whole but the last, whatever stands between them: 'tamil na' and 'delhi india' find 'New Delhi, India',
 * 'nadu tamil' finds nobody. Every condition is answered by the index of words and word pairs, so the
 * `limit` clients are matches, never rows a later check throws away, and a page of look-alikes ('new york')
 * cannot hide a match ('new delhi'). At most `limit` clients, each read by its primary key.
 */
export async function findClientsByWords(
  db: Kysely<Database>,
  astrologerId: number,
  field: WordField,
  keyword: string,
  limit: number,
) {
  const words = splitSearchWords(keyword);
  if (words.length === 0) return [];
  const matches = await orderBySelectivity(db, astrologerId, toEntryMatches(field, words));
  // A client with two entries that meet the driving condition comes twice: ask again for more rows until
  // `limit` distinct clients are found or the matches run out.
  let ids: number[] = [];
  for (let rows = limit; ; rows *= 2) {
    const found = await matchingClientIds(db, astrologerId, matches, rows);
    ids = [...new Set(found.map((row) => row.client_id))];
    if (ids.length >= limit || found.length < rows) break;
  }
  if (ids.length === 0) return [];
  // The ids are the astrologer's already (the word rows carry astrologer_id); filtering the outer query by
  // astrologer too would let SQLite scan the account's clients instead of reading these few by key.
  return db.selectFrom('clients').selectAll().where('id', 'in', ids.slice(0, limit)).execute();
}
