import type { ImportPreview } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { storeImport } from '../db/practice-import.js';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpWithId, type TestApp } from '../test/app.js';
import { addPreview, importedClients } from '../test/import-records.js';

/**
 * The preview reads the practice's clients a page of 5,000 at a time (services/import-export/preview.ts):
 * a file's row that repeats a client numbered past the first page is still found as a likely duplicate.
 */
describe.each(dialects())('duplicates across pages of the practice on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('finds a duplicate of client 5,002 in a practice of 5,002', async () => {
    t = await createTestApp(dialect);
    const { headers, id } = await signUpWithId(t.app);
    const now = t.clock.now();
    const preview = await addPreview(t.app.context.db, id, now);
    const stored = await storeImport(
      t.app.context,
      id,
      preview,
      { clients: importedClients(5001), options: [] },
      now,
    );
    expect(stored?.lastRunningId).toBe(5001);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/quickadd',
      headers,
      payload: APPENDIX_A_CLIENT,
    });
    expect(added.json<{ data: { runningId: number } }>().data.runningId).toBe(5002);

    const csv = [
      'First name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude',
      `Appendix,1935-09-12,21:08,5.5,Guna,${APPENDIX_A_CLIENT.birthLatitude},${APPENDIX_A_CLIENT.birthLongitude}`,
      'Newcomer,1990-01-02,10:00,5.5,Madurai city,9.92,78.12',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/preview',
      headers,
      payload: { format: 'csv', content: csv },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = res.json<{ data: ImportPreview }>().data;
    expect(rows.map((row) => [row.name, row.action, row.duplicateOf])).toEqual([
      ['Appendix', 'skip', 5002],
      ['Newcomer', 'create', null],
    ]);
  });
});
