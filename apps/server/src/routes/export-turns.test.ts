import { afterEach, describe, expect, it } from 'vitest';
import { storeImport } from '../db/practice-import.js';
import { createTestApp, dialects, signUpWithId, type TestApp } from '../test/app.js';
import { addPreview, importedClients } from '../test/import-records.js';

/**
 * A large practice's export streams a page at a time with an event-loop turn before each page, so other
 * requests are answered while it is written (a SQLite read settles as a microtask and the stream asks for
 * the next page at once: without the turns a 30,000-client export held every other request for most of a
 * second in bench/load.js).
 */
describe.each(dialects())('the practice export on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('gives the event loop a turn before each page of a large practice', async () => {
    t = await createTestApp(dialect);
    const exporter = await signUpWithId(t.app);
    const { id } = exporter;
    const now = t.clock.now();
    const preview = await addPreview(t.app.context.db, id, now);
    const clients = importedClients(3000);
    expect((await storeImport(t.app.context, id, preview, { clients, options: [] }, now))?.clients).toBe(
      3000,
    );

    // Counts the event loop's turns (a check-phase callback each) while the export is written.
    let turns = 0;
    let counting = true;
    const count = (): void => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/export/practice',
      headers: exporter.headers,
    });
    counting = false;

    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ clients: unknown[] }>().clients).toHaveLength(3000);
    // Six pages of 500 clients, a turn before each: other requests are answered between pages.
    expect(turns).toBeGreaterThanOrEqual(6);
  });
});
