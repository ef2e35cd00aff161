import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { newAstrologerFields } from './app.js';

/**
 * Real server processes for the tests that need them (a kill -9, two processes on one database): the built
 * server (apps/server/dist, what `npm start` runs) as a child process on a free port, over HTTP.
 *
 * - `buildServer()`: brings dist up to date with the sources (`tsc -b`, incremental, and the engine's motion
 *   table: a no-op after `npm run build`, which `npm test` runs first). Call it in beforeAll.
 * - `startServer(env)`: starts one process and resolves when it listens; `kill()` is SIGKILL, `stop()` SIGTERM.
 * - `createTestDatabase()`: a fresh PostgreSQL database beside TEST_DATABASE_URL's (the server runs its
 *   migrations in the default schema, so processes that share it need a database of their own), dropped after.
 * - `restartableData(dialect, cleanups)`: a fresh data folder (and database on PostgreSQL) that servers can be
 *   started on one after another, as a kill -9 and a restart need.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
const ENTRY = path.join(SERVER_DIR, 'dist/src/server.js');

export async function buildServer(): Promise<void> {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  await promisify(execFile)(process.execPath, [tsc, '-b', 'apps/server/tsconfig.build.json'], {
    cwd: REPO_DIR,
  });
  // The motion table, as `npm run build` writes it (kept when already written).
  await promisify(execFile)(process.execPath, ['packages/astro/dist/bin/motion-table.js'], { cwd: REPO_DIR });
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerProcess {
  /** Base URL of the API, e.g. http://127.0.0.1:40123/api */
  api: string;
  /** SIGKILL: the process dies at once, mid-request, with nothing flushed or closed. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown (requests finish, the database closes). */
  stop(): Promise<void>;
}

// A test that fails before its cleanup must not leave a server running after the test process ends.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(name);
  await exited;
}

/**
 * Starts the built server with a test environment (captcha off, a high rate limit) plus `env` (DATA_DIR is
 * required; DATABASE_URL for PostgreSQL). Nothing of this process's environment leaks in but PATH.
 */
export async function startServer(
  env: { DATA_DIR: string } & Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const webDist = path.join(env.DATA_DIR, 'no-web');
  mkdirSync(webDist, { recursive: true });
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      CAPTCHA_DISABLED: '1',
      SECRET_HASH_COST: '1024',
      RATE_LIMIT_PER_MINUTE: '10000',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  // The log is read to the end, so a full pipe never stalls the server.
  const lines = createInterface({ input: child.stdout });
  const listening = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.includes('Server listening at')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening: ${errors.join('')}`)),
    );
  });
  await listening;
  return {
    api: `http://127.0.0.1:${port}/api`,
    kill: () => signal(child, 'SIGKILL'),
    stop: () => signal(child, 'SIGTERM'),
  };
}

/** An API answer: the HTTP status and the envelope. */
export interface Answer<T = unknown> {
  status: number;
  code: string;
  message: string;
  data: T;
}

/** Calls the API of `server` with a JSON body (when given) and the token (when given). */
export async function callApi<T = unknown>(
  server: ServerProcess,
  method: string,
  url: string,
  body?: object,
  token?: string,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.api}${url}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as Omit<Answer<T>, 'status'>;
  return { status: res.status, ...envelope };
}

/** Signs up a new astrologer on `server` and signs in with the pin; answers the token and the fields. */
export async function signUpOn(server: ServerProcess) {
  const fields = newAstrologerFields();
  const added = await callApi(server, 'POST', '/astrologer/add', fields);
  if (added.status !== 200) throw new Error(`sign-up failed: ${added.message}`);
  const login = await callApi<{ token: string }>(server, 'POST', '/astrologer/login', {
    emailOrMobile: fields.emailId,
    pin: fields.pin,
  });
  return { token: login.data.token, fields };
}

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server: its URL, and `drop()` for afterAll. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kpdesk_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh data folder, and on PostgreSQL a fresh database, that `start()` starts a built server on, again and
 * again (a restart finds the data the last process left). Everything made, folder, database and servers, is
 * pushed to `cleanups` for the test's afterEach.
 */
export async function restartableData(
  dialect: 'sqlite' | 'postgres',
  cleanups: (() => Promise<void> | void)[],
): Promise<{ dataDir: string; start: () => Promise<ServerProcess> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kpdesk-restart-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | null = null;
  if (dialect === 'postgres') {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    databaseUrl = database.url;
  }
  return {
    dataDir,
    start: async () => {
      const server = await startServer({
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      cleanups.push(() => server.stop());
      return server;
    },
  };
}
