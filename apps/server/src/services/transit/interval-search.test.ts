/**
 * POST /chart/dateintervalsearch with a planet window of several days, on every database: the answer spans
 * the window's dates, every row is a real change one second either side on the engine's own body positions,
 * and the longest window (31 days) is searched while one a second longer is refused with its message.
 */
import { toJulianDay } from '@kpdesk/chart-answers';
import { computeBodyPositions, findKpSubRow, resolveSettings } from '@kpdesk/astro';
import { TRANSIT_MESSAGES, lordCellLayout, parseMoment, type IntervalSearchResult } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';

/** Domain §16.3's client (Guna, IST) with the KP default settings (ayanamsa 5). */
const IST = 5.5;
const SETTINGS = resolveSettings({ ayanamsa: 5 });
const SECOND = 1 / 86400;

type Lords = { sign: string; signLord: string; starLord: string; subLord: string };
const keyOf = (c: Lords): string => `${c.sign} ${c.signLord}-${c.starLord}-${c.subLord}`;

/** The nine bodies' cells at a Julian day, from the engine's positions (not from the search). */
const cellsAt = (jd: number): string[] =>
  computeBodyPositions(jd, SETTINGS).bodies.map((b) => keyOf(findKpSubRow(b.longitude)));

/** A row's moment as a Julian day UT. */
function jdOf(text: string): number {
  const moment = parseMoment(text);
  if (!moment) throw new Error(`not a moment: ${text}`);
  return toJulianDay(moment, IST);
}

/** Every changed planet cell of a row differs one second before and after the row's moment. */
function expectRealChanges(result: IntervalSearchResult): void {
  const cells = result.planetList.map((row) =>
    row.map((i) => keyOf(lordCellLayout.read(result.lordCells[i] ?? ['', '', '', '']))),
  );
  result.dateList.forEach((moment, r) => {
    if (r === 0) return;
    const changed = (cells[r] ?? []).map((cell, c) => cell !== cells[r - 1]?.[c]);
    expect(changed.includes(true), `${moment}: a row without a change`).toBe(true);
    const before = cellsAt(jdOf(moment) - SECOND);
    const after = cellsAt(jdOf(moment) + SECOND);
    changed.forEach((isChanged, c) => {
      if (isChanged)
        expect(after[c], `${moment} ${result.planetNameList[c]}: no change at ±1 s`).not.toBe(before[c]);
    });
  });
}

describe.each(dialects())('a planet search over several days on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const search = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chart/dateintervalsearch',
      headers,
      payload: { runningId: 1, search: 'planet', ...payload },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/quickadd',
      headers,
      payload: APPENDIX_A_CLIENT,
    });
    expect(added.json()).toMatchObject({ data: { runningId: 1 } });
  });
  afterAll(async () => t.close());

  it('lists every change of a three-and-a-half-day window, each real to the second', async () => {
    const res = await search({ startDate: '1935-09-12 06:00:00', endDate: '1935-09-15 18:00:00' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ data: IntervalSearchResult }>().data;
    expect(result).toMatchObject({ startDate: '1935-09-12 06:00:00', endDate: '1935-09-15 18:00:00' });
    expect(result.dateList[0]).toBe('1935-09-12 06:00:00');
    const days = new Set(result.dateList.map((moment) => moment.slice(0, 10)));
    expect([...days]).toEqual(['1935-09-12', '1935-09-13', '1935-09-14', '1935-09-15']);
    expectRealChanges(result);
  });

  it('searches the longest window, 31 days, and refuses one a second longer', async () => {
    const longest = await search({ startDate: '1935-09-01 00:00:00', endDate: '1935-10-02 00:00:00' });
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json<{ data: IntervalSearchResult }>().data.dateList.length).toBeGreaterThan(31 * 9);
    const tooLong = await search({ startDate: '1935-09-01 00:00:00', endDate: '1935-10-02 00:00:01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: '400', message: TRANSIT_MESSAGES.planetWindowTooLarge });
  });
});
