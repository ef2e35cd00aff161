import type { Kysely } from 'kysely';
import { laterStamp } from './clients.js';
import { compileRead, type ReadAnswer } from './compiled-reads.js';
import type { Database } from './schema.js';

/** Stored settings are config0..config11 as JSON text; an absent row means "never saved". */
export function parseStoredSettings(text: string | null | undefined): Record<string, unknown> | null {
  return text === undefined || text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** The two settings tables, each keyed by its owner's id (a client's: the caller has checked it is the astrologer's). */
const OWNER_COLUMNS = { astrologer_settings: 'astrologer_id', client_settings: 'client_id' } as const;
/** The astrologer's settings table or a client's. */
export type SettingsTable = keyof typeof OWNER_COLUMNS;

async function findSettings(db: Kysely<Database>, table: SettingsTable, ownerId: number) {
  const row = await db
    .selectFrom(table)
    .select('settings')
    .where(OWNER_COLUMNS[table], '=', ownerId)
    .executeTakeFirst();
  return parseStoredSettings(row?.settings);
}

/** `settings` over the stored ones: a key the body left out (undefined or absent) keeps its stored value. */
function keepingStored(settings: Record<string, unknown>, stored: Record<string, unknown> | null) {
  const sent = Object.entries(settings).filter(([, value]) => value !== undefined);
  return { ...stored, ...Object.fromEntries(sent) };
}

/**
 * Saves (upserts) one owner's settings; a key left undefined keeps its stored value (config9, config10 and
 * config11, beyond the spec's body). Read and write are one transaction, so a concurrent save cannot slip between.
 */
export async function saveSettings(
  db: Kysely<Database>,
  table: SettingsTable,
  ownerId: number,
  settings: Record<string, unknown>,
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    const text = JSON.stringify(keepingStored(settings, await findSettings(trx, table, ownerId)));
    const owner = OWNER_COLUMNS[table];
    await trx
      .insertInto(table)
      .values({ [owner]: ownerId, settings: text, updated_at: now })
      .onConflict((oc) =>
        oc.column(owner).doUpdateSet({ settings: text, updated_at: laterStamp(`${table}.updated_at`, now) }),
      )
      .execute();
  });
}

/** The astrologer's saved settings, or null when never saved. */
export async function findAstrologerSettings(db: Kysely<Database>, astrologerId: number) {
  return findSettings(db, 'astrologer_settings', astrologerId);
}

/** The client's saved settings (null values = Default), or null when never saved. */
export async function findClientSettings(db: Kysely<Database>, clientId: number) {
  return findSettings(db, 'client_settings', clientId);
}

/** The three tables of a client's chart inputs: the client row and the two settings rows, joined. */
function fromChartInputTables(db: Kysely<Database>, astrologerId: number, runningId: number) {
  return db
    .selectFrom('clients as c')
    .leftJoin('astrologer_settings as a', 'a.astrologer_id', 'c.astrologer_id')
    .leftJoin('client_settings as s', 's.client_id', 'c.id')
    .where('c.astrologer_id', '=', astrologerId)
    .where('c.running_id', '=', runningId);
}

/** The whole chart-inputs read: the client row, both settings texts and their write stamps. */
function selectChartInputs(db: Kysely<Database>, astrologerId: number, runningId: number) {
  return fromChartInputTables(db, astrologerId, runningId)
    .selectAll('c')
    .select([
      'a.settings as astrologer_settings',
      'a.updated_at as astrologer_settings_at',
      's.settings as client_settings',
      's.updated_at as client_settings_at',
    ]);
}

/** The write stamps of the same three rows only. */
function selectChartStamps(db: Kysely<Database>, astrologerId: number, runningId: number) {
  return fromChartInputTables(db, astrologerId, runningId).select([
    'c.id as client_id',
    'c.updated_at as client_at',
    'a.updated_at as astrologer_settings_at',
    's.updated_at as client_settings_at',
  ]);
}

const readChartInputs = compileRead(selectChartInputs);
const readChartStamps = compileRead(selectChartStamps, (row) =>
  row
    ? {
        clientId: row.client_id,
        stamps: {
          client: row.client_at,
          astrologer: row.astrologer_settings_at,
          own: row.client_settings_at,
        },
      }
    : undefined,
);

/** The write stamps (ms) of a client's chart inputs; a settings row never saved has none. */
export interface ChartInputStamps {
  client: number;
  astrologer: number | null;
  own: number | null;
}

/**
 * Everything a client's chart is computed from, in one indexed read that is also the ownership check: the
 * client row (birth data), the astrologer's and the client's saved settings as stored (JSON text, null
 * when never saved) and the write stamps (ms) of all three. Undefined when not this astrologer's client.
 */
export async function findClientChartInputs(db: Kysely<Database>, astrologerId: number, runningId: number) {
  const row = await readChartInputs(db, astrologerId, runningId);
  if (!row) return undefined;
  const { astrologer_settings, astrologer_settings_at, client_settings, client_settings_at, ...client } = row;
  const stamps: ChartInputStamps = {
    client: client.updated_at,
    astrologer: astrologer_settings_at,
    own: client_settings_at,
  };
  return { client, astrologerSettings: astrologer_settings, clientSettings: client_settings, stamps };
}

/**
 * Only the client's id and the write stamps of its chart inputs (undefined when not this astrologer's client): the same
 * indexed read as findClientChartInputs without the row's thirty columns, for a caller that already holds
 * the inputs of some stamps and needs to know whether they moved.
 */
export function findClientChartStamps(
  db: Kysely<Database>,
  astrologerId: number,
  runningId: number,
): ReadAnswer<{ clientId: number; stamps: ChartInputStamps } | undefined> {
  return readChartStamps(db, astrologerId, runningId);
}
