import { setImmediate as yieldTurn } from 'node:timers/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import { replaceClientWords } from './client-search-words.js';
import { toColumns, toSearchKey, type ClientFields } from './clients.js';
import type { UserEventFields } from './events.js';
import type { LifeEventFields } from './life-events.js';
import { claimImportPreview } from './import-previews.js';
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

/** What one commit stored. */
export interface StoredImport {
  clients: number;
  options: number;
  settings: number;
  correctedBirthTimes: number;
  events: number;
  firstRunningId: number | null;
  lastRunningId: number | null;
}

// Rows per INSERT: a client has 24 columns, so 400 rows stay well under both databases' parameter limits.
const CHUNK = 400;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) chunks.push(items.slice(start, start + CHUNK));
  return chunks;
}

/**
 * Writes `rows` one chunk at a time, giving the event loop a turn between chunks: a SQLite statement runs
 * synchronously and its promise resolves as a microtask, so without the turn a large commit would hold every
 * other request (PostgreSQL's answers come back as I/O and yield anyway).
 */
async function writeInChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (const [i, chunk] of chunksOf(rows).entries()) {
    if (i > 0) await yieldTurn();
    await write(chunk);
  }
}

/**
 * Takes `count` consecutive running numbers from a per-astrologer counter in one atomic upsert and answers
 * the first: an import numbers its clients after the account's last one, whatever their old numbers were.
 */
async function reserveNumbers(
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

async function insertClients(
  trx: Transaction<Database>,
  astrologerId: number,
  clients: ImportedClient[],
  now: number,
) {
  const first = await reserveNumbers(trx, 'client_counters', astrologerId, clients.length);
  const idByNumber = new Map<number, number>();
  let offset = 0;
  await writeInChunks(clients, async (chunk) => {
    const rows = chunk.map((client, i) => ({
      ...toColumns(client.fields, now),
      astrologer_id: astrologerId,
      running_id: first + offset + i,
      birth_time_corrected: client.birthTimeCorrected,
      created_at: now,
    }));
    offset += chunk.length;
    const inserted = await trx
      .insertInto('clients')
      .values(rows)
      .returning(['id', 'running_id', 'name_key', 'city_key', 'email_key'])
      .execute();
    for (const row of inserted) idByNumber.set(row.running_id, row.id);
    await replaceClientWords(trx, astrologerId, inserted);
  });
  // The client at index i got number first + i; its settings and judgements follow that client's new id.
  return { first, ids: clients.map((_, i) => idByNumber.get(first + i) ?? 0) };
}

async function insertSettings(
  trx: Transaction<Database>,
  clients: ImportedClient[],
  ids: number[],
  now: number,
) {
  const rows = clients.flatMap((client, i) =>
    client.settings
      ? [{ client_id: ids[i] ?? 0, settings: JSON.stringify(client.settings), updated_at: now }]
      : [],
  );
  await writeInChunks(rows, (chunk) => trx.insertInto('client_settings').values(chunk).execute());
  return rows.length;
}

async function insertEvents(
  trx: Transaction<Database>,
  clients: ImportedClient[],
  ids: number[],
  now: number,
) {
  const rows = clients.flatMap((client, i) =>
    client.events.map((event) => ({
      ...event.fields,
      client_id: ids[i] ?? 0,
      event_id: event.eventId,
      updated_at: now,
    })),
  );
  await writeInChunks(rows, (chunk) => trx.insertInto('user_events').values(chunk).execute());
  return rows.length;
}

async function insertLifeEvents(
  trx: Transaction<Database>,
  astrologerId: number,
  clients: ImportedClient[],
  ids: number[],
  now: number,
) {
  const rows = clients.flatMap((client, i) =>
    (client.lifeEvents ?? []).map((fields) => ({
      ...fields,
      event_timezone: fields.event_timezone ?? null,
      astrologer_id: astrologerId,
      client_id: ids[i] ?? 0,
      created_at: now,
      updated_at: now,
    })),
  );
  await writeInChunks(rows, (chunk) => trx.insertInto('life_events').values(chunk).execute());
}

async function insertOptions(
  trx: Transaction<Database>,
  astrologerId: number,
  options: OptionRecordFields[],
  now: number,
) {
  if (options.length === 0) return;
  const first = await reserveNumbers(trx, 'option_counters', astrologerId, options.length);
  const rows = options.map((fields, i) => ({
    ...fields,
    astrologer_id: astrologerId,
    running_id: first + i,
    name_key: toSearchKey(fields.name),
    created_at: now,
    updated_at: now,
  }));
  await writeInChunks(rows, (chunk) => trx.insertInto('option_records').values(chunk).execute());
}

/**
 * Stores an import in one transaction: claims the astrologer's preview (null when it is no longer
 * claimable), then the clients with new running numbers, their settings, corrected birth times and event
 * judgements, and the Options Theory records with new numbers. Any failure stores nothing and leaves the
 * preview unused.
 */
export async function storeImport(
  db: Kysely<Database>,
  astrologerId: number,
  previewId: string,
  records: { clients: ImportedClient[]; options: OptionRecordFields[] },
  now: number,
): Promise<StoredImport | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimImportPreview(trx, astrologerId, previewId, now))) return null;
    const { clients, options } = records;
    const { first, ids } =
      clients.length > 0 ? await insertClients(trx, astrologerId, clients, now) : { first: null, ids: [] };
    const settings = await insertSettings(trx, clients, ids, now);
    const events = await insertEvents(trx, clients, ids, now);
    await insertLifeEvents(trx, astrologerId, clients, ids, now);
    await insertOptions(trx, astrologerId, options, now);
    return {
      clients: clients.length,
      options: options.length,
      settings,
      correctedBirthTimes: clients.filter((c) => c.birthTimeCorrected !== null).length,
      events,
      firstRunningId: first,
      lastRunningId: first === null ? null : first + clients.length - 1,
    };
  });
}
