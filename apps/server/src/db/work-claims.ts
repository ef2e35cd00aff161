import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Claims one of the astrologer's `share` calculation slots until `expiresAt`; answers the claim's id, or null
 * when the astrologer already runs `share` calculations. Expired claims (of a process that died) are dropped
 * first. One transaction under the astrologer's row lock, so the count and the insert see the same rows.
 */
export async function claimWorkSlot(
  db: Kysely<Database>,
  astrologerId: number,
  share: number,
  now: number,
  expiresAt: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Touching the astrologer's row locks it (a row lock in PostgreSQL, the write lock in SQLite), so two
    // processes claiming at once count one after the other.
    await trx
      .updateTable('astrologers')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', astrologerId)
      .execute();
    await trx
      .deleteFrom('work_claims')
      .where('astrologer_id', '=', astrologerId)
      .where('expires_at', '<=', now)
      .execute();
    const row = await trx
      .selectFrom('work_claims')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('astrologer_id', '=', astrologerId)
      .executeTakeFirstOrThrow();
    if (Number(row.count) >= share) return null;
    const claim = await trx
      .insertInto('work_claims')
      .values({ astrologer_id: astrologerId, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(claim.id);
  });
}

/** Frees a claim when its calculation ends. */
export async function releaseWorkSlot(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('work_claims').where('id', '=', id).execute();
}
