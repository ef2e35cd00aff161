/** POST /import/preview: read a file, check every row, hold what would be stored for the commit. */
import { randomUUID } from 'node:crypto';
import {
  IMPORT_LIMITS,
  type ImportPreview,
  type ImportPreviewRequest,
  type ImportRow,
} from '@kpdesk/contract';
import { deleteExpiredImportPreviews, insertImportPreview } from '../../db/import-previews.js';
import type { OptionRecordFields } from '../../db/options.js';
import { readClientIdentities } from '../../db/practice.js';
import type { ClientDeps } from '../clients/deps.js';
import { checkClient, identityOf, type ClientCandidate, type StagedClient } from './client-check.js';
import { readCsvClients } from './csv-clients.js';
import { readJhdFiles } from './jhd-files.js';
import { readPracticeFile } from './practice-file.js';

/** What a preview holds for its commit: the checked rows, in file order. */
export interface PreviewPayload {
  clients: StagedClient[];
  options: OptionRecordFields[];
  rejected: number;
}

interface ReadFile {
  clients: ClientCandidate[];
  options: { row: ImportRow; fields: OptionRecordFields | null }[];
  columns: string[];
  mapping: Record<string, string | null>;
  notices: string[];
}

function readFile(request: ImportPreviewRequest): ReadFile {
  const none = { options: [], columns: [], mapping: {}, notices: [] };
  const { format, content } = request;
  // The contract has refused a list of files for JSON and CSV.
  const text = typeof content === 'string' ? content : '';
  switch (format) {
    case 'json':
      return { ...none, ...readPracticeFile(text) };
    case 'csv':
      return { ...none, ...readCsvClients(text, request.mapping) };
    case 'jhd':
      return { ...none, clients: readJhdFiles(content) };
  }
}

async function loadDuplicateIndex(deps: ClientDeps, astrologerId: number) {
  const identities = await readClientIdentities(deps.db, astrologerId);
  const existing = new Map(
    identities.map((c) => [identityOf(c.name_key, c.dob_date, c.dob_time), c.running_id]),
  );
  return { existing, inFile: new Map<string, string>() };
}

function countRows(rows: ImportRow[]) {
  const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length;
  const warnings = rows.filter((row) => row.problems.some((p) => p.severity === 'warning')).length;
  return { create: count('create'), skip: count('skip'), reject: count('reject'), warnings };
}

/**
 * Reads and checks the file (nothing of the practice is stored) and answers every row with its action and
 * problems. When any row can be stored, the checked rows are held as a preview of this astrologer's for
 * `IMPORT_LIMITS.previewMinutes`, under a random id the commit names.
 */
export async function previewImport(
  deps: ClientDeps,
  astrologerId: number,
  request: ImportPreviewRequest,
): Promise<ImportPreview> {
  const now = deps.clock.now();
  const file = readFile(request);
  const index = await loadDuplicateIndex(deps, astrologerId);
  const clients = file.clients.map((candidate) => checkClient(candidate, index, now));
  const rows = [...clients.map((c) => c.row), ...file.options.map((o) => o.row)];
  const payload: PreviewPayload = {
    clients: clients.flatMap((c) => (c.staged ? [c.staged] : [])),
    options: file.options.flatMap((o) => (o.fields ? [o.fields] : [])),
    rejected: rows.filter((row) => row.action === 'reject').length,
  };
  const expiresAt = now + IMPORT_LIMITS.previewMinutes * 60_000;
  await deleteExpiredImportPreviews(deps.db, now);
  const isStorable = payload.clients.length + payload.options.length > 0;
  const importId = isStorable ? randomUUID() : null;
  if (importId) {
    const record = { id: importId, astrologerId, format: request.format, payload: JSON.stringify(payload) };
    await insertImportPreview(deps.db, { ...record, now, expiresAt });
  }
  return {
    importId,
    format: request.format,
    expiresAt: new Date(expiresAt).toISOString(),
    columns: file.columns,
    mapping: file.mapping,
    notices: file.notices,
    rows,
    counts: countRows(rows),
  };
}
