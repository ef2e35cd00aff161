import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { replaceClientWords } from './client-search-words.js';
import { refusePastBound } from './collection-bounds.js';
import type { ClientsTable, Database } from './schema.js';

/** A client row. */
export type ClientRow = Selectable<ClientsTable>;

/** The writable fields of a client (search keys are derived here, in one place). */
export interface ClientFields {
  firstName: string;
  lastName: string | null;
  fatherName: string | null;
  sex: string;
  dobDate: string;
  dobTime: string;
  birthTimezone: number;
  birthCity: string;
  birthLatitude: number;
  birthLongitude: number;
  maritalStatus: string;
  marriageDate: string | null;
  email: string | null;
  mobile: string | null;
}

/** Lower case without accents: the form of every search key and keyword. */
export function toSearchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The columns of a client's fields, with its search keys and write stamp. */
export function toColumns(f: ClientFields, now: number) {
  return {
    first_name: f.firstName,
    last_name: f.lastName,
    father_name: f.fatherName,
    sex: f.sex,
    dob_date: f.dobDate,
    dob_time: f.dobTime,
    birth_timezone: f.birthTimezone,
    birth_city: f.birthCity,
    birth_latitude: f.birthLatitude,
    birth_longitude: f.birthLongitude,
    marital_status: f.maritalStatus,
    marriage_date: f.marriageDate,
    email: f.email,
    mobile: f.mobile,
    name_key: toSearchKey(`${f.firstName} ${f.lastName ?? ''}`),
    city_key: toSearchKey(f.birthCity),
    email_key: f.email ? toSearchKey(f.email) : null,
    birthday_key: f.dobDate.slice(5, 10),
    updated_at: now,
  };
}

/**
 * A write stamp (ms since epoch) that always moves forward, even for two writes in the same millisecond, so
 * `updated_at` can serve as a cache version. `column` is a trusted column reference, never user input.
 */
export function laterStamp(column: string, now: number) {
  const ref = sql.ref(column);
  return sql<number>`case when ${ref} >= ${now} then ${ref} + 1 else ${now} end`;
}

/** Takes the astrologer's next running number in one atomic upsert (safe under concurrent adds). */
async function allocateRunningId(trx: Transaction<Database>, astrologerId: number): Promise<number> {
  const row = await trx
    .insertInto('client_counters')
    .values({ astrologer_id: astrologerId, last_running_id: 1 })
    .onConflict((oc) =>
      oc.column('astrologer_id').doUpdateSet({ last_running_id: sql`client_counters.last_running_id + 1` }),
    )
    .returning('last_running_id')
    .executeTakeFirstOrThrow();
  return row.last_running_id;
}

/**
 * Inserts a client with the next running number; answers the row. A practice at its bound of clients gets
 * BoundReachedError and nothing changes.
 */
export async function insertClient(db: Kysely<Database>, astrologerId: number, f: ClientFields, now: number) {
  return db.transaction().execute(async (trx) => {
    const runningId = await allocateRunningId(trx, astrologerId);
    await refusePastBound(trx, 'clientsPerPractice', astrologerId, 1);
    const row = await trx
      .insertInto('clients')
      .values({
        ...toColumns(f, now),
        astrologer_id: astrologerId,
        running_id: runningId,
        created_at: now,
        birth_time_corrected: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceClientWords(trx, astrologerId, [row]);
    return row;
  });
}

/** The astrologer's client with this running number, if any. */
export async function findClient(db: Kysely<Database>, astrologerId: number, runningId: number) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '=', runningId)
    .executeTakeFirst();
}

/** Updates the astrologer's client; false when there is no such client. */
export async function updateClient(
  db: Kysely<Database>,
  astrologerId: number,
  runningId: number,
  f: ClientFields,
  now: number,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('clients')
      .set({ ...toColumns(f, now), updated_at: laterStamp('updated_at', now) })
      .where('astrologer_id', '=', astrologerId)
      .where('running_id', '=', runningId)
      .returning(['id', 'name_key', 'city_key', 'email_key'])
      .executeTakeFirst();
    if (row) await replaceClientWords(trx, astrologerId, [row]);
    return row !== undefined;
  });
}

/**
 * Stores (or with null clears) the astrologer's client's corrected birth moment 'yyyy-MM-dd HH:mm:ss' and
 * moves the write stamp forward, so the chart cache key of the client changes; false when no such client.
 */
