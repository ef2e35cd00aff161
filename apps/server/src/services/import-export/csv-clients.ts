/** Reading a CSV of clients: the header row, the column of each field (detected or chosen), one client a row. */
import {
  CSV_FIELDS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  MARITAL_STATUS_VALUES,
  type CsvField,
  type CsvMapping,
} from '@kpdesk/contract';
import { badRequest } from '../../errors.js';
import type { ClientCandidate } from './client-check.js';
import { parseCsv, readTextCell, type CsvRecord } from './csv-text.js';

/** The column chosen for each field, by header; null when the field is left out. */
export type AppliedMapping = Record<CsvField, string | null>;

const normalize = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The column each field would take from the headers alone (each column serves one field). */
export function detectMapping(columns: readonly string[]): AppliedMapping {
  const used = new Set<string>();
  const mapping = {} as AppliedMapping;
  for (const { field, header, aliases } of CSV_FIELDS) {
    const names = new Set([normalize(field), normalize(header), ...aliases]);
    const column = columns.find((c) => !used.has(c) && names.has(normalize(c)));
    if (column !== undefined) used.add(column);
    mapping[field] = column ?? null;
  }
  return mapping;
}

/** The astrologer's choices over the detected mapping; a chosen column the file does not have is refused. */
function applyMapping(columns: readonly string[], requested: CsvMapping | undefined): AppliedMapping {
  const mapping = detectMapping(columns);
  for (const [field, column] of Object.entries(requested ?? {}) as [CsvField, string | null][]) {
    if (column !== null && column !== '' && !columns.includes(column))
      throw badRequest(`mapping.${field} names a column the file does not have: '${column}'`);
    mapping[field] = column === '' ? null : column;
  }
  return mapping;
}

const SEX_WORDS: Record<string, string> = { m: 'Male', male: 'Male', f: 'Female', female: 'Female' };

/** A cell as the Add Client body takes it: the spellings other programs use, turned into ours. */
function toFieldValue(field: CsvField, text: string): unknown {
  if (text === '') return field === 'sex' || field === 'maritalStatus' ? undefined : null;
  switch (field) {
    case 'sex':
      return SEX_WORDS[text.toLowerCase()] ?? text;
    case 'maritalStatus':
      if (text.toLowerCase() === 'not available') return '';
      return MARITAL_STATUS_VALUES.find((v) => v.toLowerCase() === text.toLowerCase()) ?? text;
    case 'birthTimezone':
      return readOffset(text);
    case 'birthDate':
    case 'marriageDate':
      return /^\d{4}\/\d{2}\/\d{2}$/.test(text) ? text.replace(/\//g, '-') : text;
    case 'firstName':
    case 'lastName':
    case 'fatherName':
    case 'birthTime':
    case 'birthCity':
    case 'birthLatitude':
    case 'birthLongitude':
    case 'email':
    case 'mobile':
    case 'birthTimeCorrected':
      return text;
  }
}

/** '5.5', '+05:30', 'UTC+5:30', 'GMT-4' → hours; anything else stays text, for the time zone rule to refuse. */
export function readOffset(text: string): number | string {
  const bare = text.replace(/^(utc|gmt)\s*/i, '');
  const clock = /^([+-]?)(\d{1,2}):([0-5]\d)$/.exec(bare);
  if (clock) return (clock[1] === '-' ? -1 : 1) * (Number(clock[2]) + Number(clock[3]) / 60);
  return /^[+-]?\d+(\.\d+)?$/.test(bare) ? Number(bare) : text;
}

function toCandidate(
  record: CsvRecord,
  columns: readonly string[],
  mapping: AppliedMapping,
): ClientCandidate {
  const input: Record<string, unknown> = {};
  const texts: Partial<Record<string, string>> = {};
  for (const [field, column] of Object.entries(mapping) as [CsvField, string | null][]) {
    if (column === null) continue;
    const text = readTextCell(record.cells[columns.indexOf(column)] ?? '');
    texts[field] = text;
    input[field] = toFieldValue(field, text);
  }
  const { birthTimeCorrected, ...client } = input;
  const hasTimezone = typeof client.birthTimezone === 'number' || typeof client.birthTimezone === 'string';
  if (!hasTimezone) delete client.birthTimezone;
  const source = `line ${record.line}`;
  return {
    position: record.line,
    source,
    input: client,
    hasTimezone,
    texts,
    birthTimeCorrected,
    problems: [],
  };
}

/** The clients of a CSV text with the header row as read, the mapping applied and the file's notices. */
export function readCsvClients(text: string, requested: CsvMapping | undefined) {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw badRequest(IMPORT_MESSAGES.csvEmpty);
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.csvNoRows);
  if (rows.length > IMPORT_LIMITS.maxClients) throw badRequest(IMPORT_MESSAGES.tooManyClients);
  const columns = header.cells.map((cell) => cell.trim());
  const mapping = applyMapping(columns, requested);
  const notices = CSV_FIELDS.filter((f) => f.isRequired && mapping[f.field] === null).map(
    (f) => `No column is mapped to ${f.header}, which every client needs`,
  );
  return { columns, mapping, notices, clients: rows.map((row) => toCandidate(row, columns, mapping)) };
}
