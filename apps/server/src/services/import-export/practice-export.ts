/**
 * GET /export/practice and GET /export/clients.csv: the astrologer's practice read a page at a time and
 * written as it is read, so a 10,000-client export starts at once and never holds the account in memory.
 */
import { Readable } from 'node:stream';
import {
  CSV_FIELDS,
  CSV_NUMBER_HEADER,
  PRACTICE_FORMAT,
  PRACTICE_VERSION,
  type ExportedClient,
  type ExportedEvent,
  type ExportedLifeEvent,
} from '@kpdesk/contract';
import {
  readClientPage,
  readLifeEventsOf,
  readOptionRecordPage,
  readUserEventsOf,
} from '../../db/practice.js';
import { pagesByRunningId } from '../../db/pages.js';
import type { Database } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import type { ClientDeps } from '../clients/deps.js';
import type { Work } from '../work/work-pool.js';
import { toOptionRecord } from '../options/options.js';
import { formatTextCell } from './csv-text.js';

/** Rows read per query. */
const PAGE_SIZE = 500;

type ClientPageRow = Awaited<ReturnType<typeof readClientPage>>[number];
type EventRow = Awaited<ReturnType<typeof readUserEventsOf>>[number];
type LifeEventRow = Awaited<ReturnType<typeof readLifeEventsOf>>[number];

/** Rows grouped by their client id. */
function byClientId<T extends { client_id: number }>(rows: T[]): Map<number, T[]> {
  const byClient = new Map<number, T[]>();
  for (const row of rows) {
    const list = byClient.get(row.client_id);
    if (list) list.push(row);
    else byClient.set(row.client_id, [row]);
  }
  return byClient;
}

/** The saved judgements and the life events of a page of clients, by client id. */
async function eventsByClient(db: Kysely<Database>, page: ClientPageRow[]) {
  const ids = page.map((row) => row.id);
  return {
    judgements: byClientId(await readUserEventsOf(db, ids)),
    lifeEvents: byClientId(await readLifeEventsOf(db, ids)),
  };
}

/** Every page of the astrologer's clients. */
function clientPages(db: Kysely<Database>, astrologerId: number) {
  return pagesByRunningId((after, limit) => readClientPage(db, astrologerId, after, limit), PAGE_SIZE);
}

function toExportedEvent(row: EventRow): ExportedEvent {
  return {
    eventKey: row.event_key,
    planetCategory: row.planet_category,
    planetOrder: row.planet_order,
    planetCombinedCategory: row.planet_combined_category,
    supportiveDestinyCategory: row.supportive_destiny_category,
    opposingDestinyCategory: row.opposing_destiny_category,
    prediction: row.prediction,
  };
}

/** A client's own fields as both exports name them (the practice file's client, the CSV's columns). */
function toExportedFields(row: ClientPageRow): Omit<ExportedClient, 'settings' | 'events' | 'lifeEvents'> {
  return {
    runningId: row.running_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fatherName: row.father_name,
    sex: row.sex as ExportedClient['sex'],
    maritalStatus: row.marital_status as ExportedClient['maritalStatus'],
    marriageDate: row.marriage_date,
    email: row.email,
    mobile: row.mobile,
    birthDate: row.dob_date,
    birthTime: row.dob_time,
    birthTimezone: row.birth_timezone,
    birthCity: row.birth_city,
    birthLatitude: row.birth_latitude,
    birthLongitude: row.birth_longitude,
    birthTimeCorrected: row.birth_time_corrected,
  };
}

function toExportedLifeEvent(row: LifeEventRow): ExportedLifeEvent {
  return {
    eventKey: row.event_key,
    date: row.event_date,
    time: row.event_time,
    note: row.note,
    timezone: row.event_timezone,
  };
}

function toExportedClient(
  row: ClientPageRow,
  events: EventRow[],
  lifeEvents: LifeEventRow[],
): ExportedClient {
  return {
    ...toExportedFields(row),
    settings: row.settings === null ? null : (JSON.parse(row.settings) as ExportedClient['settings']),
    events: events.map(toExportedEvent),
    lifeEvents: lifeEvents.map(toExportedLifeEvent),
  };
}

