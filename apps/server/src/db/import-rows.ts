import { sql, type Transaction } from 'kysely';
import { replaceClientWords } from './client-search-words.js';
import { toColumns, toSearchKey, type ClientFields } from './clients.js';
import type { UserEventFields } from './events.js';
import type { LifeEventFields } from './life-events.js';
import type { OptionRecordFields } from './options.js';
import type { Database } from './schema.js';

/** A client to store with what belongs to it. */
export interface ImportedClient {
  fields: ClientFields;
  birthTimeCorrected: string | null;
  /** config0..config11 as saved (null values = Default), or null when the client has none. */
  settings: Record<string, unknown> | null;
  events: { eventId: number; fields: UserEventFields }[];
  /** Absent in a preview held before life events were exported. */
  lifeEvents?: LifeEventFields[];
}

// Rows per INSERT: a client has 24 columns, so 400 rows stay well under both databases' parameter limits.
const BATCH = 400;

/** `items` in slices of at most BATCH. */
export function batchesOf<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) batches.push(items.slice(start, start + BATCH));
  return batches;
}

/**
 * Takes `count` consecutive running numbers from a per-astrologer counter in one atomic upsert and answers
 * the first: an import numbers its clients after the account's last one, whatever their old numbers were.
 */
export async function reserveNumbers(
  trx: Transaction<Database>,
  counter: 'client_counters' | 'option_counters',
  astrologerId: number,
  count: number,
): Promise<number> {
  const row = await trx
    .insertInto(counter)
    .values({ astrologer_id: astrologerId, last_running_id: count })
    .onConflict((oc) =>
      oc
        .column('astrologer_id')
        .doUpdateSet({ last_running_id: sql`${sql.ref(`${counter}.last_running_id`)} + ${count}` }),
    )
    .returning('last_running_id')
    .executeTakeFirstOrThrow();
  return row.last_running_id - count + 1;
}

/** Inserts the clients numbered from `first` with their search words; answers their new ids in order. */
async function insertClients(
  trx: Transaction<Database>,
  astrologerId: number,
  clients: readonly ImportedClient[],
  first: number,
  now: number,
): Promise<number[]> {
  const rows = clients.map((client, i) => ({
    ...toColumns(client.fields, now),
    astrologer_id: astrologerId,
    running_id: first + i,
    birth_time_corrected: client.birthTimeCorrected,
    created_at: now,
  }));
  const idByNumber = new Map<number, number>();
  for (const batch of batchesOf(rows)) {
    const inserted = await trx
      .insertInto('clients')
      .values(batch)
      .returning(['id', 'running_id', 'name_key', 'city_key', 'email_key'])
      .execute();
    for (const row of inserted) idByNumber.set(row.running_id, row.id);
    await replaceClientWords(trx, astrologerId, inserted);
  }
  // The client at index i got number first + i; what belongs to it follows that client's new id.
  return clients.map((_, i) => idByNumber.get(first + i) ?? 0);
}

/**
 * Writes `clients`, numbered from `first`, in the caller's transaction, each with its search words, settings,
 * event judgements and life events, so no one ever sees a client without what belongs to it.
 */
export async function writeClients(
  trx: Transaction<Database>,
  astrologerId: number,
  clients: readonly ImportedClient[],
  first: number,
  now: number,
): Promise<void> {
  const ids = await insertClients(trx, astrologerId, clients, first, now);
  const settings = clients.flatMap((client, i) =>
    client.settings
      ? [{ client_id: ids[i] ?? 0, settings: JSON.stringify(client.settings), updated_at: now }]
      : [],
  );
  for (const batch of batchesOf(settings)) await trx.insertInto('client_settings').values(batch).execute();
  const events = clients.flatMap((client, i) =>
    client.events.map((event) => ({
      ...event.fields,
      client_id: ids[i] ?? 0,
      event_id: event.eventId,
      updated_at: now,
    })),
  );
  for (const batch of batchesOf(events)) await trx.insertInto('user_events').values(batch).execute();
  const lifeEvents = clients.flatMap((client, i) =>
    (client.lifeEvents ?? []).map((fields) => ({
      ...fields,
      event_timezone: fields.event_timezone ?? null,
      astrologer_id: astrologerId,
      client_id: ids[i] ?? 0,
      created_at: now,
      updated_at: now,
    })),
  );
  for (const batch of batchesOf(lifeEvents)) await trx.insertInto('life_events').values(batch).execute();
}

/** Writes Options Theory records numbered from `first` in the caller's transaction. */
export async function writeOptions(
  trx: Transaction<Database>,
  astrologerId: number,
  options: readonly OptionRecordFields[],
  first: number,
  now: number,
): Promise<void> {
  const rows = options.map((fields, i) => ({
    ...fields,
    astrologer_id: astrologerId,
    running_id: first + i,
    name_key: toSearchKey(fields.name),
    created_at: now,
    updated_at: now,
  }));
  for (const batch of batchesOf(rows)) await trx.insertInto('option_records').values(batch).execute();
}
