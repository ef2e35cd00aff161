/**
 * Life events on both databases: every call, ownership (another astrologer's or client's event is
 * the same 404 as a missing one), every refusal (named, nothing stored), the saved birth time correction
 * followed, and the events' periods and scores against the engine cast independently here.
 */
import {
  EVENT_CATALOGUE,
  computeChart,
  computeInputJulianDay,
  scoreLifeEvent,
  toChartLords,
} from '@kpdesk/astro';
import { LIFE_EVENT_MESSAGES, type LifeEvent } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextMessage } from '../services/storable-text.js';
import { createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

const CLIENT = {
  firstName: 'Events',
  sex: 'Female',
  birthDate: '1990-06-15',
  birthTime: '12:00:00',
  birthCity: 'Chennai',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};
const MARRIAGE = { eventKey: 'marriage', date: '2015-02-10', time: '10:30', note: 'Temple wedding' };
const JOB = { eventKey: 'job', date: '2012-07-01', time: null, note: '' };

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body<T> = { code: string; message: string; data: T };

/** The engine's view of an event for a birth at `time` on the client's date (IST, Chennai, KP ayanamsa). */
function engineScore(birthTime: string, event: { eventKey: string; date: string; time: string }) {
  const birth = computeChart({
    date: CLIENT.birthDate,
    time: birthTime,
    utcOffsetHours: 5.5,
    place: { latitude: CLIENT.birthLatitude, longitude: CLIENT.birthLongitude },
    settings: { ayanamsa: 5 },
  });
  const jdUT = computeInputJulianDay({ date: event.date, time: event.time, utcOffsetHours: 5.5 });
  const groups = EVENT_CATALOGUE.find((e) => e.key === event.eventKey)?.groups;
  if (!groups) throw new Error(event.eventKey);
  return scoreLifeEvent(toChartLords(birth), birth.dasha, jdUT, groups);
}

describe.each(dialects())('life events on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  let other: Headers;
  const send = (method: Method, url: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: `/api/${url}`, headers: h, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: Method, url: string, payload?: object, h = headers) => {
    const res = await send(method, url, payload, h);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<T>>();
  };
  const list = async (h = headers, client = 1) =>
    (await ok<{ events: LifeEvent[] }>('GET', `lifeevents/${client}`, undefined, h)).data.events;
  const refused = async (method: Method, url: string, payload: object | undefined, message: string) => {
    const before = await list();
    const res = await send(method, url, payload);
    expect(res.json<Body<null>>(), `${method} ${url}`).toMatchObject({ code: '400', message, data: null });
    expect(res.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    other = (await signUpAstrologer(t.app)).headers;
    for (const h of [headers, headers, other])
      expect((await send('POST', 'user/quickadd', CLIENT, h)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('adds, lists in time order with periods, promise and score as the engine gives them', async () => {
    const first = await ok<{ id: number }>('POST', 'lifeevents/1', MARRIAGE);
    expect(first.message).toBe(LIFE_EVENT_MESSAGES.added);
    const second = await ok<{ id: number }>('POST', 'lifeevents/1', JOB);
    const events = await list();
    expect(events.map((e) => e.id)).toEqual([second.data.id, first.data.id]);
    expect(events[1]).toMatchObject({
      eventKey: 'marriage',
      eventName: 'Marriage',
      date: '2015-02-10',
      time: '10:30:00',
      note: 'Temple wedding',
      moment: '2015-02-10 10:30:00',
    });
    expect(events[0]).toMatchObject({ time: null, note: '', moment: '2012-07-01 12:00:00' });
    const expected = engineScore('12:00:00', { ...MARRIAGE, time: '10:30:00' });
    const marriage = events[1] as LifeEvent;
    expect(marriage.periods.map((p) => [p.level, p.lord, p.value])).toEqual(
      expected.periods.map((p) => [p.level, p.lord, p.value]),
    );
    expect(marriage.periods[3]).toMatchObject({ category: null, value: null });
    expect(marriage.promise).toMatchObject({ cusp: 7, subLord: expected.promise.subLord });
    const sum = marriage.periods.reduce((s, p) => s + (p.value ?? 0), 0) + marriage.promise.value;
    expect(marriage.score).toBe(sum);
    expect(marriage.score).toBe(expected.score);
    for (const p of marriage.periods) {
      expect(p.start <= marriage.moment && marriage.moment < p.end, JSON.stringify(p)).toBe(true);
    }
  });

  it('follows the saved birth time correction', async () => {
    const saved = { id: 1, birthTime: '1990-06-15_13:40:00' };
    expect((await send('POST', 'user/updatebirthtime', saved)).statusCode).toBe(200);
    const marriage = (await list()).find((e) => e.eventKey === 'marriage') as LifeEvent;
    const expected = engineScore('13:40:00', { ...MARRIAGE, time: '10:30:00' });
    expect(marriage.score).toBe(expected.score);
    expect(marriage.promise.subLord).toBe(expected.promise.subLord);
    expect(
      (await send('POST', 'user/updatebirthtime', { id: 1, birthTime: '1990-06-15_12:00:00' })).statusCode,
    ).toBe(200);
  });

  it('replaces an event with the full body; a key left out is refused and nothing changes', async () => {
    const { id } = (await list()).find((e) => e.eventKey === 'marriage') as LifeEvent;
    await refused(
      'PUT',
      `lifeevents/1/${id}`,
      { eventKey: 'marriage', date: '2015-02-10', time: null },
      'note is missing',
    );
    await refused(
      'PUT',
      `lifeevents/1/${id}`,
      { eventKey: 'marriage', date: '2015-02-10', note: 'x' },
      'time is missing',
    );
    const edited = await ok('PUT', `lifeevents/1/${id}`, {
      ...MARRIAGE,
      date: '2015-02-11',
      time: '',
      note: 'Registered',
    });
    expect(edited).toMatchObject({ message: LIFE_EVENT_MESSAGES.updated, data: { id } });
    expect((await list()).find((e) => e.id === id)).toMatchObject({
      date: '2015-02-11',
      time: null,
      note: 'Registered',
    });
  });

  it('judges an event on its own clock when it has one; an edit that leaves the zone out keeps it', async () => {
    // 18:00 daylight time in New York (UTC-4) is 22:00 UTC, 03:30 the next day on the Chennai birth clock.
    const abroad = { eventKey: 'marriage', date: '2016-07-02', time: '18:00', note: '', timezone: -4 };
    const { id } = (await ok<{ id: number }>('POST', 'lifeevents/1', abroad)).data;
    const stored = (await list()).find((e) => e.id === id) as LifeEvent;
    expect(stored).toMatchObject({ time: '18:00:00', timezone: -4, moment: '2016-07-03 03:30:00' });
    expect(stored.score).toBe(
      engineScore('12:00:00', { ...abroad, date: '2016-07-03', time: '03:30:00' }).score,
    );
    const withoutZone = {
      eventKey: abroad.eventKey,
      date: abroad.date,
      time: abroad.time,
      note: abroad.note,
    };
    await ok('PUT', `lifeevents/1/${id}`, { ...withoutZone, note: 'Kept' });
    expect((await list()).find((e) => e.id === id)).toMatchObject({ note: 'Kept', timezone: -4 });
    await ok('PUT', `lifeevents/1/${id}`, { ...withoutZone, timezone: '' });
    expect((await list()).find((e) => e.id === id)).toMatchObject({
      timezone: null,
      moment: '2016-07-02 18:00:00',
    });
    await ok('PUT', `lifeevents/1/${id}`, { ...withoutZone, timezone: 5.75 });
    expect((await list()).find((e) => e.id === id)).toMatchObject({
      timezone: 5.75,
      moment: '2016-07-02 17:45:00',
    });
    const plain = (await list()).find((e) => e.eventKey === 'job') as LifeEvent;
    expect(plain.timezone).toBeNull();
    const gone = await send('DELETE', `lifeevents/1/${id}`);
    expect(gone.statusCode).toBe(200);
  });

  it('refuses every bad field by name and stores nothing', async () => {
    const m = LIFE_EVENT_MESSAGES;
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, eventKey: 'coronation' }, m.eventUnknown);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, eventKey: '' }, m.eventKeyRequired);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, date: '' }, m.dateRequired);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, date: '2015-02-30' }, m.dateInvalid);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, date: '1990-06-14' }, m.dateBeforeBirth);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, time: '24:00' }, m.timeInvalid);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, note: 'n'.repeat(501) }, m.noteInvalid);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, note: { text: 'x' } }, m.noteNotText);
    await refused('POST', 'lifeevents/1', { ...MARRIAGE, note: 'a\u0000b' }, unstorableTextMessage('note'));
    for (const timezone of [15, -12.5, 'EST', true, { hours: 5 }])
      await refused('POST', 'lifeevents/1', { ...MARRIAGE, timezone }, m.timezoneInvalid);
    const { id } = (await list())[0] as LifeEvent;
    await refused('PUT', `lifeevents/1/${id}`, { ...MARRIAGE, date: '2040-01-01' }, m.dateInFuture);
  });

  it('keeps each astrologer’s and client’s events apart: the same 404 as a missing event', async () => {
    const { id } = (await list())[0] as LifeEvent;
    const notFound = { code: '404', message: LIFE_EVENT_MESSAGES.notFound, data: null };
    expect(await list(other)).toEqual([]);
    for (const [method, url, h] of [
      ['PUT', `lifeevents/1/${id}`, other],
      ['DELETE', `lifeevents/1/${id}`, other],
      ['PUT', `lifeevents/2/${id}`, headers],
      ['DELETE', `lifeevents/2/${id}`, headers],
      ['DELETE', 'lifeevents/1/999999', headers],
    ] as const) {
      const res = await send(method, url, method === 'PUT' ? MARRIAGE : undefined, h);
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([404, notFound]);
    }
    const missingClient = await send('GET', 'lifeevents/77');
    expect([missingClient.statusCode, missingClient.json<Body<null>>().message]).toEqual([
      404,
      'Client is not found.',
    ]);
    expect((await send('POST', 'lifeevents/77', MARRIAGE)).statusCode).toBe(404);
    expect((await list()).find((e) => e.id === id)).toBeDefined();
  });

  it('deletes an event, then it is not found', async () => {
    const [first] = await list();
    const { id } = first as LifeEvent;
    expect(await ok('DELETE', `lifeevents/1/${id}`)).toMatchObject({ message: LIFE_EVENT_MESSAGES.deleted });
    expect((await list()).map((e) => e.id)).not.toContain(id);
    expect((await send('DELETE', `lifeevents/1/${id}`)).statusCode).toBe(404);
  });

  it('deletes a client’s events with the client', async () => {
    await ok('POST', 'lifeevents/2', JOB);
    expect(await list(headers, 2)).toHaveLength(1);
    expect((await send('DELETE', 'user/2')).statusCode).toBe(200);
    const table = await t.app.context.db.selectFrom('life_events').select('client_id').execute();
    const rows = await t.app.context.db.selectFrom('clients').select('id').execute();
    expect(table.every((r) => rows.some((c) => c.id === r.client_id))).toBe(true);
  });
  it('reads today on the birth zone’s clock from the server clock', async () => {
    // The test clock starts at 2026-11-22 06:00 UTC: 11:30 on the 22nd in India.
    await refused(
      'POST',
      'lifeevents/1',
      { ...MARRIAGE, date: '2026-11-23' },
      LIFE_EVENT_MESSAGES.dateInFuture,
    );
    await ok('POST', 'lifeevents/1', { ...MARRIAGE, date: '2026-11-22' });
    t.clock.advance(13 * 3_600_000); // 19:00 UTC is 00:30 on the 23rd in India
    try {
      // A fresh sign-in: the first one's token does not live 13 hours.
      const later = (await signUpAstrologer(t.app)).headers;
      expect((await send('POST', 'user/quickadd', CLIENT, later)).statusCode).toBe(200);
      await ok('POST', 'lifeevents/1', { ...MARRIAGE, date: '2026-11-23' }, later);
      const refusedLater = await send('POST', 'lifeevents/1', { ...MARRIAGE, date: '2026-11-24' }, later);
      expect(refusedLater.json<Body<null>>().message).toBe(LIFE_EVENT_MESSAGES.dateInFuture);
    } finally {
      t.clock.advance(-13 * 3_600_000);
    }
  });
});
