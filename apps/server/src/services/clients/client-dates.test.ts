import { BIRTH_DATE_RANGE_MESSAGE, CLIENT_MESSAGES, type ImportPreview } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';

/**
 * A marriage date before the birth date, and a birth date outside the range the ephemeris and the
 * calendar support, are refused with a 400 naming the field on Add, Edit and quick add, store nothing, and
 * are rejected rows of an import preview, on each database.
 */
type Headers = Record<string, string>;

const CLIENT = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  fatherName: '',
  mobile: '',
  email: '',
  maritalStatus: 'Married',
  marriageDate: '2015-02-11',
  sex: 'Male',
  birthTimezone: 5.5,
  birthDate: '1985-03-12',
  birthTime: '06:15',
  birthCity: 'Chennai, Tamil Nadu, India',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};
const ADD = { ...CLIENT, captcha: 'any', checksum: 'disabled' };

const REFUSED: [string, Record<string, unknown>, string][] = [
  ['a marriage before the birth', { marriageDate: '1985-03-11' }, CLIENT_MESSAGES.marriageBeforeBirth],
  ['a birth before 1583', { birthDate: '1582-12-31', marriageDate: '' }, BIRTH_DATE_RANGE_MESSAGE],
];

describe.each(dialects())('client dates on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const answer = (res: { body: string }) => JSON.parse(res.body) as { code: string; message: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ headers } = await signUpAstrologer(t.app));
  });
  afterAll(async () => t.close());

  it.each(REFUSED)('refuses %s on Add and stores nothing', async (_what, changes, message) => {
    const res = await send('POST', '/user/add', { ...ADD, ...changes });
    expect(res.statusCode).toBe(400);
    expect(answer(res)).toMatchObject({ code: '400', message });
    const list = await send('POST', '/users/search', { pageNumber: 0, pageSize: 10, searchText: '' });
    expect(JSON.stringify(list.json())).not.toContain('Ravi');
  });

  it.each(REFUSED)('refuses %s on Edit and keeps the saved client', async (_what, changes, message) => {
    const added = await send('POST', '/user/add', ADD);
    expect(added.statusCode, added.body).toBe(200);
    const runningId = added.json<{ data: { runningId: number } }>().data.runningId;
    const read = await send('GET', `/user/${runningId}`);
    const { id } = read.json<{ data: { id: number } }>().data;
    const res = await send('PUT', '/user/edit', { ...CLIENT, id, runningId, ...changes });
    expect(res.statusCode).toBe(400);
    expect(answer(res).message).toBe(message);
    const after = (await send('GET', `/user/${runningId}`)).json<{ data: Record<string, unknown> }>().data;
    expect(after).toMatchObject({ marriageDate: '2015-02-11', dobDate: '1985-03-12' });
  });

  it('refuses a quick-added birth outside the range', async () => {
    const res = await send('POST', '/user/quickadd', { ...APPENDIX_A_CLIENT, birthDate: '1500-01-01' });
    expect(res.statusCode).toBe(400);
    expect(answer(res).message).toBe(BIRTH_DATE_RANGE_MESSAGE);
  });

  it('rejects the same rows in an import preview, naming the field', async () => {
    expect((await send('POST', '/user/quickadd', APPENDIX_A_CLIENT)).statusCode).toBe(200);
    const exportRes = await send('GET', '/export/practice');
    expect(exportRes.statusCode, exportRes.body.slice(0, 300)).toBe(200);
    const exported = exportRes.json<{ clients: Record<string, unknown>[] }>();
    const [client] = exported.clients;
    const file = {
      ...exported,
      clients: [
        { ...client, firstName: 'Early', marriageDate: null, birthDate: '1500-06-01' },
        { ...client, firstName: 'Wed', marriageDate: '1900-01-01' },
      ],
    };
    const res = await send('POST', '/import/preview', { format: 'json', content: JSON.stringify(file) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ data: ImportPreview }>().data.rows;
    const problemsOf = (name: string) =>
      rows.find((row) => row.name.startsWith(name))?.problems.map((p) => [p.field, p.message]);
    expect(rows.slice(0, 2).map((row) => row.action)).toEqual(['reject', 'reject']);
    expect(problemsOf('Early')).toContainEqual(['birthDate', BIRTH_DATE_RANGE_MESSAGE]);
    expect(problemsOf('Wed')).toContainEqual(['marriageDate', CLIENT_MESSAGES.marriageBeforeBirth]);
  });
});
