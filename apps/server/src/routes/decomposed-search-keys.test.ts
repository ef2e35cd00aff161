import { afterEach, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';
const call = (t: TestApp, method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/**
 * Names whose search key is longer than the name: the key is decomposed (NFD), and a Hangul syllable
 * decomposes into 2 or 3 letters (jamo) that are no marks, so they stay. '학' → 'ᄒ' 'ᅡ' 'ᆨ'.
 * PostgreSQL counts a varchar's length in characters and refuses a longer key, so these are saved and
 * searched on both databases at each field's longest length.
 */
const AUDIT_NAME = '서울대학교 연세대학교 고려대학교 중에서 선택';
/** `count` syllables that each decompose into 3 letters ('각', '낙', '닥', …: all with a final ㄱ). */
const syllables = (count: number, first = 0) =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(0xac00 + 1 + ((first + i) % 19) * 588)).join(
    '',
  );

const CLIENT = {
  fatherName: null,
  mobile: null,
  email: null,
  maritalStatus: 'Single',
  marriageDate: null,
  sex: 'Female',
  birthTimezone: 5.5,
  birthDate: '1985-03-12',
  birthTime: '06:15',
  birthLatitude: 37.5665,
  birthLongitude: 126.978,
  captcha: 'any',
  checksum: 'disabled',
};

const JUDGEMENT = {
  timezone: 9,
  date: '2026-03-02',
  time: '10:30',
  place: '서울특별시, 대한민국',
  latitude: 37.5665,
  longitude: 126.978,
};

describe.each(dialects())('search keys of names that decompose, on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('saves, reads and searches Options Theory records named in Hangul, up to 50 characters', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const longest = syllables(50);
    for (const name of [AUDIT_NAME, longest]) {
      const saved = await call(t, 'POST', '/api/options/save', headers, {
        ...JUDGEMENT,
        runningId: 0,
        name,
        question: '어느 대학교를 선택할까요?',
        optionsCount: 3,
        options: ['서울대학교', '연세대학교', '고려대학교'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await call(t, 'GET', '/api/options/1', headers)).json()).toMatchObject({
      data: { name: AUDIT_NAME },
    });
    const search = async (keyword: string) =>
      (await call(t, 'POST', '/api/options/search', headers, { keyword }))
        .json<{ data: { firstName: string }[] }>()
        .data.map((row) => row.firstName);
    expect(await search('연세대')).toEqual([AUDIT_NAME]);
    expect(await search('서울대학교 연세')).toEqual([AUDIT_NAME]);
    expect(await search(longest.slice(0, 20))).toEqual([longest]);
  });

  it('adds, edits and finds a client with the longest Hangul name and birth place', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const [firstName, lastName] = [syllables(50), syllables(50, 7)];
    // One word of 200 syllables: the place's key and its one search word are 600 letters.
    const birthCity = syllables(200, 3);
    const added = await call(t, 'POST', '/api/user/add', headers, {
      ...CLIENT,
      firstName,
      lastName,
      birthCity,
    });
    expect(added.statusCode, added.body).toBe(200);
    const search = async (keyword: string) =>
      (await call(t, 'POST', '/api/users/search', headers, { pageNumber: 0, pageSize: 5, keyword }))
        .json<{ data: { runningId: number }[] }>()
        .data.map((hit) => hit.runningId);
    expect(await search(firstName.slice(0, 10))).toEqual([1]);
    expect(await search(lastName.slice(0, 10))).toEqual([1]);
    expect(await search(birthCity.slice(0, 10))).toEqual([1]);
    const saved = (await call(t, 'GET', '/api/user/1', headers)).json<{ data: { id: number } }>().data;
    const edited = await call(t, 'PUT', '/api/user/edit', headers, {
      ...CLIENT,
      id: saved.id,
      runningId: 1,
      firstName: lastName,
      lastName: firstName,
      birthCity: `${syllables(99, 5)}, ${syllables(99, 11)}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search(syllables(10, 11))).toEqual([1]);
    expect(await search(birthCity.slice(0, 10))).toEqual([]);
  });

  it('saves and finds a horary question of 500 Hangul characters', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const client = await call(t, 'POST', '/api/user/quickadd', headers, {
      ...APPENDIX_A_CLIENT,
      firstName: '김서연',
    });
    expect(client.statusCode, client.body).toBe(200);
    const question = `${syllables(249)} ${syllables(250, 9)}`;
    const saved = await call(t, 'POST', '/api/horary/save', headers, {
      ...JUDGEMENT,
      runningId: 0,
      horaryNumber: '100',
      question,
      clientRunningId: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const search = async (keyword: string) =>
      (await call(t, 'POST', '/api/horary/search', headers, { keyword }))
        .json<{ data: { runningId: number }[] }>()
        .data.map((row) => row.runningId);
    expect(await search(syllables(5, 9))).toEqual([1]);
    expect(await search('김서연')).toEqual([1]);
  });
});