export async function updateBirthTimeCorrected(
  db: Kysely<Database>,
  astrologerId: number,
  runningId: number,
  corrected: string | null,
  now: number,
) {
  const result = await db
    .updateTable('clients')
    .set({ birth_time_corrected: corrected, updated_at: laterStamp('updated_at', now) })
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '=', runningId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the astrologer's client with its visits and settings; false when there is no such client. */
export async function deleteClient(db: Kysely<Database>, astrologerId: number, runningId: number) {
  return db.transaction().execute(async (trx) => {
    const client = await trx
      .selectFrom('clients')
      .select('id')
      .where('astrologer_id', '=', astrologerId)
      .where('running_id', '=', runningId)
      .executeTakeFirst();
    if (!client) return false;
    await trx.deleteFrom('client_settings').where('client_id', '=', client.id).execute();
    await trx.deleteFrom('client_visits').where('client_id', '=', client.id).execute();
    await trx.deleteFrom('clients').where('id', '=', client.id).execute();
    return true;
  });
}

/** Columns a keyword may be a prefix of. */
export type SearchColumn = 'name_key' | 'city_key' | 'email_key' | 'mobile' | 'dob_date';

/**
 * Clients whose `column` starts with `prefix`, as an index range (prefix ≤ value < prefix + U+FFFF), which
 * both databases answer from the (astrologer_id, column) index. At most `limit` rows, by running number.
 */
export async function findClientsByPrefix(
  db: Kysely<Database>,
  astrologerId: number,
  column: SearchColumn,
  prefix: string,
  limit: number,
) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where('astrologer_id', '=', astrologerId)
    .where(column, '>=', prefix)
    .where(column, '<', `${prefix}\uffff`)
    .orderBy(column)
    .limit(limit)
    .execute();
}

/** Records a chart visit. */
export async function insertVisit(db: Kysely<Database>, astrologerId: number, clientId: number, now: number) {
  await db
    .insertInto('client_visits')
    .values({ astrologer_id: astrologerId, client_id: clientId, visited_at: now })
    .execute();
}

/** The most recently visited distinct clients, newest first. */
export async function findRecentClients(db: Kysely<Database>, astrologerId: number, limit: number) {
  return db
    .selectFrom('client_visits as v')
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .select([
      'c.running_id',
      'c.first_name',
      'c.last_name',
      (eb) => eb.fn.max('v.visited_at').as('last_visit'),
    ])
    .where('v.astrologer_id', '=', astrologerId)
    .groupBy(['c.id', 'c.running_id', 'c.first_name', 'c.last_name'])
    .orderBy('last_visit', 'desc')
    .limit(limit)
    .execute();
}

/** Clients whose birthday ('MM-dd') is one of `keys`. */
export async function findClientsByBirthday(db: Kysely<Database>, astrologerId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('clients')
    .select(['running_id', 'first_name', 'last_name', 'birthday_key'])
    .where('astrologer_id', '=', astrologerId)
    .where('birthday_key', 'in', keys)
    .execute();
}

/**
 * Inserts many clients of one astrologer in one transaction, numbering them after the current counter (for
 * imports and for the search benchmark's 100,000-client account).
 */
export async function insertClientsInBulk(
  db: Kysely<Database>,
  astrologerId: number,
  all: ClientFields[],
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    let next = 0;
    for (let start = 0; start < all.length; start += 500) {
      const rows = [];
      for (const f of all.slice(start, start + 500)) {
        next = await allocateRunningId(trx, astrologerId);
        rows.push({
          ...toColumns(f, now),
          astrologer_id: astrologerId,
          running_id: next,
          created_at: now,
          birth_time_corrected: null,
        });
      }
      const inserted = await trx
        .insertInto('clients')
        .values(rows)
        .returning(['id', 'name_key', 'city_key', 'email_key'])
        .execute();
      await replaceClientWords(trx, astrologerId, inserted);
    }
  });
}

/**
 * The astrologer's clients who can take a role in a match: every client but `exceptRunningId` whose recorded
 * sex is not `exceptSex` (an unknown sex can take either role), by number, at most `limit`.
 */
export async function findMatchCandidates(
  db: Kysely<Database>,
  astrologerId: number,
  exceptRunningId: number,
  exceptSex: string,
  limit: number,
) {
  return db
    .selectFrom('clients')
    .select(['running_id', 'first_name', 'last_name'])
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '!=', exceptRunningId)
    .where('sex', '!=', exceptSex)
    .orderBy('running_id')
    .limit(limit)
    .execute();
}
