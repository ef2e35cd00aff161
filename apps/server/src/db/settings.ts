import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Stored settings are config0..config10 as JSON text; an absent row means "never saved". */
function parse(text: string | undefined): Record<string, unknown> | null {
  return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
}

export async function findAstrologerSettings(db: Kysely<Database>, astrologerId: number) {
  const row = await db
    .selectFrom('astrologer_settings')
    .select('settings')
    .where('astrologer_id', '=', astrologerId)
    .executeTakeFirst();
  return parse(row?.settings);
}

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
    .onConflict((oc) => oc.column('astrologer_id').doUpdateSet({ settings: text, updated_at: now }))
    .execute();
}

export async function findClientSettings(db: Kysely<Database>, clientId: number) {
  const row = await db
    .selectFrom('client_settings')
    .select('settings')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return parse(row?.settings);
}

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
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ settings: text, updated_at: now }))
    .execute();
}
