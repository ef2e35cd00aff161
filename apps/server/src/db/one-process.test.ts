import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, callApi, startServer, type ServerProcess } from '../test/server-process.js';

const TIMEOUT_MS = 60_000;

/**
 * One server process owns a SQLite file while it runs (db/connection.ts: locking_mode EXCLUSIVE): a second
 * server started on the same DATA_DIR stops at once with one line that says why, and the first goes on.
 */
describe('a second server on the same SQLite data', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(buildServer, TIMEOUT_MS);
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(dataDir: string): Promise<ServerProcess> {
    const server = await startServer({ DATA_DIR: dataDir });
    cleanups.push(() => server.stop());
    return server;
  }

  it(
    'is refused at start in one line while the first runs, and starts once the first has stopped',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kpdesk-one-process-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const first = await start(dataDir);

      const refusal = await start(dataDir).then(
        () => '',
        (error: unknown) => String(error),
      );
      expect(refusal).toContain(
        `kpdesk server did not start: the SQLite file ${path.join(dataDir, 'kpdesk.db')} is in use by another process`,
      );
      expect(refusal).not.toMatch(/\n\s+at /); // no stack trace
      expect((await callApi(first, 'GET', '/health')).status).toBe(200);

      await first.stop();
      const next = await start(dataDir);
      expect((await callApi(next, 'GET', '/health')).data).toEqual({ database: 'up', dialect: 'sqlite' });
    },
    TIMEOUT_MS,
  );
});
