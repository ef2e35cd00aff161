import {
  BOUND_MESSAGES,
  COLLECTION_BOUNDS,
  pastBoundNotice,
  type ImportCommit,
  type ImportPreview,
} from '@kpdesk/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toColumns } from '../db/clients.js';
import {
  APPENDIX_A_CLIENT,
  HORARY_QUESTION,
  OPTIONS_RECORD,
  createTestApp,
  dialects,
  signUpWithId,
  type TestApp,
} from '../test/app.js';

type Headers = Record<string, string>;
type BoundedTable = 'clients' | 'option_records' | 'horary_questions';
interface Astrologer {
  id: number;
  headers: Headers;
}

/** Rows of the first INSERT when filling a practice: a few hundred, well under both databases' parameter limits. */
const CHUNK = 500;
/** Numbers of rows written straight to the database, far above any the API hands out in these tests. */
const FIRST_DIRECT_NUMBER = 1_000_000;

/** An Add Client body without its captcha, which Edit Client takes as it is. */
const FULL_CLIENT = {
  ...APPENDIX_A_CLIENT,
  lastName: 'Rao',
  fatherName: 'Raman',
  mobile: '9840012345',
  email: 'appendix@example.com',
  maritalStatus: 'Single',
  marriageDate: null,
  birthTimezone: 5.5,
};
const CSV_OF_TWO = [
  'First name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude',
  'Meena,1990-01-02,10:00,5.5,Madurai city,9.92,78.12',
  'Geetha,1991-03-04,11:00,5.5,Madurai city,9.92,78.12',
].join('\n');

/** The stored columns of the i-th row written straight to `table` for the astrologer. */
function directRow(table: BoundedTable, astrologerId: number, i: number) {
  const own = { astrologer_id: astrologerId, running_id: FIRST_DIRECT_NUMBER + i, created_at: 1 };
  switch (table) {
    case 'clients': {
      const fields = { ...APPENDIX_A_CLIENT, firstName: `Filled ${i}`, lastName: null, fatherName: null };
      const client = { ...fields, dobDate: fields.birthDate, dobTime: fields.birthTime, birthTimezone: 5.5 };
      const extra = { maritalStatus: '', marriageDate: null, email: null, mobile: null };
      return { ...toColumns({ ...client, ...extra }, 1), ...own, birth_time_corrected: null };
    }
    case 'option_records':
      return {
        ...own,
        name: `Filled ${i}`,
        name_key: `filled ${i}`,
        question: OPTIONS_RECORD.question,
        option_date: OPTIONS_RECORD.date,
        option_time: OPTIONS_RECORD.time,
        timezone: 5.5,
        place: OPTIONS_RECORD.place,
        latitude: OPTIONS_RECORD.latitude,
        longitude: OPTIONS_RECORD.longitude,
        options_count: 3,
        options: JSON.stringify(OPTIONS_RECORD.options),
        ...{ result: 1, total: 0, profile: '{}', updated_at: 1 },
        ...{ ascendant_lord: 'Mars', ascendant_retro: 0, ascendant_value: 0 },
        ...{ moon_star_lord: 'Mars', moon_star_retro: 0, moon_star_value: 0 },
        ...{ moon_sign_lord: 'Mars', moon_sign_retro: 0, moon_sign_value: 0 },
        ...{ day_lord: 'Mars', day_retro: 0, day_value: 0 },
      };
    case 'horary_questions':
      return {
        ...own,
        client_id: null,
        horary_number: 100,
        question: HORARY_QUESTION.question,
        question_key: 'will my daughter marry this year?',
        judgement_date: HORARY_QUESTION.date,
        judgement_time: HORARY_QUESTION.time,
        timezone: 5.5,
        place: HORARY_QUESTION.place,
        latitude: HORARY_QUESTION.latitude,
        longitude: HORARY_QUESTION.longitude,
        ...{ method: 'judgementMoment', rotate_house: 1, event_id: null, settings: '{}', updated_at: 1 },
      };
  }
}

/**
 * The bounds of a whole practice (clients, Options Theory records, horary questions), the same through the API
 * and an import, each refused by name and changing nothing. One astrologer is filled to one below each bound
 * straight through the database, in bulk; each test then takes it to the bound and past it.
 */
