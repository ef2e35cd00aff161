import type { Kysely } from 'kysely';
import { laterStamp } from './clients.js';
import type { Database } from './schema.js';

/** Stored settings are config0..config10 as JSON text; an absent row means "never saved". */
function parse(text: string | undefined): Record<string, unknown> | null {
  return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** The astrologer's saved settings, or null when never saved. */
export async function findAstrologerSettings(db: Kysely<Database>, astrologerId: number) {
  const row = await db
    .selectFrom('astrologer_settings')
    .select('settings')
    .where('astrologer_id', '=', astrologerId)
    .executeTakeFirst();
  return parse(row?.settings);
}

/** Saves (upserts) the astrologer's settings. */
export async function saveAstrologerSettings(
  db: Kysely<Database>,
  astrologerId: number,
  settings: object,
  now: number,
) {
  const text = JSON.stringify(settings);
  await db
    .insertInto('astrologer_settings')
    .values({ astrologer_id: astrologerId, settings: text, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('astrologer_id')
        .doUpdateSet({ settings: text, updated_at: laterStamp('astrologer_settings.updated_at', now) }),
    )
    .execute();
}

/** The client's saved settings (null values = Default), or null when never saved. */
export async function findClientSettings(db: Kysely<Database>, clientId: number) {
  const row = await db
    .selectFrom('client_settings')
    .select('settings')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return parse(row?.settings);
}

/** Saves (upserts) the client's settings; the caller has checked the client is the astrologer's. */
export async function saveClientSettings(
  db: Kysely<Database>,
  clientId: number,
  settings: object,
  now: number,
) {
  const text = JSON.stringify(settings);
  await db
    .insertInto('client_settings')
    .values({ client_id: clientId, settings: text, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('client_id')
        .doUpdateSet({ settings: text, updated_at: laterStamp('client_settings.updated_at', now) }),
    )
    .execute();
}

/**
 * Everything a client's chart is computed from, in one indexed read that is also the ownership check: the
 * client row (birth data), the astrologer's and the client's saved settings (null when never saved) and the
 * write stamps (ms) of all three. Undefined when not this astrologer's client.
 */
export async function findClientChartInputs(db: Kysely<Database>, astrologerId: number, runningId: number) {
  const row = await db
    .selectFrom('clients as c')
    .leftJoin('astrologer_settings as a', 'a.astrologer_id', 'c.astrologer_id')
    .leftJoin('client_settings as s', 's.client_id', 'c.id')
    .selectAll('c')
    .select([
      'a.settings as astrologer_settings',
      'a.updated_at as astrologer_settings_at',
      's.settings as client_settings',
      's.updated_at as client_settings_at',
    ])
    .where('c.astrologer_id', '=', astrologerId)
    .where('c.running_id', '=', runningId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { astrologer_settings, astrologer_settings_at, client_settings, client_settings_at, ...client } = row;
  return {
    client,
    astrologerSettings: parse(astrologer_settings ?? undefined),
    clientSettings: parse(client_settings ?? undefined),
    stamps: { client: client.updated_at, astrologer: astrologer_settings_at, own: client_settings_at },
  };
}
