/** SQL of the device keys (docs/offline.md). */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The astrologer's device key, or undefined before the first one is made. */
export async function findDeviceKey(
  db: Kysely<Database>,
  astrologerId: number,
): Promise<{ key: string; keyId: string } | undefined> {
  const row = await db
    .selectFrom('device_keys')
    .select(['key', 'key_id'])
    .where('astrologer_id', '=', astrologerId)
    .executeTakeFirst();
  return row && { key: row.key, keyId: row.key_id };
}

/**
 * Stores a new key unless the astrologer has one: two first calls at once (two tabs, two server processes)
 * keep the first written, and both then read that one.
 */
export async function insertDeviceKeyOnce(
  db: Kysely<Database>,
  row: { astrologerId: number; key: string; keyId: string; now: number },
): Promise<void> {
  await db
    .insertInto('device_keys')
    .values({ astrologer_id: row.astrologerId, key: row.key, key_id: row.keyId, created_at: row.now })
    .onConflict((oc) => oc.column('astrologer_id').doNothing())
    .execute();
}
