import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { laterStamp, toSearchKey } from './clients.js';
import { refusePastBound } from './collection-bounds.js';
import type { Database, HoraryQuestionsTable } from './schema.js';

/** A saved horary question with its client's number and name (null without a client). */
export type HoraryQuestionRow = Selectable<HoraryQuestionsTable> & {
  client_running_id: number | null;
  client_first_name: string | null;
  client_last_name: string | null;
};

/** The writable columns of a question; the service builds them, this module adds keys and stamps. */
export type HoraryQuestionFields = Omit<
  Selectable<HoraryQuestionsTable>,
  'id' | 'astrologer_id' | 'running_id' | 'question_key' | 'created_at' | 'updated_at'
>;

/** Takes the astrologer's next question number in one atomic upsert (safe under concurrent saves). */
async function allocateRunningId(trx: Transaction<Database>, astrologerId: number): Promise<number> {
  const row = await trx
    .insertInto('horary_counters')
    .values({ astrologer_id: astrologerId, last_running_id: 1 })
    .onConflict((oc) =>
      oc.column('astrologer_id').doUpdateSet({ last_running_id: sql`horary_counters.last_running_id + 1` }),
    )
    .returning('last_running_id')
    .executeTakeFirstOrThrow();
  return row.last_running_id;
}

/** Questions joined with their client's number and name; every query filters by astrologer first. */
function selectQuestions(db: Kysely<Database>, astrologerId: number) {
  return db
    .selectFrom('horary_questions as h')
    .leftJoin('clients as c', 'c.id', 'h.client_id')
    .selectAll('h')
    .select([
      'c.running_id as client_running_id',
      'c.first_name as client_first_name',
      'c.last_name as client_last_name',
    ])
    .where('h.astrologer_id', '=', astrologerId);
}

/** The astrologer's question with this number, if any. */
export async function findHoraryQuestion(
  db: Kysely<Database>,
  astrologerId: number,
  runningId: number,
): Promise<HoraryQuestionRow | undefined> {
  return selectQuestions(db, astrologerId).where('h.running_id', '=', runningId).executeTakeFirst();
}

/**
 * Inserts a question with the astrologer's next number; answers its number. A practice at its bound of
 * questions gets BoundReachedError and nothing changes.
 */
export async function insertHoraryQuestion(
  db: Kysely<Database>,
  astrologerId: number,
  fields: HoraryQuestionFields,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const runningId = await allocateRunningId(trx, astrologerId);
    await refusePastBound(trx, 'horaryQuestionsPerPractice', astrologerId, 1);
    await trx
      .insertInto('horary_questions')
      .values({
        ...fields,
        astrologer_id: astrologerId,
        running_id: runningId,
        question_key: toSearchKey(fields.question),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return runningId;
  });
}

/** Replaces the astrologer's question; false when there is no such question. */
export async function updateHoraryQuestion(
  db: Kysely<Database>,
  astrologerId: number,
  runningId: number,
  fields: HoraryQuestionFields,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('horary_questions')
    .set({ ...fields, question_key: toSearchKey(fields.question), updated_at: laterStamp('updated_at', now) })
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '=', runningId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The astrologer's questions saved last, newest first. */
export async function findRecentHoraryQuestions(db: Kysely<Database>, astrologerId: number, limit: number) {
  return selectQuestions(db, astrologerId)
    .orderBy('h.updated_at', 'desc')
    .orderBy('h.running_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The astrologer's questions whose question, or the client's name, has a word starting with `key` (a search
 * key of letters, digits and spaces only, so it holds no LIKE wildcard), newest first.
 */
export async function findHoraryQuestionsByWord(
  db: Kysely<Database>,
  astrologerId: number,
  key: string,
  limit: number,
) {
  return selectQuestions(db, astrologerId)
    .where((eb) =>
      eb.or([
        eb('h.question_key', 'like', `${key}%`),
        eb('h.question_key', 'like', `% ${key}%`),
        eb('c.name_key', 'like', `${key}%`),
        eb('c.name_key', 'like', `% ${key}%`),
      ]),
    )
    .orderBy('h.updated_at', 'desc')
    .orderBy('h.running_id', 'desc')
    .limit(limit)
    .execute();
}
