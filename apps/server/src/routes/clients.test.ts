import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, settingsBody, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let seq = 0;
function clientFields(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    fatherName: 'Sundaram',
    mobile: `90000${String(seq).padStart(5, '0')}`,
    email: `ravi${seq}@example.com`,
    maritalStatus: 'Married',
    marriageDate: '2015-02-11',
    sex: 'Male',
    birthTimezone: 5.5,
    birthDate: '1985-03-12',
    birthTime: '06:15',
    birthCity: 'Chennai, Tamil Nadu, India',
    birthLatitude: 13.0827,
    birthLongitude: 80.2707,
    captcha: 'any',
    checksum: 'disabled',
    ...overrides,
  };
}

async function addClient(
  t: TestApp,
  headers: Headers,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await call(t, 'POST', '/api/user/add', headers, clientFields(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { runningId: number } }>().data.runningId;
}

describe.each(dialects())('clients on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('adds, reads, edits and deletes a client', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const runningId = await addClient(t, headers);
    expect(runningId).toBe(1);
    const read = await call(t, 'GET', `/api/user/${runningId}`, headers);
    expect(read.json()).toMatchObject({
      data: {
        runningId: 1,
        firstName: 'Ravi',
        dobDate: '1985-03-12',
        dobTime: '06:15:00',
        birthTimezone: 5.5,
      },
    });
    const request = await call(t, 'GET', `/api/userrequest/${runningId}`, headers);
    expect(request.json()).toMatchObject({
      data: { birthDate: '1985-03-12', birthDay: 'Tuesday', birthTimeCorrected: null },
    });
    const { id } = read.json<{ data: { id: number } }>().data;
    const edited = await call(
      t,
      'PUT',
      '/api/user/edit',
      headers,
      clientFields({ id, runningId, firstName: 'Ravindran' }),
    );
    expect(edited.json()).toEqual({
      code: '200',
      message: 'Client details are updated successfully.',
      data: null,
    });
    expect((await call(t, 'GET', `/api/user/${runningId}`, headers)).json()).toMatchObject({
      data: { firstName: 'Ravindran' },
    });
    const deleted = await call(t, 'DELETE', `/api/user/${runningId}`, headers);
    expect(deleted.json()).toMatchObject({ data: { message: 'Client details are deleted successfully.' } });
    expect((await call(t, 'GET', `/api/user/${runningId}`, headers)).statusCode).toBe(404);
  });

  it.each([
    [{ firstName: '' }, 'Enter first name'],
    [{ birthDate: '' }, 'Enter birth date'],
    [{ birthTime: '' }, 'Enter birth time'],
    [{ birthCity: '' }, 'Enter birth place name'],
    [{ birthCity: 'Ooy' }, 'Enter valid birth place name'],
    [{ birthLatitude: 91 }, 'Enter latitude value in between -90 and 90'],
    [{ birthLongitude: -181 }, 'Enter longitude value in between -180 and 180'],
    [{ fatherName: 'S1' }, 'Enter valid father name'],
  ])('refuses %o with "%s" and adds nothing', async (change, message) => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await call(t, 'POST', '/api/user/add', headers, clientFields(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await call(t, 'GET', '/api/user/1', headers)).statusCode).toBe(404);
  });

  it('quick-adds with the time zone fixed at 5.5', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const body = {
      firstName: 'Anu',
      birthDate: '2001-07-04',
      birthTime: '23:59:59',
      birthCity: 'Madurai',
      birthLatitude: 9.92,
      birthLongitude: 78.12,
      sex: 'Female',
    };
    const res = await call(t, 'POST', '/api/user/quickadd', headers, body);
    const { runningId } = res.json<{ data: { runningId: number } }>().data;
    expect((await call(t, 'GET', `/api/user/${runningId}`, headers)).json()).toMatchObject({
      data: { birthTimezone: 5.5, sex: 'Female' },
    });
  });

  it('gives concurrent adds distinct running numbers, per astrologer', async () => {
    t = await createTestApp(dialect);
    const a = await signUpAstrologer(t.app);
    const b = await signUpAstrologer(t.app);
    const ids = await Promise.all(Array.from({ length: 20 }, () => addClient(t, a.headers)));
    expect(new Set(ids).size).toBe(20);
    expect(Math.max(...ids)).toBe(20);
    expect(await addClient(t, b.headers)).toBe(1);
  });

  it('hides one astrologer’s clients from another: every client call answers 404', async () => {
    t = await createTestApp(dialect);
    const owner = await signUpAstrologer(t.app);
    const other = await signUpAstrologer(t.app);
    const runningId = await addClient(t, owner.headers);
    const { id } = (await call(t, 'GET', `/api/user/${runningId}`, owner.headers)).json<{
      data: { id: number };
    }>().data;
    const attempts = [
      call(t, 'GET', `/api/user/${runningId}`, other.headers),
      call(t, 'GET', `/api/userrequest/${runningId}`, other.headers),
      call(t, 'GET', `/api/users/history/${runningId}`, other.headers),
      call(t, 'GET', `/api/config/user/${runningId}`, other.headers),
      call(
        t,
        'POST',
        '/api/config/user/edit',
        other.headers,
        settingsBody({ userId: runningId, config4: 1 }),
      ),
      call(t, 'PUT', '/api/user/edit', other.headers, clientFields({ id, runningId, firstName: 'Hacked' })),
      call(t, 'DELETE', `/api/user/${runningId}`, other.headers),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: '404', message: 'Client is not found.', data: null });
    }
    const search = await call(t, 'POST', '/api/users/search', other.headers, {
      pageNumber: 0,
      pageSize: 5,
      keyword: 'Ravi',
    });
    expect(search.json()).toMatchObject({ data: [] });
    expect((await call(t, 'GET', `/api/user/${runningId}`, owner.headers)).json()).toMatchObject({
      data: { firstName: 'Ravi' },
    });
  });

  it('searches by id, name, date of birth, mobile, email and place, at most a page', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    await addClient(t, headers, {
      firstName: 'Sita',
      lastName: null,
      birthDate: '1990-01-01',
      birthCity: 'Madurai, Tamil Nadu, India',
      mobile: '9123456789',
      email: 'sita@example.com',
    });
    for (let i = 0; i < 7; i++) await addClient(t, headers, { firstName: 'Ravi' });
    const search = async (keyword: string) =>
      (await call(t, 'POST', '/api/users/search', headers, { pageNumber: 0, pageSize: 5, keyword })).json<{
        data: { runningId: number; uniqueKey: string }[];
      }>().data;
    expect((await search('1'))[0]?.runningId).toBe(1);
    expect((await search('sit')).map((h) => h.runningId)).toEqual([1]);
    expect((await search('1990-01')).map((h) => h.runningId)).toEqual([1]);
    expect((await search('912345')).map((h) => h.runningId)).toEqual([1]);
    expect((await search('sita@ex')).map((h) => h.runningId)).toEqual([1]);
    expect((await search('Madu')).map((h) => h.runningId)).toEqual([1]);
    expect(await search('Ravi')).toHaveLength(5);
    expect((await search('sita'))[0]?.uniqueKey).toBe('1 - Sita (1990-01-01, Madurai, Tamil Nadu, India)');
    const empty = await call(t, 'POST', '/api/users/search', headers, {
      pageNumber: 0,
      pageSize: 5,
      keyword: '',
    });
    expect(empty.json()).toMatchObject({
      message: 'Enter search keyword like Id, Name, DOB, Mobile, Email, Birth Place.',
    });
  });

  it('finds a client by the start of any word of name, birth place or email, and follows edits', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const other = await signUpAstrologer(t.app);
    await addClient(t, headers, {
      firstName: 'Sita',
      lastName: 'Raman',
      birthCity: 'Madurai, Tamil Nadu, India',
    });
    await addClient(t, headers, {
      firstName: 'Ravi',
      birthCity: 'Zürich, Switzerland',
      email: 'ravi.k@mail.ch',
    });
    await addClient(t, other.headers, { firstName: 'Gita', birthCity: 'Salem, Tamil Nadu, India' });
    const search = async (keyword: string, as = headers) =>
      (await call(t, 'POST', '/api/users/search', as, { pageNumber: 0, pageSize: 5, keyword }))
        .json<{
          data: { runningId: number }[];
        }>()
        .data.map((h) => h.runningId);
    expect(await search('India')).toEqual([1]);
    expect(await search('tamil')).toEqual([1]);
    expect(await search('Tamil Na')).toEqual([1]);
    expect(await search('Raman')).toEqual([1]);
    expect(await search('zurich')).toEqual([2]);
    expect(await search('switz')).toEqual([2]);
    expect(await search('mail')).toEqual([2]);
    expect(await search('amil')).toEqual([]);
    expect(await search('Nadu Tamil')).toEqual([]);
    expect(await search('tamil', other.headers)).toEqual([1]);
    const edit = await call(t, 'GET', '/api/user/1', headers);
    const saved = edit.json<{ data: Record<string, unknown> }>().data;
    const changed = await call(t, 'PUT', '/api/user/edit', headers, {
      ...clientFields(),
      id: saved.id,
      runningId: 1,
      firstName: 'Sita',
      birthCity: 'Kochi, Kerala, India',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await search('tamil')).toEqual([]);
    expect(await search('kerala')).toEqual([1]);
    expect((await call(t, 'DELETE', '/api/user/1', headers)).statusCode).toBe(200);
    expect(await search('kerala')).toEqual([]);
  });

  it('lists recently viewed clients, newest visit first', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const first = await addClient(t, headers, { firstName: 'Anand' });
    t.clock.advance(1000);
    const second = await addClient(t, headers, { firstName: 'Bala' });
    t.clock.advance(1000);
    await call(t, 'GET', `/api/users/history/${first}`, headers);
    const recent = (await call(t, 'GET', '/api/users/recent', headers)).json<{
      data: { runningId: number }[];
    }>().data;
    expect(recent.map((r) => r.runningId)).toEqual([first, second]);
  });
});

