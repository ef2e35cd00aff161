/**
 * SQL of the rate limits' shared counters. One statement per hit (an upsert that starts a new window when the
 * old one has ended), atomic on both databases, so two processes never both read a count and both write it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Counts a hit of the key; answers the hits of its window and when the window ends (ms). */
export async function hitRateCounter(
  db: Kysely<Database>,
  keyHash: string,
  now: number,
  windowMs: number,
): Promise<{ hits: number; resetAt: number }> {
  const ended = sql<boolean>`rate_counters.reset_at <= ${now}`;
  const row = await db
    .insertInto('rate_counters')
    .values({ key_hash: keyHash, hits: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key_hash').doUpdateSet({
        hits: sql`case when ${ended} then 1 else rate_counters.hits + 1 end`,
        reset_at: sql`case when ${ended} then ${now + windowMs} else rate_counters.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

/** Deletes the counters whose window ended before `now` (they would restart at 1 anyway). */
export async function deleteEndedRateCounters(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_counters').where('reset_at', '<=', now).execute();
}