describe.each(dialects())('practice bounds on %s', (dialect) => {
  let t: TestApp;
  let full: Astrologer;
  let other: Astrologer;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, h: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: h, ...(payload ? { payload } : {}) });
  const db = () => t.app.context.db;

  async function countOf(table: BoundedTable, astrologerId: number): Promise<number> {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('astrologer_id', '=', astrologerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Writes `count` rows of `table` for the astrologer: a chunk of a few hundred rows in one statement, then
   * copies of what is there, each under new numbers, doubling in one statement per step (eight steps to
   * 100,000), so the rows are made by the database rather than sent as parameters.
   */
  async function fill(table: BoundedTable, astrologerId: number, count: number) {
    const seed = Math.min(CHUNK, count);
    const rows = Array.from({ length: seed }, (_, i) => directRow(table, astrologerId, i));
    await db().insertInto(table).values(rows).execute();
    const kept = Object.keys(rows[0] ?? {})
      .filter((column) => column !== 'running_id')
      .map((column) => sql.ref(column));
    for (let held = seed; held < count;) {
      const copies = Math.min(held, count - held);
      await sql`insert into ${sql.table(table)} (${sql.join(kept)}, running_id)
        select ${sql.join(kept)}, running_id + ${held} from ${sql.table(table)}
        where astrologer_id = ${astrologerId}
          and running_id >= ${FIRST_DIRECT_NUMBER} and running_id < ${FIRST_DIRECT_NUMBER + copies}`.execute(
        db(),
      );
      held += copies;
    }
  }

  /** The astrologer's last running number taken from a counter: a refused add takes none. */
  async function lastNumber(counter: 'client_counters' | 'option_counters' | 'horary_counters', id: number) {
    const row = await db()
      .selectFrom(counter)
      .select('last_running_id')
      .where('astrologer_id', '=', id)
      .executeTakeFirst();
    return row?.last_running_id ?? 0;
  }

  async function signUp(): Promise<Astrologer> {
    const { id, headers } = await signUpWithId(t.app);
    return { id, headers };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    full = await signUp();
    other = await signUp();
    await fill('clients', full.id, COLLECTION_BOUNDS.clientsPerPractice - 1);
    await fill('option_records', full.id, COLLECTION_BOUNDS.optionRecordsPerPractice - 1);
    await fill('horary_questions', full.id, COLLECTION_BOUNDS.horaryQuestionsPerPractice - 1);
  });
  afterAll(async () => t.close());

  it('refuses a client past the bound through add and quick add; an edit still works', async () => {
    const bound = COLLECTION_BOUNDS.clientsPerPractice;
    const added = await send('POST', '/user/quickadd', full.headers, APPENDIX_A_CLIENT);
    expect(added.statusCode, added.body).toBe(200);
    const runningId = added.json<{ data: { runningId: number } }>().data.runningId;
    const numberAtBound = await lastNumber('client_counters', full.id);

    const quick = await send('POST', '/user/quickadd', full.headers, APPENDIX_A_CLIENT);
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toEqual({ code: '400', message: BOUND_MESSAGES.clientsPerPractice, data: null });
    const body = { ...FULL_CLIENT, captcha: 'any', checksum: 'disabled' };
    const add = await send('POST', '/user/add', full.headers, body);
    expect(add.json()).toMatchObject({ code: '400', message: BOUND_MESSAGES.clientsPerPractice });
    expect(await countOf('clients', full.id)).toBe(bound);
    expect(await lastNumber('client_counters', full.id)).toBe(numberAtBound);

    const { id } = (await send('GET', `/user/${runningId}`, full.headers)).json<{ data: { id: number } }>()
      .data;
    const edited = { ...FULL_CLIENT, id, runningId, firstName: 'Edited' };
    const edit = await send('PUT', '/user/edit', full.headers, edited);
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await send('POST', '/user/quickadd', other.headers, APPENDIX_A_CLIENT)).statusCode).toBe(200);
  });

  it('warns in the preview of an import past the bound of clients, refuses its commit until there is room', async () => {
    const bound = COLLECTION_BOUNDS.clientsPerPractice;
    const holds = await countOf('clients', full.id);
    const previewed = await send('POST', '/import/preview', full.headers, {
      format: 'csv',
      content: CSV_OF_TWO,
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json<{ data: ImportPreview }>().data;
    expect(preview.notices).toEqual([pastBoundNotice('clientsPerPractice', { holds, adds: 2 })]);
    expect(preview.counts.create).toBe(2);

    const numberBefore = await lastNumber('client_counters', full.id);
    const refused = await send('POST', '/import/commit', full.headers, { importId: preview.importId });
    expect(refused.json()).toEqual({ code: '400', message: BOUND_MESSAGES.clientsPerPractice, data: null });
    expect(await countOf('clients', full.id)).toBe(holds);
    expect(await lastNumber('client_counters', full.id)).toBe(numberBefore);

    // The preview is held: once the astrologer deletes enough clients, the same preview commits.
    for (let i = 0; i < holds + 2 - bound; i++) {
      const deleted = await send('DELETE', `/user/${FIRST_DIRECT_NUMBER + i}`, full.headers);
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const stored = await send('POST', '/import/commit', full.headers, { importId: preview.importId });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<{ data: ImportCommit }>().data).toMatchObject({ clients: 2 });
    expect(await countOf('clients', full.id)).toBe(bound);

    const elsewhere = await send('POST', '/import/preview', other.headers, {
      format: 'csv',
      content: CSV_OF_TWO,
    });
    expect(elsewhere.json<{ data: ImportPreview }>().data.notices).toEqual([]);
  });

  it('refuses an import that would pass the bound of Options Theory records, storing nothing', async () => {
    const holds = await countOf('option_records', full.id);
    // Two records of another practice: one more than the room left.
    for (const name of ['First', 'Second']) {
      const own = await send('POST', '/options/save', other.headers, {
        ...OPTIONS_RECORD,
        runningId: 0,
        name,
      });
      expect(own.statusCode, own.body).toBe(200);
    }
    const exported = await send('GET', '/export/practice', other.headers);
    const practice = { ...exported.json<{ options: unknown[] }>(), clients: [] };
    expect(practice.options).toHaveLength(2);
    const content = JSON.stringify(practice);
    const previewed = await send('POST', '/import/preview', full.headers, { format: 'json', content });
    const preview = previewed.json<{ data: ImportPreview }>().data;
    expect(preview.notices).toEqual([pastBoundNotice('optionRecordsPerPractice', { holds, adds: 2 })]);

    const numberBefore = await lastNumber('option_counters', full.id);
    const refused = await send('POST', '/import/commit', full.headers, { importId: preview.importId });
    expect(refused.json()).toEqual({
      code: '400',
      message: BOUND_MESSAGES.optionRecordsPerPractice,
      data: null,
    });
    expect(await countOf('option_records', full.id)).toBe(holds);
    expect(await lastNumber('option_counters', full.id)).toBe(numberBefore);
  });

  // Both saved records of a practice past their bound: a new one refused, numbering untouched, one saved over.
  it.each([
    {
      what: 'Options Theory record',
      bound: 'optionRecordsPerPractice',
      url: '/options/save',
      table: 'option_records',
      counter: 'option_counters',
      body: { ...OPTIONS_RECORD, runningId: 0 },
      change: { name: 'Renamed' },
    },
    {
      what: 'horary question',
      bound: 'horaryQuestionsPerPractice',
      url: '/horary/save',
      table: 'horary_questions',
      counter: 'horary_counters',
      body: { ...HORARY_QUESTION, runningId: 0 },
      change: { horaryNumber: '7' },
    },
  ] as const)('refuses a new $what past the bound; saving over one still works', async (c) => {
    const saved = await send('POST', c.url, full.headers, c.body);
    expect(saved.statusCode, saved.body).toBe(200);
    const { runningId } = saved.json<{ data: { runningId: number } }>().data;

    const numberBefore = await lastNumber(c.counter, full.id);
    const refused = await send('POST', c.url, full.headers, c.body);
    expect(refused.json()).toEqual({ code: '400', message: BOUND_MESSAGES[c.bound], data: null });
    expect(await countOf(c.table, full.id)).toBe(COLLECTION_BOUNDS[c.bound]);
    expect(await lastNumber(c.counter, full.id)).toBe(numberBefore);

    const over = await send('POST', c.url, full.headers, { ...c.body, runningId, ...c.change });
    expect(over.statusCode, over.body).toBe(200);
    expect(await countOf(c.table, full.id)).toBe(COLLECTION_BOUNDS[c.bound]);
    expect((await send('POST', c.url, other.headers, c.body)).statusCode).toBe(200);
  });
});
