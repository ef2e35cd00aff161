/** POST /import/commit: store a preview's rows, all or nothing. */
import { IMPORT_MESSAGES, type ImportCommit } from '@kpdesk/contract';
import type { z } from 'zod';
import type { importCommitRequestSchema } from '@kpdesk/contract';
import { isUniqueViolation, type DialectName } from '../../db/dialect.js';
import { findImportPreview } from '../../db/import-previews.js';
import { storeImport } from '../../db/practice-import.js';
import { conflict, notFound } from '../../errors.js';
import type { ClientDeps } from '../clients/deps.js';
import { writeWithinBounds } from '../collection-bounds.js';
import { whileHolding, type Work } from '../work/work-pool.js';
import type { PreviewPayload } from './preview-payload.js';

type CommitRequest = z.output<typeof importCommitRequestSchema>;

/**
 * The commit stores differently by dialect (db/practice-import.ts), so it needs to know which; it holds one
 * of the astrologer's share of the work while it writes.
 */
export type CommitDeps = ClientDeps & { dialect: DialectName; work: Work };

/** The clients the astrologer chose: duplicates only when included, the atlas's offset where chosen. */
function chooseClients(payload: PreviewPayload, request: CommitRequest) {
  return payload.clients
    .filter((client) => request.includeDuplicates || !client.isDuplicate)
    .map(({ record, proposedTimezone }) =>
      request.useProposedTimezones && proposedTimezone !== null
        ? { ...record, fields: { ...record.fields, birthTimezone: proposedTimezone } }
        : record,
    );
}

/**
 * Stores the astrologer's preview: 404 when it is not theirs (or never was), 404 when it expired, 409 when
 * it was stored already; 400 naming the bound when it would take the practice past its bound of clients or of
 * Options Theory records (counted now, not at the preview: the practice may have changed since), and then
 * nothing is stored and the preview stays uncommitted. Clients get new running numbers after the account's
 * last; their settings, corrected birth times and judgements follow them; Options Theory records get new
 * numbers too. A commit writes for up to a second on the event loop, so it takes one of the astrologer's
 * share (429 past it).
 */
export async function commitImport(
  deps: CommitDeps,
  astrologerId: number,
  request: CommitRequest,
): Promise<ImportCommit> {
  return whileHolding(deps.work, astrologerId, () => storePreview(deps, astrologerId, request));
}

async function storePreview(
  deps: CommitDeps,
  astrologerId: number,
  request: CommitRequest,
): Promise<ImportCommit> {
  const now = deps.clock.now();
  const preview = await findImportPreview(deps.db, astrologerId, request.importId);
  if (!preview) throw notFound(IMPORT_MESSAGES.previewNotFound);
  if (preview.usedAt !== null) throw conflict(IMPORT_MESSAGES.previewUsed);
  if (preview.expiresAt < now) throw notFound(IMPORT_MESSAGES.previewExpired);
  const payload = JSON.parse(preview.payload) as PreviewPayload;
  const clients = chooseClients(payload, request);
  let stored;
  try {
    const records = { clients, options: payload.options };
    stored = await writeWithinBounds(() => storeImport(deps, astrologerId, preview.id, records, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(IMPORT_MESSAGES.commitConflict);
    throw error;
  }
  // Another commit of the same preview won the claim between the read above and this transaction.
  if (!stored) throw conflict(IMPORT_MESSAGES.previewUsed);
  return { ...stored, skipped: payload.clients.length - clients.length, rejected: payload.rejected };
}
