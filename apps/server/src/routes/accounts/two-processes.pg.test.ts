import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT } from '../../test/app.js';
import {
  buildServer,
  callApi,
  createTestDatabase,
  signUpOn,
  startServer,
  type ServerProcess,
} from '../../test/server-process.js';

/**
 * "More than one machine": two built server processes behind no load balancer, sharing one
 * PostgreSQL database and one JWT_SECRET and nothing else (each its own DATA_DIR). A sign-in on one works on
 * the other, and the pin lockout counts the attempts made on both, since it lives in the database.
 *
 * PostgreSQL only (SQLite is one file of one process): vitest.config.ts includes *.pg.test.ts files only when
 * TEST_DATABASE_URL is set.
 */
type Counters = { pinCount: number; passwordCount: number };
// A build check, a new database and two server starts: generous for a busy machine, a guard against a hang only.
const START_TIMEOUT_MS = 120_000;

describe('two server processes on one PostgreSQL database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    await buildServer();
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kpdesk-two-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServer({ DATA_DIR: dataDir, ...shared });
      cleanups.push(() => server.stop());
      return server;
    };
    // One after the other: the first runs the migrations, the second finds them done.
    a = await start();
    b = await start();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('takes a token signed in on one process on the other, and both see the same clients', async () => {
    const { token, fields } = await signUpOn(a);
    const profile = await callApi<{ firstName: string }>(b, 'GET', '/astrologer/view', undefined, token);
    expect([profile.status, profile.data.firstName]).toEqual([200, fields.firstName]);
    const added = await callApi<{ runningId: number }>(b, 'POST', '/user/quickadd', APPENDIX_A_CLIENT, token);
    expect(added.status).toBe(200);
    const read = await callApi<{ firstName: string }>(
      a,
      'GET',
      `/user/${added.data.runningId}`,
      undefined,
      token,
    );
    expect([read.status, read.data.firstName]).toEqual([200, APPENDIX_A_CLIENT.firstName]);
  });

  it('ends a token on both processes when the pin is changed on one', async () => {
    const { token, fields } = await signUpOn(b);
    const change = { oldPin: fields.pin, newPin: '112233', confirmPin: '112233' };
    const changed = await callApi<{ token: string }>(a, 'POST', '/astrologer/changepin', change, token);
    expect(changed.status).toBe(200);
    expect((await callApi(b, 'GET', '/astrologer/view', undefined, token)).status).toBe(403);
    expect((await callApi(b, 'GET', '/astrologer/view', undefined, changed.data.token)).status).toBe(200);
  });

  it('blocks the pin after three wrong pins spread over both processes', async () => {
    const { fields } = await signUpOn(a);
    const signIn = (server: ServerProcess, secret: { pin: string } | { password: string }) =>
      callApi<Counters>(server, 'POST', '/astrologer/login', { emailOrMobile: fields.emailId, ...secret });
    const wrong = { pin: '999999' };
    const attempts = [await signIn(a, wrong), await signIn(b, wrong), await signIn(a, wrong)];
    expect(attempts.map((answer) => [answer.code, answer.data.pinCount])).toEqual([
      ['102', 1],
      ['102', 2],
      ['102', 3],
    ]);
    for (const server of [b, a]) {
      const blocked = await signIn(server, { pin: fields.pin });
      expect([blocked.status, blocked.code, blocked.message]).toEqual([401, '103', 'Pin is blocked']);
    }
    expect((await signIn(b, { password: fields.password })).code).toBe('200');
  });
});

/**
 * The rate limits live in the database too (table rate_counters), so a sign-in limit of N a minute allows N in
 * all across both processes, not N on each.
 */
describe('two server processes under one sign-in limit', () => {
  const LIMIT = 5;
  const cleanups: (() => Promise<void> | void)[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await buildServer();
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kpdesk-limit-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServer({ DATA_DIR: dataDir, ...shared });
      cleanups.push(() => server.stop());
      servers.push(server);
    }
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(`allows ${LIMIT} sign-ins a minute in total, alternating between the processes, then answers 429`, async () => {
    const attempt = (server: ServerProcess) =>
      callApi(server, 'POST', '/astrologer/login', { emailOrMobile: 'nobody@example.com', pin: '123456' });
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) statuses.push((await attempt(servers[i % 2]!)).status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual(Array<number>(LIMIT).fill(429));
  });
});
