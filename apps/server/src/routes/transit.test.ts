import { formatLocalDateTime } from '@kpdesk/chart-answers';
import {
  lordCellLayout,
  TRANSIT_CHART_NO_PLACE_MESSAGE,
  TRANSIT_MESSAGES,
  type IntervalSearchResult,
} from '@kpdesk/contract';
import { computeChart, resolveSettings, searchLordChanges, toJulianDayUT, type Chart } from '@kpdesk/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  PROFILE_IN_CHENNAI,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

/** Domain §16.3: Guna 24°39′N 77°18′E, 12 Sep 1935, KP ayanamsa (5), IST. */
const GUNA = { ...APPENDIX_A_CLIENT, firstName: 'Guna' };
const PLACE = { latitude: GUNA.birthLatitude, longitude: GUNA.birthLongitude };
/** Domain §16.3: the Ascendant's star/sub changes between 21:00 and 22:00 IST (published worked example). */
const ASCENDANT_CHANGES_2100_2200 = [
  '21:01:05',
  '21:03:39',
  '21:10:19',
  '21:16:18',
  '21:23:29',
  '21:29:59',
  '21:32:40',
  '21:35:00',
  '21:38:53',
  '21:41:38',
  '21:48:44',
  '21:55:07',
];

/** Domain §16.3: the Moon's star/sub changes on the same civil day. */
const MOON_CHANGES_ON_THE_DAY = [
  '00:58:45',
  '04:18:21',
  '07:16:39',
  '08:30:01',
  '11:59:24',
  '13:02:11',
  '14:46:45',
  '15:59:55',
  '18:47:05',
  '22:05:29',
];
/** The domain prints change times to the whole second (as the engine's own §16.3 test allows). */
const PUBLISHED_TOLERANCE_SECONDS = 1;
const secondsOf = (time: string) => time.split(':').reduce((s, part) => s * 60 + Number(part), 0);
function expectWithinASecond(actual: string, published: string) {
  const difference = Math.abs(secondsOf(actual) - secondsOf(published));
  expect(difference, `published ${published}, ours ${actual}`).toBeLessThanOrEqual(
    PUBLISHED_TOLERANCE_SECONDS,
  );
}

type Body<T> = { code: string; message: string; data: T };

/** The chart at a local moment ± seconds at Guna, straight from the engine. */
function chartAt(dateTime: string, shiftSeconds: number, place = PLACE, tz = 5.5): Chart {
  const [date = '', time = ''] = dateTime.split(' ');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  const jd = toJulianDayUT({
    year: y,
    month: mo,
    day: d,
    hour: h,
    minute: mi,
    second: s + shiftSeconds,
    utcOffsetHours: tz,
  });
  const [ld = '', lt = ''] = formatLocalDateTime(jd, tz).split(' ');
  return computeChart({ date: ld, time: lt, utcOffsetHours: tz, place, settings: { ayanamsa: 5 } });
}

const lordsOf = (p: { signLord: string; starLord: string; subLord: string }) =>
  `${p.signLord}/${p.starLord}/${p.subLord}`;

