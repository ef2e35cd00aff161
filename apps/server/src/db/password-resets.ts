import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Stores a new OTP for an account, replacing any earlier one (only the newest mail works). */
export async function replaceResetOtp(
  db: Kysely<Database>,
  astrologerId: number,
  otpHash: string,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('astrologer_id', '=', astrologerId).execute();
    await trx
      .insertInto('password_resets')
      .values({
        astrologer_id: astrologerId,
        otp_hash: otpHash,
        expires_at: expiresAt,
        used_at: null,
        created_at: now,
      })
      .execute();
  });
}

/**
 * Takes one try of the account's live OTP atomically (unused, unexpired, fewer than `maxTries` tries) and
 * answers its id and hash, or undefined when no try is left.
 */
export async function takeResetTry(
  db: Kysely<Database>,
  astrologerId: number,
  now: number,
  maxTries: number,
) {
  return db
    .updateTable('password_resets')
    .set({ tries: sql`tries + 1` })
    .where('astrologer_id', '=', astrologerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('tries', '<', maxTries)
    .returning(['id', 'otp_hash'])
    .executeTakeFirst();
}

/** Marks an OTP used; false when another request used it first. */
export async function markResetUsed(db: Kysely<Database>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
