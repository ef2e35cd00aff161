import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { laterStamp, toSearchKey } from './clients.js';
import { refusePastBound } from './collection-bounds.js';
import type { Database, OptionRecordsTable } from './schema.js';

/** A saved Options Theory record row. */
export type OptionRecordRow = Selectable<OptionRecordsTable>;

/** The writable columns of a record; the service builds them, this module adds keys and stamps. */
export type OptionRecordFields = Omit<
  OptionRecordRow,
  'id' | 'astrologer_id' | 'running_id' | 'name_key' | 'created_at' | 'updated_at'
>;

/** Takes the astrologer's next record number in one atomic upsert (safe under concurrent saves). */
async function allocateRunningId(trx: Transaction<Database>, astrologerId: number): Promise<number> {
  const row = await trx
    .insertInto('option_counters')
    .values({ astrologer_id: astrologerId, last_running_id: 1 })
    .onConflict((oc) =>
      oc.column('astrologer_id').doUpdateSet({ last_running_id: sql`option_counters.last_running_id + 1` }),
    )
    .returning('last_running_id')
    .executeTakeFirstOrThrow();
  return row.last_running_id;
}

/**
 * Inserts a record with the astrologer's next number; answers the row. A practice at its bound of records
 * gets BoundReachedError and nothing changes.
 */
export async function insertOptionRecord(
  db: Kysely<Database>,
  astrologerId: number,
  fields: OptionRecordFields,
  now: number,
): Promise<OptionRecordRow> {
  return db.transaction().execute(async (trx) => {
    const runningId = await allocateRunningId(trx, astrologerId);
    await refusePastBound(trx, 'optionRecordsPerPractice', astrologerId, 1);
    return trx
      .insertInto('option_records')
      .values({
        ...fields,
        astrologer_id: astrologerId,
        running_id: runningId,
        name_key: toSearchKey(fields.name),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Replaces the astrologer's record; undefined when there is no such record. */
export async function updateOptionRecord(
  db: Kysely<Database>,
  astrologerId: number,
  runningId: number,
  fields: OptionRecordFields,
  now: number,
): Promise<OptionRecordRow | undefined> {
  return db
    .updateTable('option_records')
    .set({ ...fields, name_key: toSearchKey(fields.name), updated_at: laterStamp('updated_at', now) })
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '=', runningId)
    .returningAll()
    .executeTakeFirst();
}

/** The astrologer's record with this number, if any. */
export async function findOptionRecord(db: Kysely<Database>, astrologerId: number, runningId: number) {
  return db
    .selectFrom('option_records')
    .selectAll()
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '=', runningId)
    .executeTakeFirst();
}

const LIST_COLUMNS = ['running_id', 'name', 'option_date'] as const;

/** The astrologer's most recently calculated records, newest first. */
export async function findRecentOptionRecords(db: Kysely<Database>, astrologerId: number, limit: number) {
  return db
    .selectFrom('option_records')
    .select(LIST_COLUMNS)
    .where('astrologer_id', '=', astrologerId)
    .orderBy('updated_at', 'desc')
    .orderBy('running_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The astrologer's records whose name, or a word of it, starts with `key` (a search key of letters,
 * digits and spaces only, so it holds no LIKE wildcard), newest first.
 */
export async function findOptionRecordsByName(
  db: Kysely<Database>,
  astrologerId: number,
  key: string,
  limit: number,
) {
  return db
    .selectFrom('option_records')
    .select(LIST_COLUMNS)
    .where('astrologer_id', '=', astrologerId)
    .where((eb) => eb.or([eb('name_key', 'like', `${key}%`), eb('name_key', 'like', `% ${key}%`)]))
    .orderBy('updated_at', 'desc')
    .orderBy('running_id', 'desc')
    .limit(limit)
    .execute();
}
