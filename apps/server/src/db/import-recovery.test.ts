import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { addPreview, countImportRows, importedClients } from '../test/import-records.js';
import { copySqliteTemplate } from '../test/migrated-templates.js';
import { insertAstrologer } from './astrologers.js';
import { openDatabase, type DatabaseHandle } from './connection.js';
import { beginImport, recordWritten } from './import-journal.js';
import { writeClients } from './import-rows.js';
import { groupsOf, storeImport } from './practice-import.js';

/**
 * An import commit on SQLite that died midway (its journal and first groups written, the rest never): the
 * next start of the database undoes it, so no trace of the import is left and its preview commits again.
 * SQLite only: there a commit writes in transactions of its own and the start undoes what a dead one left;
 * on PostgreSQL the commit is one transaction, which a crash rolls back by itself.
 */
const NOW = Date.UTC(2026, 10, 29, 6, 0, 0);

describe('an import commit that died midway, on sqlite', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function open(file: string): Promise<DatabaseHandle> {
    const handle = await openDatabase({ dialect: 'sqlite', file });
    cleanups.push(() => handle.db.destroy());
    return handle;
  }

  it('leaves no trace after the next start, and its preview commits in full', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kpdesk-import-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'kpdesk.sqlite');
    copySqliteTemplate(inject('migratedTemplates'), file);
    const first = await open(file);
    const astrologerId = await insertAstrologer(first.db, {
      firstName: 'Meena',
      lastName: 'Iyer',
      email: 'meena.crash@example.com',
      mobile: '9840099999',
      pinHash: 'unused',
      passwordHash: 'unused',
      createdAt: NOW,
    });
    const preview = await addPreview(first.db, astrologerId, NOW);
    const clients = importedClients(600);
    const groups = groupsOf(clients);
    expect(groups.length).toBeGreaterThanOrEqual(3);

    // What a commit leaves when its process dies after its second group: the journal and two groups.
    const counts = { clients: clients.length, options: 0 };
    const journal = await first.db
      .transaction()
      .execute((trx) => beginImport(trx, astrologerId, preview, counts, NOW));
    if (!journal?.firstClientNumber) throw new Error('the preview was not claimed');
    let next = journal.firstClientNumber;
    for (const group of groups.slice(0, 2)) {
      const from = next;
      await first.db.transaction().execute(async (trx) => {
        await writeClients(trx, astrologerId, group, from, NOW);
        await recordWritten(trx, journal, 'client', from + group.length - 1);
      });
      next += group.length;
    }
    expect((await countImportRows(first.db, astrologerId)).clients).toBe(next - 1);
    await first.db.destroy();

    const second = await open(file);
    expect(await countImportRows(second.db, astrologerId)).toEqual({
      clients: 0,
      settings: 0,
      judgements: 0,
      lifeEvents: 0,
      searchWords: 0,
      options: 0,
    });
    expect(await second.db.selectFrom('import_journal').selectAll().execute()).toEqual([]);
    const counter = await second.db.selectFrom('client_counters').select('last_running_id').execute();
    expect(counter).toEqual([{ last_running_id: 0 }]);

    const stored = await storeImport(second, astrologerId, preview, { clients, options: [] }, NOW);
    expect(stored).toMatchObject({ clients: 600, firstRunningId: 1, lastRunningId: 600 });
    expect(await countImportRows(second.db, astrologerId)).toMatchObject({ clients: 600, lifeEvents: 1800 });
  });
});
