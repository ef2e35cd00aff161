/**
 * POST /chart/dateintervalsearch over odd windows (not whole multiples of the engine's sampling step) and
 * across planet stations, on every database: each row is a real change one second either side (checked on
 * the engine's chart of those seconds), grouping spans sum to the row count, and each planet's retrograde
 * flag is its motion at the row's moment.
 */
import { formatLocalDateTime } from '@kpdesk/chart-answers';
import { lordCellLayout, type IntervalSearchResult } from '@kpdesk/contract';
import { computeChart, toJulianDayUT, type Chart } from '@kpdesk/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

/** Domain §16.3: Guna 24°39′N 77°18′E, IST; the client's settings are the KP defaults (ayanamsa 5). */
const GUNA = { ...APPENDIX_A_CLIENT, firstName: 'Guna' };
const PLACE = { latitude: GUNA.birthLatitude, longitude: GUNA.birthLongitude };
const IST = 5.5;
/** A row is its change's nearest second, so the lords one second either side must differ. */
const CHANGE_CHECK_SECONDS = 1;

type Body<T> = { code: string; message: string; data: T };
type Lords = { signLord: string; starLord: string; subLord: string; sign?: string };

/** The engine's chart at Guna at a local moment 'yyyy-MM-dd HH:mm:ss' shifted by whole seconds. */
function chartAt(moment: string, shiftSeconds: number): Chart {
  const [y, mo, d, h, mi, s] = moment.split(/[- :]/).map(Number) as [number, ...number[]];
  const fields = { year: y, month: mo!, day: d!, hour: h!, minute: mi!, second: s! + shiftSeconds };
  const jd = toJulianDayUT({ ...fields, utcOffsetHours: IST });
  const [date = '', time = ''] = formatLocalDateTime(jd, IST).split(' ');
  return computeChart({ date, time, utcOffsetHours: IST, place: PLACE, settings: { ayanamsa: 5 } });
}

const lordsOf = (p: Lords): string => `${p.sign ?? ''} ${p.signLord}/${p.starLord}/${p.subLord}`;

/** The decoded cells of a result's list (cuspalList or planetList), [row][column]. */
const cellsOf = (result: IntervalSearchResult, list: number[][]): string[][] =>
  list.map((row) => row.map((i) => lordsOf(lordCellLayout.read(result.lordCells[i]!))));

/** Each column's spans sum to the row count, and a run starts exactly where the column's sub lord changes. */
function expectSubLordSpans(result: IntervalSearchResult, list: number[][], spans: number[][]): void {
  const rows = result.dateList.length;
  const subOf = (r: number, c: number) => lordCellLayout.read(result.lordCells[list[r]![c]!]!).subLord;
  for (let c = 0; c < (list[0]?.length ?? 0); c++) {
    expect(
      spans.reduce((sum, row) => sum + row[c]!, 0),
      `column ${c} span sum`,
    ).toBe(rows);
    spans.forEach((row, r) => {
      expect(row[c]! > 0, `column ${c} row ${r}`).toBe(r === 0 || subOf(r, c) !== subOf(r - 1, c));
    });
  }
}

describe.each(dialects())('interval search over odd windows and stations on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const search = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chart/dateintervalsearch',
      headers,
      payload: { runningId: 1, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<IntervalSearchResult>>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    const added = await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload: GUNA });
    expect(added.json()).toMatchObject({ data: { runningId: 1 } });
  });
  afterAll(async () => t.close());

  it.each([
    ['1935-09-12 21:03:39', '1935-09-12 21:30:00'],
    ['1935-09-12 21:00:00', '1935-09-12 21:11:00'],
    ['1935-09-12 21:07:13', '1935-09-12 21:07:50'],
  ])('%s to %s: every cusp row is a real change to the second', async (startDate, endDate) => {
    const result = await search({ search: 'cuspal', startDate, endDate });
    expect(result.dateList[0]).toBe(startDate);
    expect(result.dateList.length).toBeGreaterThan(1);
    const cells = cellsOf(result, result.cuspalList);
    result.dateList.forEach((moment, r) => {
      if (r === 0) return;
      const before = chartAt(moment, -CHANGE_CHECK_SECONDS).cusps.map(lordsOf);
      const after = chartAt(moment, CHANGE_CHECK_SECONDS).cusps.map(lordsOf);
      const changed = cells[r]!.map((cell, c) => cell !== cells[r - 1]![c]);
      expect(changed.includes(true), `${moment}: a row without a change`).toBe(true);
      changed.forEach((isChanged, c) => {
        if (isChanged) expect(after[c], `${moment} cusp ${c + 1}: no change at ±1 s`).not.toBe(before[c]);
      });
    });
    expectSubLordSpans(result, result.cuspalList, result.cuspalSpanList);
  });

  it("flags each planet's motion at its row across Mercury's and Jupiter's stations", async () => {
    const result = await search({
      search: 'planet',
      startDate: '2026-02-15 00:00:00',
      endDate: '2026-03-17 00:00:00',
    });
    const flips: string[] = [];
    result.dateList.forEach((moment, r) => {
      const bodies = chartAt(moment, 0).bodies;
      result.planetNameList.forEach((name, c) => {
        const body = bodies.find((b) => b.name === name)!;
        expect(result.planetRetroList[r]![c], `${name} at ${moment}`).toBe(body.isRetrograde);
        if (r > 0 && result.planetRetroList[r]![c] !== result.planetRetroList[r - 1]![c]) flips.push(name);
      });
    });
    expect(flips.sort()).toEqual(['Jupiter', 'Mercury']);
    expectSubLordSpans(result, result.planetList, result.planetSpanList);
  });
});
