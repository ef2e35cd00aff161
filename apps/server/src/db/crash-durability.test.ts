import Sqlite from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { APPENDIX_A_CLIENT, dialects } from '../test/app.js';
import {
  buildServer,
  callApi,
  signUpOn,
  restartableData,
  type ServerProcess,
} from '../test/server-process.js';

/**
 * A stream of client adds to the built server, killed with SIGKILL mid-stream and started again on
 * the same data. Every add the server acknowledged (200 with its runningId) is there after the restart, the
 * client counter did not go back, and the SQLite file passes its integrity check. Adds still in flight at the
 * kill may or may not be stored: they were never acknowledged.
 */
const WRITERS = 4;
const KILL_AFTER = 40;
// Two server starts and a stream of fsync'ed writes: generous for a busy machine, a guard against a hang only.
const TIMEOUT_MS = 120_000;

/** A letters-only first name for the n-th add ('Crash', 'Crashb', …), since names take letters only. */
function nameOf(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) letters += String.fromCharCode(97 + (rest % 26));
  return `Crash${letters}`;
}

interface Acknowledged {
  runningId: number;
  firstName: string;
}

/** Adds clients from several writers until `KILL_AFTER` are acknowledged, then kills the server mid-stream. */
async function addUntilKilled(server: ServerProcess, token: string): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  const stream = { sent: 0, kill: null as Promise<void> | null };
  const writer = async () => {
    while (!stream.kill) {
      const firstName = nameOf(stream.sent++);
      const body = { ...APPENDIX_A_CLIENT, firstName };
      const add = callApi<{ runningId: number }>(server, 'POST', '/user/quickadd', body, token);
      const answer = await add.catch(() => null);
      if (!answer) return;
      expect(answer.status).toBe(200);
      acknowledged.push({ runningId: answer.data.runningId, firstName });
      // The other writers' adds are in flight now: the kill lands mid-stream.
      if (acknowledged.length >= KILL_AFTER) stream.kill ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await stream.kill;
  return acknowledged;
}

describe.each(dialects())('acknowledged writes survive kill -9 on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(buildServer, TIMEOUT_MS);
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'keeps every acknowledged client add and a consistent database',
    async () => {
      const data = await restartableData(dialect, cleanups);

      const first = await data.start();
      const { token } = await signUpOn(first);
      const acknowledged = await addUntilKilled(first, token);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      const numbers = acknowledged.map((a) => a.runningId);
      expect(new Set(numbers).size).toBe(numbers.length);

      // The same data folder keeps the generated JWT secret, so the token from before the crash still works.
      const second = await data.start();
      expect((await callApi(second, 'GET', '/health')).status).toBe(200);
      for (const { runningId, firstName } of acknowledged) {
        const client = await callApi<{ firstName: string }>(
          second,
          'GET',
          `/user/${runningId}`,
          undefined,
          token,
        );
        expect([client.status, client.data.firstName], `client ${runningId}`).toEqual([200, firstName]);
      }
      const next = await callApi<{ runningId: number }>(
        second,
        'POST',
        '/user/quickadd',
        APPENDIX_A_CLIENT,
        token,
      );
      expect(next.data.runningId).toBeGreaterThan(Math.max(...numbers));
      await second.stop();

      if (dialect === 'sqlite') {
        const database = new Sqlite(loadConfig({ DATA_DIR: data.dataDir }).sqliteFile, {
          readonly: true,
          fileMustExist: true,
        });
        try {
          expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(database.pragma('foreign_key_check')).toEqual([]);
        } finally {
          database.close();
        }
      }
    },
    TIMEOUT_MS,
  );
});