describe.each(dialects())('transit, interval search and birth time correction on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let other: Record<string, string>;
  const send = (method: 'GET' | 'POST', url: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: `/api/${url}`, headers: h, ...(payload ? { payload } : {}) });
  const search = async (payload: object) => {
    const res = await send('POST', 'chart/dateintervalsearch', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<IntervalSearchResult>>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    other = (await signUpAstrologer(t.app)).headers;
    const added = await send('POST', 'user/quickadd', GUNA);
    expect(added.json()).toMatchObject({ data: { runningId: 1 } });
  });
  afterAll(async () => t.close());

  describe('interval search', () => {
    it("lists the engine's change moments of the cusps, each a real change one second either side", async () => {
      const result = await search({
        runningId: 1,
        search: 'cuspal',
        startDate: '1935-09-12 21:00:00',
        endDate: '1935-09-12 22:00:00',
      });
      const jd = (time: string) =>
        toJulianDayUT({
          year: 1935,
          month: 9,
          day: 12,
          hour: Number(time.slice(0, 2)),
          minute: Number(time.slice(3, 5)),
          second: Number(time.slice(6)),
          utcOffsetHours: 5.5,
        });
      const engine = searchLordChanges(
        jd('21:00:00'),
        jd('22:00:00'),
        PLACE,
        resolveSettings({ ayanamsa: 5 }),
        { cusps: true, bodies: false },
      );
      const moments = new Set(['1935-09-12 21:00:00']);
      for (const track of engine.cusps)
        for (const c of track.changes) moments.add(formatLocalDateTime(c.jdUT, 5.5));
      expect(result.dateList).toEqual([...moments].sort());
      expect(result.cuspalNameList).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
      expect(result.planetNameList).toEqual([]);
      // Every row after the first: some cusp's lords differ one second before and one second after.
      result.dateList.slice(1).forEach((moment) => {
        const before = chartAt(moment, -1).cusps.map(lordsOf);
        const after = chartAt(moment, 1).cusps.map(lordsOf);
        expect(before, moment).not.toEqual(after);
      });
      // The cells are the lords in force from the row's moment (the engine's chart a second later, for rows
      // whose next row is at least two seconds away).
      result.cuspalList.forEach((row, r) => {
        const next = result.dateList[r + 1];
        const moment = result.dateList[r]!;
        if (next && secondsOf(next.slice(11)) - secondsOf(moment.slice(11)) < 2) return;
        const after = chartAt(moment, 1).cusps;
        expect(row.map((cell) => lordsOf(lordCellLayout.read(result.lordCells[cell]!)))).toEqual(
          after.map(lordsOf),
        );
      });
    });

    it("finds the Ascendant's published star and sub changes (domain §16.3) to the second", async () => {
      const result = await search({
        runningId: 1,
        search: 'cuspal',
        startDate: '1935-09-12 21:00:00',
        endDate: '1935-09-12 22:00:00',
      });
      const ascendant = result.dateList.filter((_, r) => {
        if (r === 0) return false;
        const ascendantAt = (row: number) => result.lordCells[result.cuspalList[row]![0]!]!;
        const [now, before] = [ascendantAt(r), ascendantAt(r - 1)];
        return now[2] !== before[2] || now[3] !== before[3];
      });
      expect(ascendant).toHaveLength(ASCENDANT_CHANGES_2100_2200.length);
      ascendant.forEach((moment, i) =>
        expectWithinASecond(moment.slice(11), ASCENDANT_CHANGES_2100_2200[i]!),
      );
    });

    it('groups by sub lord and star lord with spans that sum to the row count', async () => {
      const result = await search({
        runningId: 1,
        search: 'planet',
        startDate: '1935-09-12 00:00:00',
        endDate: '1935-09-12 23:59:59',
      });
      expect(result.planetNameList).toEqual([
        'Sun',
        'Moon',
        'Mars',
        'Mercury',
        'Jupiter',
        'Venus',
        'Saturn',
        'Rahu',
        'Ketu',
      ]);
      expect(result.cuspalNameList).toEqual([]);
      const rows = result.dateList.length;
      expect(rows).toBeGreaterThan(10);
      for (const spans of [result.planetSpanList, result.planetStarSpanList]) {
        for (let col = 0; col < 9; col++) expect(spans.reduce((sum, row) => sum + row[col]!, 0)).toBe(rows);
      }
      // A span starts exactly where the sub lord changes.
      for (let col = 0; col < 9; col++) {
        result.planetSpanList.forEach((row, r) => {
          const subOf = (i: number) => result.lordCells[result.planetList[i]![col]!]![3];
          const isNewRun = r === 0 || subOf(r) !== subOf(r - 1);
          expect(row[col]! > 0).toBe(isNewRun);
        });
      }
      result.dateList.slice(1).forEach((moment) => {
        const before = chartAt(moment, -1).bodies.map(lordsOf);
        const after = chartAt(moment, 1).bodies.map(lordsOf);
        expect(before, moment).not.toEqual(after);
      });
      // The Moon's published changes of the same civil day (domain §16.3).
      const moonChanges = result.dateList.filter((_, r) => r > 0 && result.planetSpanList[r]![1]! > 0);
      expect(moonChanges).toHaveLength(MOON_CHANGES_ON_THE_DAY.length);
      moonChanges.forEach((moment, k) => expectWithinASecond(moment.slice(11), MOON_CHANGES_ON_THE_DAY[k]!));
    });

    it('answers one row for a window without a change', async () => {
      const result = await search({
        runningId: 1,
        search: 'planet',
        startDate: '1935-09-12 10:00:00',
        endDate: '1935-09-12 10:05:00',
      });
      expect(result.dateList).toEqual(['1935-09-12 10:00:00']);
      expect(chartAt('1935-09-12 10:00:00', 0).bodies.map(lordsOf)).toEqual(
        chartAt('1935-09-12 10:05:00', 0).bodies.map(lordsOf),
      );
      expect(result.planetSpanList).toEqual([[1, 1, 1, 1, 1, 1, 1, 1, 1]]);
    });

    it.each([
      [{ startDate: '1935-09-12 22:00:00', endDate: '1935-09-12 21:00:00' }, TRANSIT_MESSAGES.endBeforeStart],
      [{ startDate: '1935-09-12 21:00', endDate: '1935-13-12 22:00:00' }, TRANSIT_MESSAGES.endDateInvalid],
      [
        { startDate: '1935-09-12 25:00:00', endDate: '1935-09-12 22:00:00' },
        TRANSIT_MESSAGES.startDateInvalid,
      ],
      [{ startDate: '1935-09-12 21:00:00' }, TRANSIT_MESSAGES.bothEnds],
      [
        { startDate: '1935-09-12 00:00:00', endDate: '1935-09-13 00:00:01' },
        TRANSIT_MESSAGES.cuspalWindowTooLarge,
      ],
      [
        { startDate: '1935-09-01 00:00:00', endDate: '1935-10-02 00:00:01', search: 'planet' },
        TRANSIT_MESSAGES.planetWindowTooLarge,
      ],
    ])('refuses the window %j with a clear message', async (window, message) => {
      const res = await send('POST', 'chart/dateintervalsearch', { runningId: 1, ...window });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '400', message });
    });

    it('searches at the profile place, and asks for the city while there is none', async () => {
      const missing = await send('POST', 'chart/dateintervalsearch', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: '104', message: TRANSIT_CHART_NO_PLACE_MESSAGE });
      expect((await send('POST', 'astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
      // No dates: the current hour at the profile place (the test clock: 2026-11-22 06:00 UT = 11:30 IST).
      const result = await search({ search: 'cuspal' });
      expect(result).toMatchObject({
        startDate: '2026-11-22 11:00:00',
        endDate: '2026-11-22 11:59:59',
        city: 'Chennai',
        timezone: 5.5,
      });
      const chennai = { latitude: PROFILE_IN_CHENNAI.latitude, longitude: PROFILE_IN_CHENNAI.longitude };
      result.dateList.slice(1, 20).forEach((moment) => {
        expect(chartAt(moment, -1, chennai).cusps.map(lordsOf)).not.toEqual(
          chartAt(moment, 1, chennai).cusps.map(lordsOf),
        );
      });
    });

    it("refuses another astrologer's client", async () => {
      const res = await send('POST', 'chart/dateintervalsearch', { runningId: 1 }, other);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Client is not found.' });
    });
  });
});