/** Records as lines of a JSON list: one record a line keeps the file readable without indenting it. */
function listLines(records: unknown[], isFirstPage: boolean): string {
  return records
    .map((record, i) => `${isFirstPage && i === 0 ? '\n' : ',\n'}${JSON.stringify(record)}`)
    .join('');
}

async function* practiceText(deps: ClientDeps, astrologerId: number) {
  const exportedAt = new Date(deps.clock.now()).toISOString();
  yield `{"format":"${PRACTICE_FORMAT}","version":${PRACTICE_VERSION},"exportedAt":"${exportedAt}","clients":[`;
  let isFirstPage = true;
  for await (const page of clientPages(deps.db, astrologerId)) {
    const events = await eventsByClient(deps.db, page);
    yield listLines(
      page.map((row) =>
        toExportedClient(row, events.judgements.get(row.id) ?? [], events.lifeEvents.get(row.id) ?? []),
      ),
      isFirstPage,
    );
    isFirstPage = false;
  }
  yield '\n],"options":[';
  const optionPages = pagesByRunningId(
    (after, limit) => readOptionRecordPage(deps.db, astrologerId, after, limit),
    PAGE_SIZE,
  );
  let isFirstOption = true;
  for await (const page of optionPages) {
    yield listLines(page.map(toOptionRecord), isFirstOption);
    isFirstOption = false;
  }
  yield '\n]}\n';
}

/** An export: the download's file name and its text as a stream. */
export interface ExportFile {
  fileName: string;
  file: Readable;
}

/** What an export needs: the practice's database and clock, and the work pool it takes a share of. */
export type ExportDeps = ClientDeps & { work: Work };

/**
 * Streams `text` as an export's file while holding one of the astrologer's share (Work.hold): a large
 * practice is written for seconds on the event loop, so one astrologer's exports in a loop would crowd
 * everyone's requests. The share is given back when the stream closes (ended, failed or aborted).
 */
async function streamHolding(deps: ExportDeps, astrologerId: number, text: AsyncIterable<string>) {
  deps.work.admit(astrologerId);
  const release = await deps.work.hold(astrologerId);
  const file = Readable.from(text, { objectMode: false });
  // A release that fails (the database went away) leaves a claim that expires by itself.
  file.once('close', () => void release().catch(() => undefined));
  return file;
}

/** The practice file (GET /export/practice). */
export async function exportPractice(deps: ExportDeps, astrologerId: number): Promise<ExportFile> {
  return {
    fileName: exportFileName(deps, 'practice', 'json'),
    file: await streamHolding(deps, astrologerId, practiceText(deps, astrologerId)),
  };
}

function toCsvLine(row: ClientPageRow): string {
  const cells: Record<string, string | number | null> = toExportedFields(row);
  const values = CSV_FIELDS.map(({ field }) => {
    const value = cells[field] ?? null;
    // Numbers are written plainly: a negative longitude must stay a number, not gain the formula guard.
    return typeof value === 'number' ? String(value) : formatTextCell(value);
  });
  return `${[String(row.running_id), ...values].join(',')}\r\n`;
}

async function* clientsCsvText(deps: ClientDeps, astrologerId: number) {
  // The byte order mark tells spreadsheets the file is UTF-8 (names in any script).
  yield `\uFEFF${[CSV_NUMBER_HEADER, ...CSV_FIELDS.map((f) => f.header)].join(',')}\r\n`;
  for await (const page of clientPages(deps.db, astrologerId)) yield page.map(toCsvLine).join('');
}

/** The clients CSV (GET /export/clients.csv). */
export async function exportClientsCsv(deps: ExportDeps, astrologerId: number): Promise<ExportFile> {
  return {
    fileName: exportFileName(deps, 'clients', 'csv'),
    file: await streamHolding(deps, astrologerId, clientsCsvText(deps, astrologerId)),
  };
}

/** The download's file name: the product, what it holds and the day, e.g. 'kpdesk-practice-2026-11-22.json'. */
function exportFileName(deps: ClientDeps, what: 'practice' | 'clients', extension: 'json' | 'csv'): string {
  return `kpdesk-${what}-${new Date(deps.clock.now()).toISOString().slice(0, 10)}.${extension}`;
}
