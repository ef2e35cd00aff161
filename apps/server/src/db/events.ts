import type { Kysely, Selectable } from 'kysely';
import { compileRead, type ReadAnswer } from './compiled-reads.js';
import type { Database, UserEventsTable } from './schema.js';

/** A saved judgement row of a client and event. */
export type UserEventRow = Selectable<UserEventsTable>;

/** The judgement columns a save writes (any subset; the first save fills the rest from `defaults`). */
export type UserEventFields = Pick<
  UserEventRow,
  | 'planet_category'
  | 'planet_order'
  | 'planet_combined_category'
  | 'supportive_destiny_category'
  | 'opposing_destiny_category'
  | 'prediction'
>;

/**
 * The saved judgement of the astrologer's client and an event. Joining the client on the astrologer keeps
 * another astrologer's rows out even when a caller passes a foreign client id.
 */
function selectUserEvent(db: Kysely<Database>, astrologerId: number, clientId: number, eventId: number) {
  return db
    .selectFrom('user_events')
    .innerJoin('clients', 'clients.id', 'user_events.client_id')
    .selectAll('user_events')
    .where('clients.astrologer_id', '=', astrologerId)
    .where('user_events.client_id', '=', clientId)
    .where('user_events.event_id', '=', eventId);
}

// Every event, prosperity and Time Analyser call reads the judgement: building the query each time cost
// more than the rest of a kept event answer, so its SQL is compiled once per database.
const readUserEvent = compileRead(selectUserEvent);

/** The saved judgement of the astrologer's client and an event, if any (see selectUserEvent). */
export function findUserEvent(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
  eventId: number,
): ReadAnswer<UserEventRow | undefined> {
  return readUserEvent(db, astrologerId, clientId, eventId);
}

/**
 * Writes `changes` to the judgement of a client (already checked to be the astrologer's) and event in one
 * upsert: the first save inserts `defaults` overlaid with `changes`, later saves update only `changes`.
 */
export async function saveUserEvent(
  db: Kysely<Database>,
  clientId: number,
  eventId: number,
  defaults: UserEventFields,
  changes: Partial<UserEventFields>,
  now: number,
): Promise<UserEventRow> {
  return db
    .insertInto('user_events')
    .values({ ...defaults, ...changes, client_id: clientId, event_id: eventId, updated_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'event_id']).doUpdateSet({ ...changes, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
