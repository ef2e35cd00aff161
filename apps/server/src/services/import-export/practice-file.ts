/** Reading a practice file (our own JSON export) into clients and Options Theory records to check. */
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  PRACTICE_FORMAT,
  PRACTICE_VERSION,
  optionResultSchema,
  optionSaveSchema,
  type ImportProblem,
  type ImportRow,
} from '@kpdesk/contract';
import type { OptionRecordFields } from '../../db/options.js';
import { badRequest } from '../../errors.js';
import { toFields } from '../options/options.js';
import { findUnstorableText, isNestedDeeperThan, unstorableTextMessage } from '../storable-text.js';
import type { ClientCandidate } from './client-check.js';
import { errorProblem, issuesToProblems } from './problems.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDocument(text: string): Record<string, unknown> {
  // Bounded before parsing, so no walk of the document can overflow (a body's JSON gets the same bound).
  if (isNestedDeeperThan(text)) throw badRequest(IMPORT_MESSAGES.jsonTooDeep);
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(IMPORT_MESSAGES.jsonUnreadable);
  }
  if (!isObject(document) || document.format !== PRACTICE_FORMAT || document.version !== PRACTICE_VERSION)
    throw badRequest(IMPORT_MESSAGES.jsonNotPractice);
  return document;
}

function listOf(document: Record<string, unknown>, key: string, limit: number, tooMany: string): unknown[] {
  const list = document[key] ?? [];
  if (!Array.isArray(list)) throw badRequest(IMPORT_MESSAGES.jsonNotPractice);
  if (list.length > limit) throw badRequest(tooMany);
  return list;
}

function toCandidate(item: unknown, i: number): ClientCandidate {
  const source = `client ${i + 1}`;
  if (!isObject(item)) {
    const problem = errorProblem('row', 'The client must be an object');
    return { position: i + 1, source, input: {}, hasTimezone: false, texts: {}, problems: [problem] };
  }
  // The old number is dropped: numbers are assigned anew after the account's last.
  const { birthTimeCorrected, settings, events, lifeEvents, ...input } = item;
  delete input.runningId;
  const hasTimezone =
    input.birthTimezone !== undefined && input.birthTimezone !== null && input.birthTimezone !== '';
  return {
    position: i + 1,
    source,
    input,
    hasTimezone,
    texts: {},
    birthTimeCorrected,
    settings,
    events,
    lifeEvents,
    problems: [],
  };
}

const LORD_FIELDS = ['ascendantLord', 'moonStarLord', 'moonSignLord', 'dayLord'] as const;
// A lord is a planet's name ('Jupiter'); the stored column holds at most 10 characters.
const PLANET_NAME = /^[A-Za-z]{1,10}$/;

function lordProblems(record: Record<string, unknown>): ImportProblem[] {
  return LORD_FIELDS.flatMap((field) => {
    const value = record[field];
    if (typeof value !== 'string' || PLANET_NAME.test(value)) return [];
    return [errorProblem(field, `${field} must be a planet's name`, value.slice(0, 40))];
  });
}

/** One Options Theory record: its preview row and, when it passes, its stored columns. */
function checkOption(item: unknown, i: number): { row: ImportRow; fields: OptionRecordFields | null } {
  const record = isObject(item) ? item : {};
  const input = optionSaveSchema.safeParse({ ...record, runningId: 0 });
  const result = optionResultSchema.safeParse(record);
  const issues = [
    ...(input.success ? [] : input.error.issues),
    ...(result.success ? [] : result.error.issues),
  ];
  const unstorable = findUnstorableText(record)?.join('.');
  const problems: ImportProblem[] = [
    ...issuesToProblems(issues, ''),
    ...(unstorable === undefined ? [] : [errorProblem(unstorable, unstorableTextMessage(unstorable))]),
    ...lordProblems(record),
  ];
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' ? value : null;
  };
  const row: ImportRow = {
    position: i + 1,
    source: `option record ${i + 1}`,
    kind: 'option',
    name: text('name') ?? '',
    birthDate: text('date'),
    birthTime: text('time'),
    birthTimezone: typeof record.timezone === 'number' ? record.timezone : null,
    birthCity: text('place'),
    action: problems.length > 0 ? 'reject' : 'create',
    problems,
    proposedTimezone: null,
    duplicateOf: null,
    settings: false,
    events: 0,
  };
  const isStorable = input.success && result.success && problems.length === 0;
  return { row, fields: isStorable ? toFields(input.data, result.data) : null };
}

/** The clients (to check) and the checked Options Theory records of a practice file. */
export function readPracticeFile(text: string) {
  const document = readDocument(text);
  const clients = listOf(document, 'clients', IMPORT_LIMITS.maxClients, IMPORT_MESSAGES.tooManyClients);
  const options = listOf(document, 'options', IMPORT_LIMITS.maxOptionRecords, IMPORT_MESSAGES.tooManyOptions);
  return { clients: clients.map(toCandidate), options: options.map(checkOption) };
}
