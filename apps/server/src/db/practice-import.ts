import { setImmediate as yieldTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { refuseImportPastBounds } from './collection-bounds.js';
import type { DatabaseHandle } from './connection.js';
import { claimImportPreview } from './import-previews.js';
import {
  beginImport,
  finishImport,
  recordWritten,
  undoImport,
  type ImportJournal,
} from './import-journal.js';
import { batchesOf, reserveNumbers, writeClients, writeOptions, type ImportedClient } from './import-rows.js';
import type { OptionRecordFields } from './options.js';
import type { Database } from './schema.js';

export type { ImportedClient } from './import-rows.js';

/** What one commit stored. */
export interface StoredImport {
  clients: number;
  options: number;
  settings: number;
  correctedBirthTimes: number;
  events: number;
  firstRunningId: number | null;
  lastRunningId: number | null;
}

/** The rows of one import. */
export interface ImportRecords {
  clients: ImportedClient[];
  options: OptionRecordFields[];
}

/** Rows one SQLite transaction of a commit writes, at most (a single client with everything it has aside). */
const GROUP_ROWS = 2000;

/** A client's search words and word pairs: about a dozen for a name, a place and an email. */
const WORD_ROWS = 12;

function rowsOf(client: ImportedClient): number {
  const settings = client.settings ? 1 : 0;
  return 1 + WORD_ROWS + settings + client.events.length + (client.lifeEvents?.length ?? 0);
}

/** `clients` in consecutive groups of about GROUP_ROWS rows with what belongs to them. */
export function groupsOf(clients: readonly ImportedClient[]): ImportedClient[][] {
  const groups: ImportedClient[][] = [];
  let group: ImportedClient[] = [];
  let rows = 0;
  for (const client of clients) {
    if (group.length > 0 && rows + rowsOf(client) > GROUP_ROWS) {
      groups.push(group);
      group = [];
      rows = 0;
    }
    group.push(client);
    rows += rowsOf(client);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

function summarise({ clients, options }: ImportRecords, first: number | null): StoredImport {
  return {
    clients: clients.length,
    options: options.length,
    settings: clients.filter((c) => c.settings !== null).length,
    correctedBirthTimes: clients.filter((c) => c.birthTimeCorrected !== null).length,
    events: clients.reduce((sum, c) => sum + c.events.length, 0),
    firstRunningId: first,
    lastRunningId: first === null ? null : first + clients.length - 1,
  };
}

/**
 * PostgreSQL: the whole import in one transaction. Its pool gives other requests connections of their own,
 * so nobody waits for it, and several processes may share the database, so a journal row found at a start
 * could be another process's live commit. A turn between groups keeps the event loop answering.
 */
async function storeInOneTransaction(
  db: Kysely<Database>,
  astrologerId: number,
  previewId: string,
  records: ImportRecords,
  now: number,
): Promise<StoredImport | null> {
  const { clients, options } = records;
  return db.transaction().execute(async (trx) => {
    if (!(await claimImportPreview(trx, astrologerId, previewId, now))) return null;
    const first =
      clients.length > 0 ? await reserveNumbers(trx, 'client_counters', astrologerId, clients.length) : null;
    const firstOption =
      options.length > 0 ? await reserveNumbers(trx, 'option_counters', astrologerId, options.length) : null;
    await refuseImportPastBounds(trx, astrologerId, { clients: clients.length, options: options.length });
    let next = first ?? 0;
    for (const group of groupsOf(clients)) {
      await yieldTurn();
      await writeClients(trx, astrologerId, group, next, now);
      next += group.length;
    }
    if (firstOption !== null) await writeOptions(trx, astrologerId, options, firstOption, now);
    return summarise(records, first);
  });
}

/** Writes the import's rows after its first transaction, a group per transaction, noting each in the journal. */
async function writeInGroups(
  db: Kysely<Database>,
  journal: ImportJournal,
  records: ImportRecords,
  now: number,
) {
  const { astrologerId } = journal;
  let next = journal.firstClientNumber ?? 0;
  for (const group of groupsOf(records.clients)) {
    await yieldTurn();
    const first = next;
    await db.transaction().execute(async (trx) => {
      await writeClients(trx, astrologerId, group, first, now);
      await recordWritten(trx, journal, 'client', first + group.length - 1);
    });
    next += group.length;
  }
  let nextOption = journal.firstOptionNumber ?? 0;
  for (const batch of batchesOf(records.options)) {
    await yieldTurn();
    const first = nextOption;
    await db.transaction().execute(async (trx) => {
      await writeOptions(trx, astrologerId, batch, first, now);
      await recordWritten(trx, journal, 'option', first + batch.length - 1);
    });
    nextOption += batch.length;
  }
}

/**
 * SQLite: the import in short transactions of their own with an event-loop turn between them, since the one
 * connection would otherwise serve nobody else until the whole import is written. The first claims the
 * preview, reserves the numbers and writes the journal; each next writes a group of clients with everything
 * that belongs to them; the last drops the journal. A failure undoes what was written and un-claims the
 * preview before it is thrown again; a crash is undone at the next start (undoUnfinishedImports).
 */
async function storeInShortTransactions(
  db: Kysely<Database>,
  astrologerId: number,
  previewId: string,
  records: ImportRecords,
  now: number,
): Promise<StoredImport | null> {
  const counts = { clients: records.clients.length, options: records.options.length };
  const journal = await db
    .transaction()
    .execute((trx) => beginImport(trx, astrologerId, previewId, counts, now));
  if (!journal) return null;
  try {
    await writeInGroups(db, journal, records, now);
    await db.transaction().execute((trx) => finishImport(trx, journal));
  } catch (error) {
    // When the undo fails too (the database went away), the journal row stays for the next start to undo.
    await undoImport(db, journal).catch(() => undefined);
    throw error;
  }
  return summarise(records, journal.firstClientNumber);
}

/**
 * Stores an import all or nothing: claims the astrologer's preview (null when it is no longer claimable),
 * then the clients with new running numbers, their settings, corrected birth times, event judgements and
 * life events, and the Options Theory records with new numbers. Any failure stores nothing and leaves the
 * preview unused (on SQLite its reserved numbers stay taken when a number was taken after them). An import
 * that would take the practice past its bound of clients or of records throws BoundReachedError before any
 * row is written. How depends on the dialect: one transaction on PostgreSQL, short ones with a journal on
 * SQLite (see each).
 */
export async function storeImport(
  { db, dialect }: DatabaseHandle,
  astrologerId: number,
  previewId: string,
  records: ImportRecords,
  now: number,
): Promise<StoredImport | null> {
  const store = dialect === 'sqlite' ? storeInShortTransactions : storeInOneTransaction;
  return store(db, astrologerId, previewId, records, now);
}
