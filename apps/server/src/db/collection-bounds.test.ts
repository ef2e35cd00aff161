import { COLLECTION_BOUNDS } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../test/app.js';
import { addPreview, importedClients } from '../test/import-records.js';
import { insertAstrologer } from './astrologers.js';
import { BoundReachedError, countHeld } from './collection-bounds.js';
import { findImportPreview } from './import-previews.js';
import { beginImport, recordWritten } from './import-journal.js';
import { writeClients } from './import-rows.js';
import { storeImport } from './practice-import.js';

const NOW = Date.UTC(2026, 10, 29, 6, 0, 0);
let emails = 0;

/**
 * The counts behind the practice's bounds: an import commit in progress on SQLite (its rows arrive a group
 * at a time) has its reserved numbers counted as held, and an import past a bound is refused before it claims
 * its preview or takes a number, on both databases.
 */
describe.each(dialects())('the counts of the practice bounds on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const newAstrologer = () =>
    insertAstrologer(t.app.context.db, {
      firstName: 'Meena',
      lastName: 'Iyer',
      email: `meena.bounds.${++emails}@example.com`,
      mobile: `98400${String(emails).padStart(5, '0')}`,
      pinHash: 'unused',
      passwordHash: 'unused',
      createdAt: NOW,
    });

  it('counts the numbers an unfinished import has reserved and not yet written as held', async () => {
    const { db } = t.app.context;
    const astrologerId = await newAstrologer();
    const preview = await addPreview(db, astrologerId, NOW);
    const counts = { clients: 5, options: 2 };
    const journal = await db
      .transaction()
      .execute((trx) => beginImport(trx, astrologerId, preview, counts, NOW));
    if (!journal?.firstClientNumber) throw new Error('the preview was not claimed');
    expect(await countHeld(db, 'clientsPerPractice', astrologerId)).toBe(5);
    expect(await countHeld(db, 'optionRecordsPerPractice', astrologerId)).toBe(2);

    const first = journal.firstClientNumber;
    await db.transaction().execute(async (trx) => {
      await writeClients(trx, astrologerId, importedClients(3), first, NOW);
      await recordWritten(trx, journal, 'client', first + 2);
    });
    expect(await countHeld(db, 'clientsPerPractice', astrologerId)).toBe(5);
    expect(await countHeld(db, 'clientsPerPractice', await newAstrologer())).toBe(0);
  });

  it('refuses an import past the bound of clients before it claims its preview or takes a number', async () => {
    const { db } = t.app.context;
    const astrologerId = await newAstrologer();
    const preview = await addPreview(db, astrologerId, NOW);
    const clients = importedClients(COLLECTION_BOUNDS.clientsPerPractice + 1);
    const records = { clients, options: [] };
    await expect(storeImport(t.app.context, astrologerId, preview, records, NOW)).rejects.toThrow(
      new BoundReachedError('clientsPerPractice'),
    );
    expect(await findImportPreview(db, astrologerId, preview)).toMatchObject({ usedAt: null });
    expect(await countHeld(db, 'clientsPerPractice', astrologerId)).toBe(0);
    const counters = db.selectFrom('client_counters').selectAll().where('astrologer_id', '=', astrologerId);
    expect(await counters.execute()).toEqual([]);
    const journal = db.selectFrom('import_journal').selectAll().where('astrologer_id', '=', astrologerId);
    expect(await journal.execute()).toEqual([]);
  });
});
