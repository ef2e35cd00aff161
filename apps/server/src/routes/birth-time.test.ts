import {
  BIRTH_TIME_MESSAGES,
  cuspalPositionLayout,
  planetaryPositionLayout,
  TRANSIT_CHART_NO_PLACE_MESSAGE,
  TRANSIT_MESSAGES,
  transitNatalHouseLayout,
} from '@kpdesk/contract';
import { computeChart, formatDms } from '@kpdesk/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, PROFILE_IN_CHENNAI, signUpAstrologer, type TestApp } from '../test/app.js';

const CLIENT = {
  firstName: 'Rectify',
  sex: 'Female',
  birthDate: '1990-06-15',
  birthTime: '12:00:00',
  birthCity: 'Chennai',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};
const engine = (date: string, time: string, place = { latitude: 13.0827, longitude: 80.2707 }) =>
  computeChart({ date, time, utcOffsetHours: 5.5, place, settings: { ayanamsa: 5 } });

type Body<T> = { code: string; message: string; data: T };
type Table = { columns: string[]; rows: string[][] };
const C = cuspalPositionLayout.read;
const P = planetaryPositionLayout.read;

describe.each(dialects())('birth time correction and transit of a moment on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let other: Record<string, string>;
  const send = (method: 'GET' | 'POST', url: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: `/api/${url}`, headers: h, ...(payload ? { payload } : {}) });
  const data = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await send(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<T>>();
  };
  const lagna = async () => C((await data<Table>('GET', 'chart/cuspalpositionchart/1')).data.rows[0]!);
  const record = async () =>
    (await data<{ birthTimeCorrected: string | null; birthTime: string }>('GET', 'userrequest/1')).data;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    other = (await signUpAstrologer(t.app)).headers;
    expect((await send('POST', 'user/quickadd', CLIENT)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('previews a candidate time with margins and stores nothing', async () => {
    const before = await lagna();
    const preview = await data<{
      dateStd: string;
      time24: string;
      birthdateStd: string;
      birthtime24: string;
      cuspalPosition: Table;
      planetPosition: Table;
    }>('GET', 'chart/birthtimechart/1/1990-06-15_12:30:00');
    const expected = engine('1990-06-15', '12:30:00');
    expect(preview.data).toMatchObject({
      dateStd: '1990-06-15',
      time24: '12:30:00',
      birthdateStd: '1990-06-15',
      birthtime24: '12:00:00',
    });
    const cusp = C(preview.data.cuspalPosition.rows[0]!);
    expect([cusp.longitude, cusp.subLord]).toEqual([
      formatDms(expected.cusps[0]!.longitude),
      expected.cusps[0]!.subLord,
    ]);
    expect(cusp.marginEarlier).toMatch(/^\d+$/);
    expect(P(preview.data.planetPosition.rows[1]!).longitude).toBe(formatDms(expected.bodies[1]!.longitude));
    expect(await lagna()).toEqual(before);
    expect((await record()).birthTimeCorrected).toBeNull();
  });

  it('saves a correction that every chart call then uses, and resets to the recorded time', async () => {
    const original = engine('1990-06-15', '12:00:00');
    expect((await lagna()).longitude).toBe(formatDms(original.cusps[0]!.longitude));
    const saved = await data('POST', 'user/updatebirthtime', { id: 1, birthTime: '1990-06-15_12:30:00' });
    expect(saved).toEqual({
      code: '200',
      message: BIRTH_TIME_MESSAGES.updated,
      data: { code: '200', birthTimeCorrected: '1990-06-15 12:30:00' },
    });
    const corrected = engine('1990-06-15', '12:30:00');
    expect((await lagna()).longitude).toBe(formatDms(corrected.cusps[0]!.longitude));
    const birth = await data<{ rulingPlanets: Table }>('GET', 'chart/userdata/1');
    expect(birth.data.rulingPlanets.rows[0]?.[2]).toBe(corrected.rulingPlanets.lagna.signLord);
    expect(await record()).toMatchObject({
      birthTimeCorrected: '1990-06-15 12:30:00',
      birthTime: '12:00:00',
    });

    const reset = await data('POST', 'user/updatebirthtime', { id: 1, birthTime: '1990-06-15_12:00:00' });
    expect(reset).toMatchObject({ message: BIRTH_TIME_MESSAGES.reset, data: { birthTimeCorrected: null } });
    expect((await lagna()).longitude).toBe(formatDms(original.cusps[0]!.longitude));
    expect((await record()).birthTimeCorrected).toBeNull();
  });

  it.each([
    ['1990-06-15 12:30:00', TRANSIT_MESSAGES.birthTimeInvalid],
    ['1990-02-30_12:30:00', TRANSIT_MESSAGES.birthTimeInvalid],
    ['1990-06-15_24:00:00', TRANSIT_MESSAGES.birthTimeInvalid],
  ])('refuses the birth time %s', async (birthTime, message) => {
    const res = await send('POST', 'user/updatebirthtime', { id: 1, birthTime });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it("lets no other astrologer preview, save or reset the client's birth time", async () => {
    const calls = [
      send('GET', 'chart/birthtimechart/1/1990-06-15_12:30:00', undefined, other),
      send('POST', 'user/updatebirthtime', { id: 1, birthTime: '1990-06-15_12:30:00' }, other),
      send('POST', 'user/updatebirthtime', { id: 1, birthTime: '1990-06-15_12:00:00' }, other),
      send('GET', 'chart/transituserchart/1/2026-11-22_10:00:00', undefined, other),
      send('GET', 'chart/transitchart/1', undefined, other),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Client is not found.' });
    }
    expect((await record()).birthTimeCorrected).toBeNull();
  });

  it('casts the transit of a moment at the profile place, with the transit planets in the natal houses', async () => {
    const missing = await send('GET', 'chart/transituserchart/1/2026-11-22_10:00:00');
    expect(missing.json()).toEqual({ code: '104', message: TRANSIT_CHART_NO_PLACE_MESSAGE, data: null });
    expect((await send('POST', 'astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
    const transit = await data<{
      date: string;
      time: string;
      planetPosition: Table;
      natalHouses: Table;
    }>('GET', 'chart/transituserchart/1/2026-11-22_10:00:30');
    expect(transit.data).toMatchObject({ date: '2026-11-22', time: '10:00:30', city: 'Chennai' });
    const expected = engine('2026-11-22', '10:00:30');
    expect(transit.data.planetPosition.rows.map((r) => P(r).longitude)).toEqual(
      expected.bodies.map((b) => formatDms(b.longitude)),
    );
    const natal = engine('1990-06-15', '12:00:00');
    const natalHouse = (lon: number) => {
      const cusps = natal.cusps.map((c) => c.longitude);
      const i = cusps.findIndex((start, k) => {
        const end = cusps[(k + 1) % 12]!;
        return (lon - start + 360) % 360 < (end - start + 360) % 360;
      });
      return String(i + 1);
    };
    expect(transit.data.natalHouses.rows.map((r) => transitNatalHouseLayout.read(r).natalHouse)).toEqual(
      expected.bodies.map((b) => natalHouse(b.longitude)),
    );
    const now = await data<{ time: string }>('GET', 'chart/transitchart/1');
    expect(now.data.time).toBe('11:30');
  });

  it('refuses a malformed moment with a clear message', async () => {
    const res = await send('GET', 'chart/transituserchart/1/2026-11-22T25:00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: TRANSIT_MESSAGES.momentInvalid });
  });
});
