import type { Kysely, Selectable } from 'kysely';
import type { Database, LifeEventsTable } from './schema.js';

/** A stored life event. */
export type LifeEventRow = Selectable<LifeEventsTable>;

/** The columns a save writes; an edit that leaves the zone out (undefined) keeps the stored one. */
export type LifeEventFields = Pick<LifeEventRow, 'event_key' | 'event_date' | 'event_time' | 'note'> & {
  event_timezone?: number | null;
};

/**
 * The life events of the astrologer's client, by date, then id (the service puts a timed event of a date in
 * its clock order). Every query here filters by astrologer and client: another's row is never read.
 */
export async function listLifeEvents(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
): Promise<LifeEventRow[]> {
  return db
    .selectFrom('life_events')
    .selectAll()
    .where('astrologer_id', '=', astrologerId)
    .where('client_id', '=', clientId)
    .orderBy('event_date')
    .orderBy('id')
    .execute();
}

/** Inserts a life event of the astrologer's client (already checked to be theirs); answers its id. */
export async function insertLifeEvent(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
  fields: LifeEventFields,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('life_events')
    .values({
      ...fields,
      event_timezone: fields.event_timezone ?? null,
      astrologer_id: astrologerId,
      client_id: clientId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a life event of the astrologer's client; false when there is no such event of theirs. */
export async function updateLifeEvent(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
  id: number,
  fields: LifeEventFields,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('life_events')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('astrologer_id', '=', astrologerId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a life event of the astrologer's client; false when there is no such event of theirs. */
export async function deleteLifeEvent(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('life_events')
    .where('id', '=', id)
    .where('astrologer_id', '=', astrologerId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many life events the client has. */
export async function countLifeEvents(db: Kysely<Database>, astrologerId: number, clientId: number) {
  const row = await db
    .selectFrom('life_events')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('astrologer_id', '=', astrologerId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
