import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Clock } from '../clock.js';
import { loadConfig } from '../config.js';
import { inject } from 'vitest';
import { copySqliteTemplate } from './migrated-templates.js';
import { createSchema, emptySchema, postgresUrl, spareSchemas } from './spare-schemas.js';
import type { DialectName } from '../db/dialect.js';

/**
 * Test harness shared by every API suite: a real app over a real, fresh, empty database.
 *
 * - `dialects()`: 'sqlite' always; 'postgres' too when TEST_DATABASE_URL is set. Loop suites over it:
 *   `describe.each(dialects())('accounts on %s', (dialect) => { ... })`.
 * - `createTestApp(dialect)`: a fresh SQLite file in a temp folder (a copy of the run's migrated template), or
 *   an empty migrated PostgreSQL schema of its own in the test file's database (emptied on close for the
 *   file's next app, dropped with the database at the file's end); captcha disabled, a high rate limit, a controllable clock (`app.clock.advance(ms)`), a mail
 *   outbox folder (`lastMailTo(app, email)`) and the SQL of every statement run (`queries`). Always
 *   `await close()` (afterEach).
 * - Factories: `signUpAstrologer(app, fields?)` creates an account through the API and answers its sign-in
 *   token and fields; `authHeader(token)` builds the header.
 */
export function dialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(start = Date.UTC(2026, 10, 22, 6, 0, 0)): TestClock {
  let now = start;
  return { now: () => now, advance: (ms) => (now += ms) };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** The SQL of every statement the app ran, in order (tests count reads with it; clear it freely). */
  queries: string[];
  outbox: string;
  dialect: DialectName;
  /**
   * A second app on the same database with its own memory and clock, as a second server process sees it
   * (closed by close()).
   */
  twin(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * Kysely's migrator reads the table list of the whole PostgreSQL database; when a parallel suite drops its
 * schema at that moment, the catalog query fails with "schema … does not exist" (3F000). Try again then.
 */
async function retryOnDroppedSchema<T>(open: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== '3F000') throw error;
    }
  }
}

/** The database of a new app: a copy of the migrated SQLite template, or a migrated PostgreSQL schema. */
async function databaseOf(dialect: DialectName, sqliteFile: string) {
  if (dialect === 'sqlite') {
    copySqliteTemplate(inject('migratedTemplates'), sqliteFile);
    return { database: { dialect, file: sqliteFile } as const, pgUrl: '', pgSchema: null };
  }
  const pgUrl = await postgresUrl();
  const pgSchema = spareSchemas.pop() ?? (await createSchema(pgUrl));
  return { database: { dialect, url: pgUrl, schema: pgSchema } as const, pgUrl, pgSchema };
}

/** A fresh app over an empty database of `dialect`. */
export async function createTestApp(
  dialect: DialectName = 'sqlite',
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kpdesk-test-'));
  const outbox = path.join(dir, 'outbox');
  const config = loadConfig({
    DATA_DIR: dir,
    MAIL_OUTBOX: outbox,
    CAPTCHA_DISABLED: '1',
    // Real scrypt at its lowest allowed cost: hashing at the default cost was a large share of the suites' time.
    SECRET_HASH_COST: '1024',
    RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dir, 'no-web'),
    ...env,
  });
  const clock = createTestClock();
  const queries: string[] = [];
  const { database, pgUrl, pgSchema } = await databaseOf(dialect, config.sqliteFile);
  const app = await retryOnDroppedSchema(() =>
    buildApp(config, { clock, onQuery: (sql) => queries.push(sql), database }),
  );
  const twins: FastifyInstance[] = [];
  return {
    app,
    clock,
    queries,
    dialect,
    outbox,
    async twin() {
      const other = await buildApp(config, { clock: createTestClock(), database });
      twins.push(other);
      return other;
    },
    async close() {
      for (const other of twins) await other.close();
      await app.close();
      if (pgSchema) {
        await emptySchema(pgUrl, pgSchema);
        spareSchemas.push(pgSchema);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Default sign-up fields; each call gets a unique email and mobile. */
let accountSeq = 0;
export function newAstrologerFields(overrides: Record<string, unknown> = {}) {
  accountSeq += 1;
  const n = String(accountSeq).padStart(4, '0');
  return {
    firstName: 'Meena',
    lastName: 'Iyer',
    emailId: `meena${n}@example.com`,
    mobile: `98400${n}00`,
    pin: '246810',
    confirmPin: '246810',
    password: 'Stars@2025',
    confirmPasword: 'Stars@2025',
    captcha: 'any',
    checksum: 'disabled',
    termsAccepted: true,
    ...overrides,
  };
}

/** Personal details with a place (POST /astrologer/edit): the profile city that transit charts are cast for. */
export const PROFILE_IN_CHENNAI = {
  firstName: 'Meena',
  lastName: 'Iyer',
  address: '12 Car Street, Mylapore, Chennai',
  city: 'Chennai',
  timezone: 5.5,
  latitude: 13.0827,
  longitude: 80.2707,
};

/**
 * A complete settings body (POST /config/astrologer/edit, or /config/user/edit with `userId`): every setting
 * null (default, or Default = the astrologer's for a client) except `changes`. The calls refuse a body that
 * leaves a setting out.
 */
export function settingsBody(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const none = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`config${i}`, null]));
  return { ...none, ...changes };
}

