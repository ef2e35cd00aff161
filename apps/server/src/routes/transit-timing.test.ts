/**
 * POST /transit/timing/{runningId} on every database, for the Appendix A client (Guna, IST, KP
 * ayanamsa): 20-year conjunctions of Saturn with the natal Moon and of Jupiter with the natal tenth cusp,
 * and Jupiter's entries into Saturn's stars, each row checked on the engine's positions one second either
 * side of its moment and against the engine's dasha chain; refusals naming the field; another astrologer's
 * client as a missing one.
 */
import { toJulianDay } from '@kpdesk/chart-answers';
import {
  parseMoment,
  TIMING_MESSAGES,
  type TransitTimingResult,
  type TransitTimingRow,
} from '@kpdesk/contract';
import {
  computeBodyPositions,
  computeChart,
  findKpSubRow,
  findRunningPeriods,
  resolveSettings,
  type Planet,
} from '@kpdesk/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

const IST = 5.5;
const SECOND = 1 / 86400;
const SETTINGS = resolveSettings({ ayanamsa: 5 });
const chart = computeChart({
  date: APPENDIX_A_CLIENT.birthDate,
  time: APPENDIX_A_CLIENT.birthTime,
  utcOffsetHours: IST,
  place: { latitude: APPENDIX_A_CLIENT.birthLatitude, longitude: APPENDIX_A_CLIENT.birthLongitude },
  settings: { ayanamsa: 5 },
});
const natalMoon = chart.bodies.find((b) => b.name === 'Moon')!.longitude;

/** The Julian day of a row's moment on the birth clock. */
const jdOf = (row: TransitTimingRow): number => toJulianDay(parseMoment(row.moment)!, IST);
const longitudeAt = (planet: Planet, jd: number) =>
  computeBodyPositions(jd, SETTINGS).bodies.find((b) => b.name === planet)!.longitude;
/** The signed difference from a target, wrapped into (-180, 180]. */
const offsetFrom = (lon: number, target: number) => ((lon - target + 540) % 360) - 180;

function expectRunningLords(rows: TransitTimingRow[]) {
  for (const row of rows) {
    const [dasha, bhukti, antara] = findRunningPeriods(chart.dasha, jdOf(row), 3).map((p) => p.lord);
    expect({ dasha: row.dasha, bhukti: row.bhukti, antara: row.antara }, row.moment).toEqual({
      dasha,
      bhukti,
      antara,
    });
  }
}

function expectConjunctions(planet: Planet, target: number, result: TransitTimingResult) {
  expect(result.natalLongitude).toBeCloseTo(target, 9);
  const moments = result.rows.map((r) => r.moment);
  expect(moments).toEqual([...moments].sort());
  for (const row of result.rows) {
    expect(row.kind).toBe('conjunct');
    const jd = jdOf(row);
    const before = offsetFrom(longitudeAt(planet, jd - SECOND), target);
    const after = offsetFrom(longitudeAt(planet, jd + SECOND), target);
    expect(Math.sign(before) * Math.sign(after), row.moment).toBe(-1);
    expect(row.retrograde).toBe(after < before);
  }
  expectRunningLords(result.rows);
}

