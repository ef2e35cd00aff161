/**
 * Planet In Interval over windows of several days, up to the 31-day limit (domain §16): every row is a real
 * change, checked against the chart's own body positions (`computeBodyPositions`, Swiss Ephemeris
 * `swe_calc_ut`) one second either side, and every cell is the true cell midway to the next row, so no
 * change is missing either. The windows hold stations (Mercury turns retrograde on 26 Feb 2026, Jupiter
 * direct on 11 Mar 2026), where a body may cross one boundary twice.
 */
import { describe, expect, it } from 'vitest';
import {
  buildIntervalTable,
  computeBodyPositions,
  computeInputJulianDay,
  findKpSubRow,
  formatLocalIso,
  resolveSettings,
  searchLordChanges,
  type ChartSettings,
  type IntervalTable,
} from '../index.js';

const SECOND = 1 / 86400;
/** A row shows its change's nearest second, so the lords one second either side must differ. */
const CHANGE_CHECK_DAYS = 1 * SECOND;
/** The engine's longest window, days (the contract's planet window). */
const LONGEST_WINDOW_DAYS = 31;
const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };
const IST = 5.5;

/** "sign signLord-starLord-subLord" of a cell or a KP row. */
const cellKey = (c: { sign: string; signLord: string; starLord: string; subLord: string }): string =>
  `${c.sign} ${c.signLord}-${c.starLord}-${c.subLord}`;

/** The nine bodies' cells at an instant, from the ephemeris (not from the search). */
const trueCells = (jd: number, settings: ChartSettings): string[] =>
  computeBodyPositions(jd, settings).bodies.map((b) => cellKey(findKpSubRow(b.longitude)));

const istOf = (date: string, time = '00:00:00'): number =>
  computeInputJulianDay({ date, time, utcOffsetHours: IST });

function searchPlanets(start: number, end: number, settings: ChartSettings): IntervalTable {
  return buildIntervalTable(searchLordChanges(start, end, CHENNAI, settings, { cusps: false, bodies: true }));
}

/** Every row's cells against the ephemeris midway to the next row, and each changed cell at ±1 s. */
function expectExactRows(table: IntervalTable, end: number, settings: ChartSettings): void {
  const at = (jd: number): string => formatLocalIso(jd, IST, 'second');
  table.dateList.forEach((d, r) => {
    const cells = (table.planetList[r] ?? []).map(cellKey);
    const mid = (d + (table.dateList[r + 1] ?? end)) / 2;
    expect(cells, `${at(d)} cells (actual) against the ephemeris at ${at(mid)}`).toEqual(
      trueCells(mid, settings),
    );
    if (r === 0) return;
    const previous = (table.planetList[r - 1] ?? []).map(cellKey);
    const changed = cells.map((cell, i) => cell !== previous[i]);
    expect(changed.includes(true), `${at(d)} is a row without a change`).toBe(true);
    const before = trueCells(d - CHANGE_CHECK_DAYS, settings);
    const after = trueCells(d + CHANGE_CHECK_DAYS, settings);
    changed.forEach((isChanged, i) => {
      if (!isChanged) return;
      const name = table.planetNameList[i] ?? String(i);
      expect(after[i], `${at(d)} ${name}: lords 1 s after equal those 1 s before`).not.toBe(before[i]);
    });
  });
}

describe('planet changes over several days', () => {
  const settings = resolveSettings({ ayanamsa: 5 });

  it.each([
    { name: 'three days from 2026-02-24 09:15:20', start: istOf('2026-02-24', '09:15:20'), days: 3 },
    { name: 'the longest window, 31 days from 2026-02-15', start: istOf('2026-02-15'), days: 31 },
  ])('$name: every row is a real change to the second', ({ start, days }) => {
    const end = start + days;
    const table = searchPlanets(start, end, settings);
    // The Moon alone enters about nine sub rows a day.
    expect(table.dateList.length).toBeGreaterThan(days * 9);
    expect(table.dateList[0]).toBeCloseTo(start, 8);
    expect(table.dateList[table.dateList.length - 1]).toBeLessThanOrEqual(end + SECOND / 2);
    expectExactRows(table, end, settings);
  });

  it('refuses a window longer than 31 days', () => {
    const start = istOf('2026-02-15');
    expect(() => searchPlanets(start, start + LONGEST_WINDOW_DAYS + SECOND, settings)).toThrow(RangeError);
  });
});
