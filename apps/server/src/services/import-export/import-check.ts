/**
 * The parsing and checking of an import file, from plain data so it runs in a worker thread (work/tasks.ts):
 * a practice file, CSV or JHD files of up to the import limit are read, every client checked (dates, places,
 * the atlas's offset, duplicates against the practice and the file) and the preview's payload serialised,
 * all off the event loop. The practice's identities are read by the service on the loop and come in as rows.
 */
import type { ImportPreviewRequest, ImportRow } from '@kpdesk/contract';
import type { OptionRecordFields } from '../../db/options.js';
import { checkClient, type ClientCandidate, type StagedClient } from './client-check.js';
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

/** The check's input: the request, the practice's clients as [identity, running number] and the clock. */
export interface ImportCheckInput {
  request: ImportPreviewRequest;
  existing: [string, number][];
  now: number;
}

/** Every row with its action and problems, and the payload a commit stores (null when nothing is storable). */
export interface ImportCheck extends Omit<ReadFile, 'clients' | 'options'> {
  rows: ImportRow[];
  payload: string | null;
}

/** Reads and checks the file; nothing is stored here. */
export function checkImportFile({ request, existing, now }: ImportCheckInput): ImportCheck {
  const file = readFile(request);
  const index = { existing: new Map(existing), inFile: new Map<string, string>() };
  const clients = file.clients.map((candidate) => checkClient(candidate, index, now));
  const rows = [...clients.map((c) => c.row), ...file.options.map((o) => o.row)];
  const payload: PreviewPayload = {
    clients: clients.flatMap((c) => (c.staged ? [c.staged] : [])),
    options: file.options.flatMap((o) => (o.fields ? [o.fields] : [])),
    rejected: rows.filter((row) => row.action === 'reject').length,
  };
  const isStorable = payload.clients.length + payload.options.length > 0;
  const { columns, mapping, notices } = file;
  return { columns, mapping, notices, rows, payload: isStorable ? JSON.stringify(payload) : null };
}