describe.each(dialects())('transit timing on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  const post = (body: object, runningId = 1, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/transit/timing/${runningId}`, headers: as, payload: body });
  const timing = async (body: object): Promise<TransitTimingResult> => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TransitTimingResult }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    otherHeaders = (await signUpAstrologer(t.app)).headers;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/quickadd',
      headers,
      payload: APPENDIX_A_CLIENT,
    });
    expect(added.json()).toMatchObject({ data: { runningId: 1 } });
  });
  afterAll(async () => t.close());

  it('finds every Saturn conjunction with the natal Moon over 20 years, to the second', async () => {
    // Saturn walked sidereal Aquarius, where the Appendix A Moon stands, in 2022-2025.
    const from = '2010-01-01 00:00:00';
    const to = '2029-12-31 00:00:00';
    const result = await timing({ planet: 'Saturn', kind: 'conjunction', natalPoint: 'Moon', from, to });
    // Saturn goes round in about 29.5 years: one pass over the Moon in 20 years (three with a retrograde loop).
    expect([1, 3]).toContain(result.rows.length);
    expectConjunctions('Saturn', natalMoon, result);
  });

  it('finds Jupiter over the natal tenth cusp', async () => {
    const body = { planet: 'Jupiter', kind: 'conjunction', natalPoint: 'cusp10' };
    const result = await timing({ ...body, from: '2010-01-01 00:00:00', to: '2025-01-01 00:00:00' });
    expect(result.rows.length).toBeGreaterThan(0);
    expectConjunctions('Jupiter', chart.cusps[9]!.longitude, result);
  });

  it("finds Jupiter coming under and leaving Saturn's stars, each row with its lord and level", async () => {
    const body = { planet: 'Jupiter', kind: 'lordEntry', lord: 'Saturn', level: 'star' };
    const result = await timing({ ...body, from: '2015-06-01 10:00:00', to: '2027-06-01 10:00:00' });
    expect(result.natalLongitude).toBeNull();
    expect(result.rows.length).toBeGreaterThan(1);
    const isSaturnStar = (jd: number) => findKpSubRow(longitudeAt('Jupiter', jd)).starLord === 'Saturn';
    result.rows.forEach((row, i) => {
      expect(row).toMatchObject({ lord: 'Saturn', level: 'star' });
      if (i > 0) expect(row.kind).not.toBe(result.rows[i - 1]!.kind);
      const jd = jdOf(row);
      expect([isSaturnStar(jd - SECOND), isSaturnStar(jd + SECOND)], row.moment).toEqual(
        row.kind === 'enters' ? [false, true] : [true, false],
      );
    });
    expectRunningLords(result.rows);
  });

  const conjunction = { planet: 'Saturn', kind: 'conjunction', natalPoint: 'Moon' };
  const window = { from: '2000-01-01 00:00:00', to: '2001-01-01 00:00:00' };
  it.each([
    [{ ...conjunction, ...window, planet: 'Pluto' }, TIMING_MESSAGES.planet],
    [{ ...conjunction, ...window, natalPoint: 'cusp13' }, TIMING_MESSAGES.natalPoint],
    [{ ...conjunction, ...window, natalPoint: undefined }, TIMING_MESSAGES.natalPointMissing],
    [{ ...conjunction, ...window, kind: 'opposition' }, TIMING_MESSAGES.kind],
    [{ ...window, planet: 'Mars', kind: 'lordEntry', level: 'star' }, TIMING_MESSAGES.lordMissing],
    [{ ...window, planet: 'Mars', kind: 'lordEntry', lord: 'Venus' }, TIMING_MESSAGES.levelMissing],
    [{ ...window, planet: 'Mars', kind: 'lordEntry', lord: 'Venus', level: 'house' }, TIMING_MESSAGES.level],
    [
      { ...conjunction, from: '2000-01-01 00:00:00', to: '2000-01-01 00:00:00' },
      TIMING_MESSAGES.toNotAfterFrom,
    ],
    [
      { ...conjunction, from: '2000-01-01 00:00:00', to: '2020-01-02 00:00:00' },
      TIMING_MESSAGES.windowTooLong,
    ],
    [
      { ...conjunction, planet: 'Moon', from: '2000-01-01 00:00:00', to: '2001-01-02 00:00:00' },
      TIMING_MESSAGES.moonWindowTooLong,
    ],
    [{ ...conjunction, from: '2000-02-30 00:00:00', to: '2001-01-01 00:00:00' }, TIMING_MESSAGES.from],
  ])('refuses %j naming the field', async (body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400', message });
  });

  it('accepts a whole year for the Moon and 20 calendar years for a slow planet', async () => {
    const moon = await timing({
      ...conjunction,
      planet: 'Moon',
      from: '2024-01-01 00:00:00',
      to: '2025-01-01 00:00:00',
    });
    // The Moon laps the zodiac about 13.4 times a year.
    expect([13, 14]).toContain(moon.rows.length);
    expectConjunctions('Moon', natalMoon, moon);
    const slow = await post({ ...conjunction, from: '2000-01-01 00:00:00', to: '2020-01-01 00:00:00' });
    expect(slow.statusCode).toBe(200);
  });

  it("answers another astrologer's client as a missing one", async () => {
    const body = { ...conjunction, ...window };
    const theirs = await post(body, 1, otherHeaders);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'Client is not found.' });
    expect((await post(body, 99)).json()).toEqual(theirs.json());
  });
});