describe.each(dialects())('upcoming birthdays on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('looks 30 days ahead across a year end, in the astrologer’s time zone', async () => {
    t = await createTestApp(dialect);
    // 2026-12-20 20:00 UTC is already 21 December in India (+5:30)
    t.clock.advance(Date.UTC(2026, 11, 20, 20, 0) - t.clock.now());
    const { headers } = await signUpAstrologer(t.app);
    await addClient(t, headers, { firstName: 'Dec', birthDate: '1980-12-20' });
    await addClient(t, headers, { firstName: 'Jan', birthDate: '1975-01-10' });
    await addClient(t, headers, { firstName: 'Late', birthDate: '1975-01-25' });
    await addClient(t, headers, { firstName: 'Today', birthDate: '1999-12-21' });
    const list = (await call(t, 'GET', '/api/users/birthday', headers)).json<{
      data: { firstName: string; date: string }[];
    }>().data;
    expect(list.map((r) => [r.firstName, r.date])).toEqual([
      ['Today', '2026-12-21'],
      ['Jan', '2027-01-10'],
    ]);
  });

  it('celebrates 29 February on 28 February in a common year', async () => {
    t = await createTestApp(dialect);
    t.clock.advance(Date.UTC(2027, 1, 20, 6, 0) - t.clock.now());
    const { headers } = await signUpAstrologer(t.app);
    await addClient(t, headers, { firstName: 'Leap', birthDate: '2000-02-29' });
    const list = (await call(t, 'GET', '/api/users/birthday', headers)).json<{
      data: { firstName: string; date: string }[];
    }>().data;
    expect(list).toMatchObject([{ firstName: 'Leap', date: '2027-02-28' }]);
  });
});
