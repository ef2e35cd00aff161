import { setImmediate as yieldTurn } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import { refuseImportPastBounds } from './collection-bounds.js';
import { claimImportPreview, releaseImportPreview } from './import-previews.js';
import { reserveNumbers } from './import-rows.js';
import type { Database, ImportJournalTable } from './schema.js';

/** An import commit in progress: what its first transaction claimed and reserved. */
export interface ImportJournal {
  id: number;
  astrologerId: number;
  previewId: string;
  /** The first running number of its clients and of its Options Theory records (null when none). */
  firstClientNumber: number | null;
  firstOptionNumber: number | null;
}

/**
 * Claims the astrologer's preview (null when it is no longer claimable), reserves the running numbers of
 * `clients` clients and `options` records and records both in the journal, in the caller's transaction: the
 * first of a commit in short transactions, so from here a failure or a crash can find what to undo. An import
 * that would take the practice past a bound throws BoundReachedError here, before anything is written.
 */
export async function beginImport(
  trx: Transaction<Database>,
  astrologerId: number,
  previewId: string,
  counts: { clients: number; options: number },
  now: number,
): Promise<ImportJournal | null> {
  if (!(await claimImportPreview(trx, astrologerId, previewId, now))) return null;
  const firstClient =
    counts.clients > 0 ? await reserveNumbers(trx, 'client_counters', astrologerId, counts.clients) : null;
  const firstOption =
    counts.options > 0 ? await reserveNumbers(trx, 'option_counters', astrologerId, counts.options) : null;
  await refuseImportPastBounds(trx, astrologerId, counts);
  const row = await trx
    .insertInto('import_journal')
    .values({
      astrologer_id: astrologerId,
      preview_id: previewId,
      first_client_number: firstClient,
      last_client_number: firstClient === null ? null : firstClient + counts.clients - 1,
      first_option_number: firstOption,
      last_option_number: firstOption === null ? null : firstOption + counts.options - 1,
      written_client_number: null,
      written_option_number: null,
      started_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    astrologerId,
    previewId,
    firstClientNumber: firstClient,
    firstOptionNumber: firstOption,
  };
}

/**
 * Records, in the transaction that wrote them, the last client or Options Theory number written so far: an
 * undo deletes up to there and never a row the commit did not write (a number in its range taken behind the
 * counter's back makes the commit fail right there).
 */
export async function recordWritten(
  trx: Transaction<Database>,
  journal: ImportJournal,
  kind: 'client' | 'option',
  lastNumber: number,
): Promise<void> {
  const column = kind === 'client' ? 'written_client_number' : 'written_option_number';
  await trx
    .updateTable('import_journal')
    .set({ [column]: lastNumber })
    .where('id', '=', journal.id)
    .execute();
}

/** Ends a commit that wrote everything, in its last transaction: nothing is left to undo. */
export async function finishImport(trx: Transaction<Database>, journal: ImportJournal): Promise<void> {
  await trx.deleteFrom('import_journal').where('id', '=', journal.id).execute();
}

/** Clients deleted per statement when an import is undone: each delete is short, others run between. */
const UNDO_BATCH = 200;

type JournalRow = Omit<ImportJournalTable, 'id'> & { id: number };

/** Deletes the astrologer's clients numbered `first` to `last`, a batch per statement. */
async function deleteClientNumbers(db: Kysely<Database>, astrologerId: number, first: number, last: number) {
  for (let from = first; from <= last; from += UNDO_BATCH) {
    if (from > first) await yieldTurn();
    await db
      .deleteFrom('clients')
      .where('astrologer_id', '=', astrologerId)
      .where('running_id', '>=', from)
      .where('running_id', '<=', Math.min(from + UNDO_BATCH - 1, last))
      .execute();
  }
}

/**
 * Gives the reserved numbers back when no number was taken after them (as a rolled-back transaction would):
 * otherwise they stay taken, since a counter never goes below a number another commit holds.
 */
async function giveNumbersBack(trx: Transaction<Database>, row: JournalRow) {
  const ranges = [
    ['client_counters', row.first_client_number, row.last_client_number],
    ['option_counters', row.first_option_number, row.last_option_number],
  ] as const;
  for (const [counter, first, last] of ranges) {
    if (first === null || last === null) continue;
    await trx
      .updateTable(counter)
      .set({ last_running_id: first - 1 })
      .where('astrologer_id', '=', row.astrologer_id)
      .where('last_running_id', '=', last)
      .execute();
  }
}

/**
 * Deletes what the journal's commit wrote: its clients (every table naming a client deletes its rows with
 * the client or sets the reference null, see the migrations, so search words, settings, judgements and life
 * events go with them, and whatever the astrologer added to those clients meanwhile), its Options Theory
 * records; then, in one transaction, gives the numbers back where it can, un-claims the preview and drops
 * the journal row. Each step may run again after a crash midway: the journal row goes last.
 */
async function undoJournal(db: Kysely<Database>, row: JournalRow): Promise<void> {
  const { astrologer_id: astrologerId } = row;
  if (row.first_client_number !== null && row.written_client_number !== null)
    await deleteClientNumbers(db, astrologerId, row.first_client_number, row.written_client_number);
  if (row.first_option_number !== null && row.written_option_number !== null) {
    await db
      .deleteFrom('option_records')
      .where('astrologer_id', '=', astrologerId)
      .where('running_id', '>=', row.first_option_number)
      .where('running_id', '<=', row.written_option_number)
      .execute();
  }
  await db.transaction().execute(async (trx) => {
    await giveNumbersBack(trx, row);
    await releaseImportPreview(trx, astrologerId, row.preview_id);
    await trx.deleteFrom('import_journal').where('id', '=', row.id).execute();
  });
}

/** Undoes a commit that failed midway (see undoJournal). */
export async function undoImport(db: Kysely<Database>, journal: ImportJournal): Promise<void> {
  const row = await db
    .selectFrom('import_journal')
    .selectAll()
    .where('id', '=', journal.id)
    .executeTakeFirst();
  if (row) await undoJournal(db, row);
}

/**
 * Undoes every commit the journal still holds. Only at the start of a SQLite database: its file has one
 * process, so a row found then is a commit that died with its process (several processes share a PostgreSQL
 * database, whose commits stay in one transaction and write no journal).
 */
export async function undoUnfinishedImports(db: Kysely<Database>): Promise<void> {
  const rows = await db.selectFrom('import_journal').selectAll().orderBy('id').execute();
  for (const row of rows) await undoJournal(db, row);
}
