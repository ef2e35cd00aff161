import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Reads of a whole practice for the exports, a page at a time by running number (the (astrologer_id,
 * running_id) unique index serves each page), so a 10,000-client export never holds the account in memory.
 */

/** A page of the astrologer's clients after `afterRunningId`, with their saved settings (JSON text or null). */
export async function readClientPage(
  db: Kysely<Database>,
  astrologerId: number,
  afterRunningId: number,
  limit: number,
) {
  return db
    .selectFrom('clients as c')
    .leftJoin('client_settings as s', 's.client_id', 'c.id')
    .selectAll('c')
    .select('s.settings as settings')
    .where('c.astrologer_id', '=', astrologerId)
    .where('c.running_id', '>', afterRunningId)
    .orderBy('c.running_id')
    .limit(limit)
    .execute();
}

/** The saved event judgements of these clients (already checked to be the astrologer's), with event keys. */
export async function readUserEventsOf(db: Kysely<Database>, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom('user_events as u')
    .innerJoin('events as e', 'e.id', 'u.event_id')
    .selectAll('u')
    .select('e.event_key')
    .where('u.client_id', 'in', clientIds)
    .orderBy('u.client_id')
    .orderBy('u.event_id')
    .execute();
}

/** The life events of these clients (already checked to be the astrologer's), in date order. */
export async function readLifeEventsOf(db: Kysely<Database>, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom('life_events')
    .selectAll()
    .where('client_id', 'in', clientIds)
    .orderBy('client_id')
    .orderBy('event_date')
    .orderBy('id')
    .execute();
}

/** A page of the astrologer's Options Theory records after `afterRunningId`. */
export async function readOptionRecordPage(
  db: Kysely<Database>,
  astrologerId: number,
  afterRunningId: number,
  limit: number,
) {
  return db
    .selectFrom('option_records')
    .selectAll()
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '>', afterRunningId)
    .orderBy('running_id')
    .limit(limit)
    .execute();
}

/**
 * What makes a likely duplicate of the astrologer's clients numbered after `afterRunningId` (name key, birth
 * date and time), at most `limit` in running-number order: a page, so a practice of 100,000 clients is read
 * in short steps.
 */
export async function readClientIdentityPage(
  db: Kysely<Database>,
  astrologerId: number,
  afterRunningId: number,
  limit: number,
) {
  return db
    .selectFrom('clients')
    .select(['running_id', 'name_key', 'dob_date', 'dob_time'])
    .where('astrologer_id', '=', astrologerId)
    .where('running_id', '>', afterRunningId)
    .orderBy('running_id')
    .limit(limit)
    .execute();
}
