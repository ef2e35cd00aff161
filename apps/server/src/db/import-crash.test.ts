import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test/app.js';
import {
  buildServer,
  callApi,
  signUpOn,
  restartableData,
  type ServerProcess,
} from '../test/server-process.js';

/**
 * The built server killed with SIGKILL while it commits an import of 10,000 clients, then started again on
 * the same data: either the whole import is there or none of it, and when none, the preview commits in
 * full. The kill comes once the importer sees the import's first client: on SQLite the commit writes in
 * transactions of its own, so that is mid-commit (undone at the restart); on PostgreSQL the one transaction
 * shows it only at its end.
 */
const CLIENTS = 10_000;
// Two server starts, a 10,000-client preview and commits: generous for a busy machine, a guard against a hang.
const TIMEOUT_MS = 180_000;

/** Letters only (client names are letters): 0 → 'a', 12 → 'bc'. */
const lettersOf = (n: number) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

function clientsCsv(): string {
  const lines = ['First name,Last name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude'];
  for (let i = 0; i < CLIENTS; i += 1)
    lines.push(`Client,${lettersOf(i)},1980-01-15,10:30,5.5,Chennai city,13.0827,80.2707`);
  return lines.join('\n');
}

/** Starts the commit and kills the server once the importer sees client 1; answers the commit's status. */
async function commitUntilKilled(server: ServerProcess, token: string, importId: string) {
  const commit = { status: null as number | null, isDone: false };
  const committing = callApi(server, 'POST', '/import/commit', { importId }, token)
    .then((answer) => (commit.status = answer.status))
    .catch(() => null)
    .finally(() => (commit.isDone = true));
  while (!commit.isDone) {
    const first = await callApi(server, 'GET', '/user/1', undefined, token).catch(() => null);
    if (first?.status === 200) break;
  }
  await server.kill();
  await committing;
  return commit.status;
}

describe.each(dialects())('an import commit killed with kill -9 on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(buildServer, TIMEOUT_MS);
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'leaves the whole import or none of it',
    async () => {
      const data = await restartableData(dialect, cleanups);

      const first = await data.start();
      const { token } = await signUpOn(first);
      const preview = await callApi<{ importId: string; counts: { create: number } }>(
        first,
        'POST',
        '/import/preview',
        { format: 'csv', content: clientsCsv() },
        token,
      );
      expect([preview.status, preview.data.counts.create]).toEqual([200, CLIENTS]);
      const committed = await commitUntilKilled(first, token, preview.data.importId);

      const second = await data.start();
      const statusOf = async (runningId: number) =>
        (await callApi(second, 'GET', `/user/${runningId}`, undefined, token)).status;
      const [firstClient, lastClient] = [await statusOf(1), await statusOf(CLIENTS)];
      expect([firstClient, lastClient]).toSatisfy(
        ([one, last]: number[]) => (one === 200 && last === 200) || (one === 404 && last === 404),
      );
      // An acknowledged commit is there in full.
      if (committed === 200) expect(lastClient).toBe(200);
      if (firstClient === 404) {
        const again = await callApi<{ clients: number; firstRunningId: number }>(
          second,
          'POST',
          '/import/commit',
          { importId: preview.data.importId },
          token,
        );
        expect([again.status, again.data.clients, again.data.firstRunningId]).toEqual([200, CLIENTS, 1]);
      }
    },
    TIMEOUT_MS,
  );
});
