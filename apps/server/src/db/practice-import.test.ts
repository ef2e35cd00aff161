import { afterEach, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  OPTIONS_RECORD,
  createTestApp,
  dialects,
  signUpWithId,
  type TestApp,
} from '../test/app.js';
import { snapshotDatabase } from '../test/db-snapshot.js';
import { addPreview, countImportRows, importedClients } from '../test/import-records.js';
import { groupsOf, storeImport } from './practice-import.js';
import type { OptionRecordFields } from './options.js';

/**
 * The import commit on each database, called directly with rows built in the test: all or nothing when a
 * group in the middle fails (on SQLite the groups are transactions of their own, undone on failure), and
 * another astrologer is answered while a large import is being written.
 */

describe.each(dialects())('the import commit on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** An astrologer with client 1 and option record 1 saved through the API: their id and headers. */
  async function astrologerWithPractice() {
    const { headers, id } = await signUpWithId(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    expect((await post('/user/quickadd', APPENDIX_A_CLIENT)).statusCode).toBe(200);
    expect((await post('/options/save', { ...OPTIONS_RECORD, runningId: 0 })).statusCode).toBe(200);
    return { id, headers };
  }

  /** The saved option record's fields, as an import holds them. */
  async function optionFields(astrologerId: number): Promise<OptionRecordFields> {
    const row = await t.app.context.db
      .selectFrom('option_records')
      .selectAll()
      .where('astrologer_id', '=', astrologerId)
      .executeTakeFirstOrThrow();
    const fields: Record<string, unknown> = { ...row };
    for (const own of ['id', 'astrologer_id', 'running_id', 'name_key', 'created_at', 'updated_at'])
      delete fields[own];
    return fields as OptionRecordFields;
  }

  it('stores nothing when a group in the middle fails; the preview then commits in full', async () => {
    t = await createTestApp(dialect);
    const { id } = await astrologerWithPractice();
    const now = t.clock.now();
    const preview = await addPreview(t.app.context.db, id, now);
    const options = [await optionFields(id), await optionFields(id)];
    const failing = importedClients(600, { badEventAt: 300 });
    // The failing client sits in a middle group, after groups that were written.
    expect(groupsOf(failing).length).toBeGreaterThanOrEqual(5);
    const before = await snapshotDatabase(t);

    await expect(
      storeImport(t.app.context, id, preview, { clients: failing, options }, now),
    ).rejects.toThrow();
    // Every row as it was: no client, setting, judgement, life event, search word or option of the import,
    // the counters back where they were (no number was taken after the import's), the preview unused.
    expect(await snapshotDatabase(t)).toEqual(before);

    const clients = importedClients(600);
    const stored = await storeImport(t.app.context, id, preview, { clients, options }, now);
    expect(stored).toEqual({
      clients: 600,
      options: 2,
      settings: 600,
      correctedBirthTimes: 0,
      events: 600,
      firstRunningId: 2,
      lastRunningId: 601,
    });
    const rows = await countImportRows(t.app.context.db, id);
    expect({ ...rows, searchWords: rows.searchWords > 600 * 4 }).toEqual({
      clients: 601,
      settings: 600,
      judgements: 600,
      lifeEvents: 1800,
      searchWords: true,
      options: 3,
    });
    const journal = await t.app.context.db.selectFrom('import_journal').selectAll().execute();
    expect(journal).toEqual([]);
    expect(await storeImport(t.app.context, id, preview, { clients, options }, now)).toBeNull();
  });

  it("answers another astrologer's read while a large import is being written", async () => {
    t = await createTestApp(dialect);
    const importer = await astrologerWithPractice();
    const other = await astrologerWithPractice();
    const now = t.clock.now();
    const preview = await addPreview(t.app.context.db, importer.id, now);
    const clients = importedClients(3000);
    const finished: string[] = [];

    const commit = storeImport(t.app.context, importer.id, preview, { clients, options: [] }, now).then(
      (stored) => {
        finished.push('commit');
        return stored;
      },
    );
    const read = t.app.inject({ method: 'GET', url: '/api/user/1', headers: other.headers }).then((res) => {
      finished.push('read');
      return res;
    });
    const [stored, answer] = await Promise.all([commit, read]);

    expect(answer.json<{ data: { firstName: string } }>().data.firstName).toBe('Appendix');
    expect(stored?.clients).toBe(3000);
    expect(finished).toEqual(['read', 'commit']);
  });
});
