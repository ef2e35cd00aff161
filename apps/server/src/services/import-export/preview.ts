/**
 * POST /import/preview: read a file, check every row (in a worker thread: import-check.ts), hold what would be
 * stored for the commit.
 */
import { randomUUID } from 'node:crypto';
import { IMPORT_LIMITS, type ImportPreview, type ImportPreviewRequest } from '@kpdesk/contract';
import { countHeld } from '../../db/collection-bounds.js';
import { deleteExpiredImportPreviews, insertImportPreview } from '../../db/import-previews.js';
import { pagesByRunningId } from '../../db/pages.js';
import { readClientIdentityPage } from '../../db/practice.js';
import type { ClientDeps } from '../clients/deps.js';
import { SerializedAnswer } from '../serialized-answer.js';
import type { Work } from '../work/work-pool.js';
import { identityOf } from './client-check.js';

/** Clients' identities read per query. */
const IDENTITY_PAGE = 5000;

/**
 * The practice's clients as a JSON list of [identity, running number], what a duplicate is found by: read a
 * page at a time with an event-loop turn before each, and handed to the worker as one text (one string to
 * copy). Read at once, 100,000 clients held the loop about 200 ms (the rows, their pairs and the copy).
 */
async function readIdentities(deps: ClientDeps, astrologerId: number): Promise<string> {
  const read = (after: number, limit: number) => readClientIdentityPage(deps.db, astrologerId, after, limit);
  const pages: string[] = [];
  for await (const page of pagesByRunningId(read, IDENTITY_PAGE)) {
    const pairs = page.map((c) => [identityOf(c.name_key, c.dob_date, c.dob_time), c.running_id]);
    pages.push(JSON.stringify(pairs).slice(1, -1));
  }
  return `[${pages.join(',')}]`;
}

/**
 * Reads and checks the file (nothing of the practice is stored) and answers every row with its action and
 * problems, with a notice for each bound of the practice that committing it would pass (bound-notices.ts).
 * When any row can be stored, the checked rows are held as a preview of this astrologer's for
 * `IMPORT_LIMITS.previewMinutes`, under a random id the commit names.
 */
export async function previewImport(
  deps: ClientDeps & { work: Work },
  astrologerId: number,
  request: ImportPreviewRequest,
): Promise<SerializedAnswer<ImportPreview>> {
  deps.work.admit(astrologerId);
  const now = deps.clock.now();
  const existing = await readIdentities(deps, astrologerId);
  const held = {
    clients: await countHeld(deps.db, 'clientsPerPractice', astrologerId),
    options: await countHeld(deps.db, 'optionRecordsPerPractice', astrologerId),
  };
  const expiresAt = now + IMPORT_LIMITS.previewMinutes * 60_000;
  const preview = { importId: randomUUID(), expiresAt };
  const file = await deps.work.run('importCheck', { request, existing, held, now, preview }, astrologerId);
  await deleteExpiredImportPreviews(deps.db, now);
  const { importId, payload } = file;
  if (importId !== null && payload !== null) {
    const record = { id: importId, astrologerId, format: request.format, payload };
    await insertImportPreview(deps.db, { ...record, now, expiresAt });
  }
  return new SerializedAnswer<ImportPreview>(file.answerJson);
}
