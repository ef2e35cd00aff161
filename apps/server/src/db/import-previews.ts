import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** A stored preview of the astrologer's. */
export interface PreviewRecord {
  id: string;
  format: string;
  payload: string;
  expiresAt: number;
  usedAt: number | null;
}

/** Stores a preview; the caller made `id` a random UUID. */
export async function insertImportPreview(
  db: Kysely<Database>,
  preview: {
    id: string;
    astrologerId: number;
    format: string;
    payload: string;
    now: number;
    expiresAt: number;
  },
) {
  await db
    .insertInto('import_previews')
    .values({
      id: preview.id,
      astrologer_id: preview.astrologerId,
      format: preview.format,
      payload: preview.payload,
      created_at: preview.now,
      expires_at: preview.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Removes every preview that expired before `now` (any astrologer's: they can no longer be used). */
export async function deleteExpiredImportPreviews(db: Kysely<Database>, now: number) {
  await db.deleteFrom('import_previews').where('expires_at', '<', now).execute();
}

/** The astrologer's preview with this id; another astrologer's is not found. */
export async function findImportPreview(
  db: Kysely<Database>,
  astrologerId: number,
  id: string,
): Promise<PreviewRecord | undefined> {
  const row = await db
    .selectFrom('import_previews')
    .select(['id', 'format', 'payload', 'expires_at', 'used_at'])
    .where('id', '=', id)
    .where('astrologer_id', '=', astrologerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    format: row.format,
    payload: row.payload,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

/**
 * Marks the astrologer's unexpired, unused preview used, in the caller's transaction: false when another
 * commit took it first (one atomic update, so two parallel commits store it once). A rolled-back commit
 * leaves it unused.
 */
export async function claimImportPreview(
  trx: Transaction<Database>,
  astrologerId: number,
  id: string,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('import_previews')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('astrologer_id', '=', astrologerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes the astrologer's preview committable again, in the caller's transaction: its commit was undone. */
export async function releaseImportPreview(
  trx: Transaction<Database>,
  astrologerId: number,
  id: string,
): Promise<void> {
  await trx
    .updateTable('import_previews')
    .set({ used_at: null })
    .where('id', '=', id)
    .where('astrologer_id', '=', astrologerId)
    .execute();
}