/**
 * The domain's Appendix A birth as a quick-add body: 12 Sep 1935 21:08 IST at Guna, 24°39′N 77°18′E (the
 * worked chart of the definitions, validated against a published book).
 */
export const APPENDIX_A_CLIENT = {
  firstName: 'Appendix',
  sex: 'Male',
  birthDate: '1935-09-12',
  birthTime: '21:08:00',
  birthCity: 'Guna',
  birthLatitude: 24 + 39 / 60,
  birthLongitude: 77 + 18 / 60,
};

/** The moment and place of the Appendix A chart (Guna, 1935-09-12 21:08 IST), as the calculators take them. */
export const GUNA_MOMENT = {
  timezone: 5.5,
  date: '1935-09-12',
  time: '21:08',
  place: 'Guna, Madhya Pradesh, India',
  latitude: 24.65,
  longitude: 77.3,
};

/** An Options Theory record (POST /options/save, runningId 0 for a new one), cast at Guna in 1935. */
export const OPTIONS_RECORD = {
  name: 'College choice',
  question: 'Which college should my son join?',
  optionsCount: '3',
  options: ['IIT Madras', 'Anna University', 'PSG Tech'],
  ...GUNA_MOMENT,
};

/** A horary question about marriage, judged in Chennai: number 100 is Leo 24°00′ (Venus star, Mercury sub). */
export const HORARY_QUESTION = {
  horaryNumber: '100',
  question: 'Will my daughter marry this year?',
  timezone: 5.5,
  date: '2025-02-14',
  time: '10:45:30',
  place: 'Chennai, Tamil Nadu, India',
  latitude: 13.0827,
  longitude: 80.2707,
  eventId: 1,
};

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up through the API and signs in with the pin; answers the token and the fields used. */
export async function signUpAstrologer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const fields = newAstrologerFields(overrides);
  const added = await app.inject({ method: 'POST', url: '/api/astrologer/add', payload: fields });
  if (added.statusCode !== 200) throw new Error(`sign-up failed: ${added.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/astrologer/login',
    payload: { emailOrMobile: fields.emailId, pin: fields.pin },
  });
  const token = login.json<{ data: { token: string } }>().data.token;
  return { token, fields, headers: authHeader(token) };
}

/** Signs up as signUpAstrologer does, and answers the astrologer's id too (for rows written directly). */
export async function signUpWithId(app: FastifyInstance) {
  const signed = await signUpAstrologer(app);
  const { id } = await app.context.db
    .selectFrom('astrologers')
    .select('id')
    .where('email', '=', String(signed.fields.emailId))
    .executeTakeFirstOrThrow();
  return { ...signed, id };
}

/** The text of the newest mail written to the outbox for `email`. */
export function lastMailTo(outbox: string, email: string): string {
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no mail for ${email}`);
  return readFileSync(path.join(outbox, newest), 'utf8');
}
