import { afterEach, describe, expect, it } from 'vitest';
import {
  GUNA_MOMENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

type Headers = Record<string, string>;
const call = (t: TestApp, method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/**
 * The moment of the domain's Appendix A chart (12 Sep 1935, 21:08 IST, Guna) with the default settings
 * (Krishnamurti, mean node). Worked by hand from the positions printed there: Ascendant Aries → Mars, in
 * Anuradha (star of Saturn, retrograde) → Retro, 0; Moon Aquarius 23°16′ in Purva Bhadrapada → star lord
 * Jupiter (Libra 25°57′, its own star, direct) 21; sign lord Saturn (retrograde) 0; a Thursday evening →
 * day lord Jupiter 21. Total 42; of 5 options → 42 = 8 × 5 + 2 → option 2; of 7 → remainder 0 → option 7.
 */
const GUNA_1935 = { optionsCount: '5', ...GUNA_MOMENT };
const GUNA_RESULT = {
  result: 2,
  ascendantLord: 'Mars',
  ascendantRetro: true,
  ascendantValue: 0,
  moonStarLord: 'Jupiter',
  moonStarRetro: false,
  moonStarValue: 21,
  moonSignLord: 'Saturn',
  moonSignRetro: true,
  moonSignValue: 0,
  dayLord: 'Jupiter',
  dayRetro: false,
  dayValue: 21,
  total: 42,
};

let seq = 0;
function record(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    runningId: 0,
    name: `College choice ${seq}`,
    question: 'Which college should my son join?',
    options: ['IIT Madras', 'Anna University', 'PSG Tech', 'NIT Trichy', 'VIT'],
    ...GUNA_1935,
    ...overrides,
  };
}

async function save(t: TestApp, headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/options/save', headers, record(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ message: string; data: { runningId: number; name: string } }>();
}

const recentOf = async (t: TestApp, headers: Headers) =>
  (await call(t, 'GET', '/api/options/recent', headers)).json<{ data: { runningId: number }[] }>().data;

describe.each(dialects())('options theory on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('calculates the quick form with the settings and stores nothing', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await call(t, 'POST', '/api/chart/options', headers, GUNA_1935);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: '200',
      data: { ...GUNA_RESULT, optionsCount: 5, date: '1935-09-12', time: '21:08', timezone: 5.5 },
    });
    expect(res.json()).toMatchObject({
      data: {
        profile: { ayanamsaName: 'Krishnamurti', nodeType: 'mean', universalTime: '1935-09-12 15:38:00' },
      },
    });
    const seven = await call(t, 'POST', '/api/chart/options', headers, { ...GUNA_1935, optionsCount: 7 });
    expect(seven.json()).toMatchObject({ data: { total: 42, result: 7 } });
    expect(await recentOf(t, headers)).toEqual([]);

    await call(
      t,
      'POST',
      '/api/config/astrologer/edit',
      headers,
      settingsBody({ config4: 1, config9: 'true' }),
    );
    const lahiri = await call(t, 'POST', '/api/chart/options', headers, GUNA_1935);
    expect(lahiri.json()).toMatchObject({ data: { profile: { ayanamsaName: 'Lahiri', nodeType: 'true' } } });
  });

  it.each([
    [{ optionsCount: '0' }, 'Enter valid number. min: 1, max: 20'],
    [{ optionsCount: '21' }, 'Enter valid number. min: 1, max: 20'],
    [{ optionsCount: '-2' }, 'Enter valid number. min: 1, max: 20'],
    [{ optionsCount: 2.5 }, 'Enter valid number. min: 1, max: 20'],
    [{ date: '' }, 'Enter date'],
    [{ date: '1935-13-01' }, 'Enter valid date'],
    [{ time: '' }, 'Enter time'],
    [{ time: '9 pm' }, 'Enter valid time'],
    [{ place: '' }, 'Enter birth place name'],
    [{ place: 'Goa' }, 'Enter valid birth place name'],
    [{ latitude: 90.5 }, 'Enter latitude value in between -90 and 90'],
    [{ longitude: 'east' }, 'Enter longitude value in between -180 and 180'],
    [{ timezone: -13 }, 'Enter time zone value in between -12 and 14'],
  ])('refuses the quick form %j with its message', async (change, message) => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await call(t, 'POST', '/api/chart/options', headers, { ...GUNA_1935, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, data: null });
  });

  it('saves a record with the next number, reads it back and replaces it', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const saved = await save(t, headers, { name: 'College choice', optionsCount: '5' });
    expect(saved.message).toBe('Option is calculated successfully');
    expect(saved.data).toMatchObject({
      ...GUNA_RESULT,
      runningId: 1,
      name: 'College choice',
      optionsCount: 5,
      options: ['IIT Madras', 'Anna University', 'PSG Tech', 'NIT Trichy', 'VIT'],
    });
    const read = await call(t, 'GET', '/api/options/1', headers);
    expect(read.json<{ data: unknown }>().data).toEqual(saved.data);

    const replaced = await save(t, headers, { runningId: 1, name: 'College final', optionsCount: 7 });
    expect(replaced.data).toMatchObject({ runningId: 1, name: 'College final', result: 7 });
    expect(replaced.data).toMatchObject({ options: [...record().options, '', ''] });
    expect((await save(t, headers)).data.runningId).toBe(2);
    expect((await call(t, 'GET', '/api/options/1', headers)).json()).toMatchObject({
      data: { name: 'College final', optionsCount: 7 },
    });
  });

  it.each([
    [{ name: '' }, 'Please enter name'],
    [{ name: 'Ravi & Co' }, 'Enter valid name'],
    [{ question: ' ' }, 'Please enter question'],
    [{ optionsCount: '' }, 'Enter valid number. min: 1, max: 20'],
    [{ date: undefined }, 'Enter date'],
    [{ time: undefined }, 'Enter time'],
    [{ place: undefined }, 'Enter birth place name'],
    [{ latitude: -91 }, 'Enter latitude value in between -90 and 90'],
    [{ longitude: 181 }, 'Enter longitude value in between -180 and 180'],
  ])('refuses the saved form %j with its message and stores nothing', async (change, message) => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await call(t, 'POST', '/api/options/save', headers, record(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await recentOf(t, headers)).toEqual([]);
  });

  it("keeps each astrologer's records and numbers to themselves", async () => {
    t = await createTestApp(dialect);
    const owner = await signUpAstrologer(t.app);
    const other = await signUpAstrologer(t.app);
    await save(t, owner.headers, { name: 'Marriage offers' });
    const read = await call(t, 'GET', '/api/options/1', other.headers);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: '404', message: 'Option is not found.' });
    const overwrite = await call(t, 'POST', '/api/options/save', other.headers, record({ runningId: 1 }));
    expect(overwrite.statusCode).toBe(404);
    expect(overwrite.json()).toMatchObject({ message: 'Option is not found.' });
    expect(await recentOf(t, other.headers)).toEqual([]);
    const search = await call(t, 'POST', '/api/options/search', other.headers, { keyword: 'Marriage' });
    expect(search.json()).toMatchObject({ data: [] });
    expect((await save(t, other.headers)).data.runningId).toBe(1);
    expect((await call(t, 'GET', '/api/options/1', owner.headers)).json()).toMatchObject({
      data: { name: 'Marriage offers' },
    });
    const noToken = await t.app.inject({ method: 'GET', url: '/api/options/recent' });
    expect(noToken.statusCode).toBe(403);
  });

  it('answers 404 for a missing record and 400 for a number that is not one', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    expect((await call(t, 'GET', '/api/options/99', headers)).statusCode).toBe(404);
    for (const number of ['abc', '0x1', '1e0', '2147483648']) {
      const bad = await call(t, 'GET', `/api/options/${number}`, headers);
      expect(bad.statusCode, number).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Option number must be a whole number from 1' });
    }
  });

  it('numbers 20 concurrent saves 1..20 without a gap or a repeat', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t, 'POST', '/api/options/save', headers, record())),
    );
    const numbers = answers.map((a) => a.json<{ data: { runningId: number } }>().data.runningId);
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('lists the ten records calculated last, newest first, with their dates', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    for (let i = 0; i < 12; i += 1) {
      await save(t, headers, { name: `Offer ${i + 1}`, date: `2026-11-${String(i + 1).padStart(2, '0')}` });
      t.clock.advance(1000);
    }
    await save(t, headers, { runningId: 2, name: 'Offer two again', date: '2026-10-31' });
    const recent = await call(t, 'GET', '/api/options/recent', headers);
    const rows = recent.json<{ data: { runningId: number; firstName: string; date: string }[] }>().data;
    expect(rows.map((r) => r.runningId)).toEqual([2, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(rows[0]).toEqual({
      runningId: 2,
      firstName: 'Offer two again',
      lastName: null,
      date: '2026-10-31',
    });
  });

  it('searches names by the start of the name or of a word, with the spec messages', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    await save(t, headers, { name: 'Job offers Chennai' });
    await save(t, headers, { name: 'Joblessness' });
    await save(t, headers, { name: 'House purchase' });
    const search = async (keyword: string) => call(t, 'POST', '/api/options/search', headers, { keyword });
    const names = async (keyword: string) =>
      (await search(keyword)).json<{ data: { firstName: string }[] }>().data.map((r) => r.firstName);
    expect(await names('job')).toEqual(['Joblessness', 'Job offers Chennai']);
    expect(await names('CHENNAI')).toEqual(['Job offers Chennai']);
    expect(await names('purchase')).toEqual(['House purchase']);
    expect(await names('urchase')).toEqual([]);
    expect(await names('job%')).toEqual([]);
    for (const [keyword, message] of [
      ['', 'Please enter Name to search'],
      ['jo', 'Please enter few more characters to search'],
    ]) {
      const refused = await search(keyword ?? '');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
  });
});
