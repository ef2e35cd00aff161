import { computeHoraryChart, findHoraryRow } from '@kpdesk/astro';
import { HORARY_MESSAGES, cuspalPositionLayout } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  HORARY_QUESTION,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'DELETE';
const call = (t: TestApp, method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

interface Answer {
  code: string;
  message: string;
  data: {
    runningId: number;
    horaryNumber: number;
    clientRunningId: number | null;
    clientName: string | null;
    row: { sign: string; start: string; subLord: string };
    cuspalPosition: { rows: string[][] };
    verdictAids: { eventKey: string; readings: { cusp: number; subLord: string }[] }[];
    profile: { ayanamsaName: string };
  };
}

const recentOf = async (t: TestApp, headers: Headers) =>
  (await call(t, 'GET', '/api/horary/recent', headers)).json<{ data: { runningId: number }[] }>().data;

describe.each(dialects())('horary on %s', (dialect) => {
  // One app per dialect: every test signs up its own astrologers, so no test sees another's questions.
  let t: TestApp;
  /** An astrologer who only sends refused bodies: nothing may ever be stored for them. */
  let refused: Headers;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    refused = (await signUpAstrologer(t.app)).headers;
  });
  afterAll(async () => t.close());

  it('casts the chart of a number: Ascendant at the row start, tables, verdict aids; stores nothing', async () => {
    const { headers } = await signUpAstrologer(t.app);
    const res = await call(t, 'POST', '/api/horary/chart', headers, HORARY_QUESTION);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<Answer>();
    expect(data).toMatchObject({
      horaryNumber: 100,
      clientRunningId: null,
      row: { sign: 'Leo', start: '24°00′00″' },
    });
    const asc = cuspalPositionLayout.read(data.cuspalPosition.rows[0] ?? []);
    expect(asc).toMatchObject({ sign: 'Leo', degree: '24°00′00″', subLord: findHoraryRow(100).subLord });
    const engine = computeHoraryChart({
      number: 100,
      date: HORARY_QUESTION.date,
      time: HORARY_QUESTION.time,
      utcOffsetHours: 5.5,
      place: HORARY_QUESTION,
    });
    const marriage = data.verdictAids.find((aid) => aid.eventKey === 'marriage');
    expect(marriage?.readings).toMatchObject([{ cusp: 7, subLord: engine.chart.cusps[6]?.subLord }]);
    expect(data.verdictAids).toHaveLength(15);
    expect(await recentOf(t, headers)).toEqual([]);
  });

  it('saves, reopens with the kept settings, lists, searches and replaces', async () => {
    const { headers } = await signUpAstrologer(t.app);
    const client = await call(t, 'POST', '/api/user/quickadd', headers, {
      ...APPENDIX_A_CLIENT,
      firstName: 'Lakshmi',
    });
    const clientRunningId = client.json<{ data: { runningId: number } }>().data.runningId;
    const saved = await call(t, 'POST', '/api/horary/save', headers, {
      ...HORARY_QUESTION,
      runningId: 0,
      clientRunningId,
      rotateHouse: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: HORARY_MESSAGES.saved,
      data: { runningId: 1, clientName: 'Lakshmi', rotateHouse: 5 },
    });
    // Another ayanamsa from now on: the saved question still reopens with the one it was cast with.
    await call(t, 'POST', '/api/config/astrologer/edit', headers, settingsBody({ config4: 1 }));
    const reopened = await call(t, 'GET', '/api/horary/1', headers);
    expect(reopened.json()).toMatchObject({
      data: { runningId: 1, clientRunningId, profile: { ayanamsaName: 'Krishnamurti' } },
    });
    expect(reopened.json<Answer>().data.cuspalPosition).toEqual(saved.json<Answer>().data.cuspalPosition);
    await call(t, 'POST', '/api/horary/save', headers, {
      ...HORARY_QUESTION,
      question: 'Will the house sale close?',
      eventId: null,
    });
    expect((await recentOf(t, headers)).map((r) => r.runningId)).toEqual([2, 1]);
    const search = async (keyword: string) =>
      (await call(t, 'POST', '/api/horary/search', headers, { keyword })).json<{
        data: { runningId: number }[];
      }>();
    expect((await search('daught')).data.map((r) => r.runningId)).toEqual([1]);
    expect((await search('laksh')).data.map((r) => r.runningId)).toEqual([1]);
    expect((await search('SALE')).data.map((r) => r.runningId)).toEqual([2]);
    expect((await search('xyz%')).data).toEqual([]);
    const short = await call(t, 'POST', '/api/horary/search', headers, { keyword: 'ab' });
    expect(short.json()).toMatchObject({ message: HORARY_MESSAGES.searchKeywordShort });
    const replaced = await call(t, 'POST', '/api/horary/save', headers, {
      ...HORARY_QUESTION,
      runningId: 1,
      horaryNumber: 7,
    });
    expect(replaced.json()).toMatchObject({ data: { runningId: 1, horaryNumber: 7, clientRunningId: null } });
    expect((await recentOf(t, headers)).map((r) => r.runningId)).toEqual([1, 2]);
    // Deleting the client keeps the question, without its client.
    await call(t, 'POST', '/api/horary/save', headers, { ...HORARY_QUESTION, runningId: 2, clientRunningId });
    await call(t, 'DELETE', `/api/user/${clientRunningId}`, headers);
    expect((await call(t, 'GET', '/api/horary/2', headers)).json()).toMatchObject({
      data: { clientRunningId: null },
    });
  });

  it("keeps questions private: another astrologer's question and client are not found", async () => {
    const owner = await signUpAstrologer(t.app);
    const other = await signUpAstrologer(t.app);
    await call(t, 'POST', '/api/horary/save', owner.headers, HORARY_QUESTION);
    await call(t, 'POST', '/api/user/quickadd', owner.headers, APPENDIX_A_CLIENT);
    const notFound = { statusCode: 404 };
    const get = await call(t, 'GET', '/api/horary/1', other.headers);
    expect(get).toMatchObject(notFound);
    expect(get.json()).toMatchObject({ message: HORARY_MESSAGES.notFound });
    const overwrite = await call(t, 'POST', '/api/horary/save', other.headers, {
      ...HORARY_QUESTION,
      runningId: 1,
      question: 'Mine now?',
    });
    expect(overwrite).toMatchObject(notFound);
    expect((await call(t, 'GET', '/api/horary/1', owner.headers)).json()).toMatchObject({
      data: { question: HORARY_QUESTION.question },
    });
    for (const url of ['/api/horary/chart', '/api/horary/save']) {
      const res = await call(t, 'POST', url, other.headers, { ...HORARY_QUESTION, clientRunningId: 1 });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Client is not found.' });
    }
    expect(await recentOf(t, other.headers)).toEqual([]);
    const search = await call(t, 'POST', '/api/horary/search', other.headers, { keyword: 'daughter' });
    expect(search.json()).toMatchObject({ data: [] });
    expect((await call(t, 'GET', '/api/horary/1', {})).statusCode).toBe(403);
  });

  it.each([
    [{ horaryNumber: 0 }, HORARY_MESSAGES.numberInvalid],
    [{ horaryNumber: '250' }, HORARY_MESSAGES.numberInvalid],
    [{ horaryNumber: 1.5 }, HORARY_MESSAGES.numberInvalid],
    [{ horaryNumber: '-3' }, HORARY_MESSAGES.numberInvalid],
    [{ horaryNumber: '12a' }, HORARY_MESSAGES.numberInvalid],
    [{ horaryNumber: '' }, HORARY_MESSAGES.numberInvalid],
    [{ place: 'Abc' }, 'Enter valid birth place name'],
    [{ place: '' }, 'Enter birth place name'],
    [{ latitude: 95 }, 'Enter latitude value in between -90 and 90'],
    [{ date: '2025-02-30' }, 'Enter valid date'],
    [{ time: '25:00' }, 'Enter valid time'],
    [{ method: 'sunrise' }, HORARY_MESSAGES.methodInvalid],
    [{ rotateHouse: 13 }, HORARY_MESSAGES.rotateInvalid],
    [{ question: ' ' }, HORARY_MESSAGES.questionRequired],
    [{ latitude: 80, horaryNumber: 63 }, 'The Ascendant never reaches 90.0000° at latitude 80.0000°'],
  ])('refuses %j with its message and stores nothing', async (change, message) => {
    const headers = refused;
    for (const url of ['/api/horary/chart', '/api/horary/save']) {
      const res = await call(t, 'POST', url, headers, { ...HORARY_QUESTION, ...change });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await recentOf(t, headers)).toEqual([]);
  });

  it.each(['horaryNumber', 'question', 'date', 'time', 'place', 'latitude', 'longitude'])(
    'refuses a body without %s',
    async (field) => {
      const { headers } = await signUpAstrologer(t.app);
      const body: Record<string, unknown> = { ...HORARY_QUESTION };
      delete body[field];
      const res = await call(t, 'POST', '/api/horary/save', headers, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(await recentOf(t, headers)).toEqual([]);
    },
  );

  it('refuses an event outside the catalogue and a bad path number', async () => {
    const headers = refused;
    const res = await call(t, 'POST', '/api/horary/chart', headers, { ...HORARY_QUESTION, eventId: 99 });
    expect(res).toMatchObject({ statusCode: 404 });
    expect(res.json()).toMatchObject({ message: 'Event is not found.' });
    expect((await call(t, 'GET', '/api/horary/0x1', headers)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/horary/9', headers)).statusCode).toBe(404);
  });
});
