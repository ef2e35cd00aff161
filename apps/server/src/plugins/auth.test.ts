import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseTarget } from '../db/connection.js';
import { authHeader, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

/**
 * Two apps on one database, as two server processes would be (each app has its own connections and its own
 * remembered tokens): a pin or password change made through one ends the old token on the other at once,
 * although both remember the token as verified. Several processes share PostgreSQL; a SQLite file belongs to
 * one process, and a second app on it is refused at start.
 */
const SECRET = randomBytes(32).toString('hex');

/** The database of `t`'s app, as a target another app can open. */
async function targetOf(t: TestApp): Promise<DatabaseTarget> {
  const { db, dialect, config } = t.app.context;
  if (dialect === 'sqlite') return { dialect, file: config.sqliteFile };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return { dialect, url: process.env.TEST_DATABASE_URL ?? '', schema: rows[0]?.schema ?? '' };
}

/** A second app on the database of `t`, with the same JWT secret and clock; closed with `cleanups`. */
async function openSecondApp(t: TestApp, cleanups: (() => Promise<void>)[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kpdesk-second-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: dir,
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'silent',
    CAPTCHA_DISABLED: '1',
  });
  const app = await buildApp(config, { clock: t.clock, database: await targetOf(t) });
  cleanups.push(() => app.close());
  return app;
}

describe('a second app on the SQLite file of a running one', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('is refused at start, naming the file, and the first app goes on answering', async () => {
    const a = await createTestApp('sqlite', { JWT_SECRET: SECRET });
    cleanups.push(() => a.close());
    const { headers } = await signUpAstrologer(a.app);
    await expect(openSecondApp(a, cleanups)).rejects.toThrow(
      `the SQLite file ${a.app.context.config.sqliteFile} is in use by another process`,
    );
    expect((await a.app.inject({ method: 'GET', url: '/api/astrologer/view', headers })).statusCode).toBe(
      200,
    );
  });
});

const sharedDialects = dialects().filter((dialect) => dialect === 'postgres');

describe.each(sharedDialects)('sign-in tokens on two apps sharing one %s database', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    const a = await createTestApp(dialect, { JWT_SECRET: SECRET });
    cleanups.push(() => a.close());
    const b = await openSecondApp(a, cleanups);
    const { token, fields, headers } = await signUpAstrologer(a.app);
    const viewOn = (app: typeof b, h: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/astrologer/view', headers: h });
    // Both apps verify the token and remember it before the change.
    expect((await viewOn(a.app, headers)).statusCode).toBe(200);
    expect((await viewOn(b, headers)).statusCode).toBe(200);
    return { a, b, token, fields, headers, viewOn };
  }

  it('ends the old token on the other app at once when the pin changes on one', async () => {
    const { a, b, fields, headers, viewOn } = await setUp();
    const change = { oldPin: fields.pin, newPin: '112233', confirmPin: '112233' };
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/astrologer/changepin',
      payload: change,
      headers,
    });
    expect(changed.statusCode).toBe(200);
    const fresh = authHeader(changed.json<{ data: { token: string } }>().data.token);
    expect((await viewOn(b, headers)).statusCode).toBe(403);
    expect((await viewOn(a.app, headers)).statusCode).toBe(403);
    expect((await viewOn(b, fresh)).statusCode).toBe(200);
  });

  it('ends the old token on the first app when the password changes on the second', async () => {
    const { a, b, fields, headers, viewOn } = await setUp();
    const change = { oldPassword: fields.password, newPassword: 'Moons@2026', confirmPassword: 'Moons@2026' };
    const changed = await b.inject({
      method: 'POST',
      url: '/api/astrologer/changepassword',
      payload: change,
      headers,
    });
    expect(changed.statusCode).toBe(200);
    expect((await viewOn(a.app, headers)).statusCode).toBe(403);
    expect((await viewOn(b, headers)).statusCode).toBe(403);
  });

  it('refuses a remembered token once it expires', async () => {
    const { a, b, headers, viewOn } = await setUp();
    a.clock.advance(a.app.context.config.tokenTtlSeconds * 1000);
    expect((await viewOn(a.app, headers)).statusCode).toBe(403);
    expect((await viewOn(b, headers)).statusCode).toBe(403);
  });
});
