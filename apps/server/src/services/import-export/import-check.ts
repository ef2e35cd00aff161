/**
 * The parsing and checking of an import file, from plain data so it runs in a worker thread (work/tasks.ts):
 * a practice file, CSV or JHD files of up to the import limit are read, every client checked (dates, places,
 * the atlas's offset, duplicates against the practice and the file), and both the preview's payload and its
 * answer serialised (the answer checked against its schema, as the route's serializer would), all off the
 * event loop: 10,000 rows took the loop over 100 ms to check and serialise. The practice's identities are
 * read by the service on the loop and come in as rows.
 */
import {
  importPreviewSchema,
  type ImportPreview,
  type ImportPreviewRequest,
  type ImportRow,
} from '@kpdesk/contract';
import { encode } from 'zod';
import type { OptionRecordFields } from '../../db/options.js';
import { findBoundNotices, type PracticeHoldings } from './bound-notices.js';
import { checkClient, type ClientCandidate } from './client-check.js';
import { readCsvClients } from './csv-clients.js';
import { readJhdFiles } from './jhd-files.js';
import { readPracticeFile } from './practice-file.js';
import type { PreviewPayload } from './preview-payload.js';

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

/**
 * The check's input: the request, the practice's clients' identities and how many clients
 * and records it holds (its bounds), the clock, and the id and expiry the preview gets when it holds anything
 * to store.
 */
export interface ImportCheckInput {
  request: ImportPreviewRequest;
  /** The practice's clients as a JSON list of [identity, running number] (one text to hand over). */
  existing: string;
  held: PracticeHoldings;
  now: number;
  preview: { importId: string; expiresAt: number };
}

/**
 * The preview's answer as JSON (every row with its action and problems) and the payload a commit stores; the
 * id is null, and so is the payload, when nothing is storable.
 */
export interface ImportCheck {
  importId: string | null;
  answerJson: string;
  payload: string | null;
}

function countRows(rows: ImportRow[]): ImportPreview['counts'] {
  const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length;
  const warnings = rows.filter((row) => row.problems.some((p) => p.severity === 'warning')).length;
  return { create: count('create'), skip: count('skip'), reject: count('reject'), warnings };
}

/** Reads and checks the file; nothing is stored here. */
export function checkImportFile({ request, existing, held, now, preview }: ImportCheckInput): ImportCheck {
  const file = readFile(request);
  const index = {
    existing: new Map(JSON.parse(existing) as [string, number][]),
    inFile: new Map<string, string>(),
  };
  const clients = file.clients.map((candidate) => checkClient(candidate, index, now));
  const rows = [...clients.map((c) => c.row), ...file.options.map((o) => o.row)];
  const payload: PreviewPayload = {
    clients: clients.flatMap((c) => (c.staged ? [c.staged] : [])),
    options: file.options.flatMap((o) => (o.fields ? [o.fields] : [])),
    rejected: rows.filter((row) => row.action === 'reject').length,
  };
  const isStorable = payload.clients.length + payload.options.length > 0;
  const importId = isStorable ? preview.importId : null;
  const answer: ImportPreview = {
    importId,
    format: request.format,
    expiresAt: new Date(preview.expiresAt).toISOString(),
    columns: file.columns,
    mapping: file.mapping,
    notices: [...file.notices, ...findBoundNotices(payload, held)],
    rows,
    counts: countRows(rows),
  };
  return {
    importId,
    answerJson: JSON.stringify(encode(importPreviewSchema, answer)),
    payload: isStorable ? JSON.stringify(payload) : null,
  };
}
