/**
 * Cuspal interval searches over windows of any length and start (domain §16): every row is a real change,
 * checked against the chart's own cusps (`computeHouses`, Swiss Ephemeris `swe_houses_ex2`), never against
 * the search's cusp model; the Guna worked example (§16.3) agrees with its published times.
 */
import { describe, expect, it } from 'vitest';
import {
  buildIntervalTable,
  computeHouses,
  computeInputJulianDay,
  findKpSubRow,
  formatLocalIso,
  resolveSettings,
  searchLordChanges,
  type IntervalTable,
  type Place,
} from '../index.js';
import { wrapDifference } from '../math/find-crossing.js';
import { makeCuspModel, sampleTimes } from './cusp-samples.js';

const SECOND = 1 / 86400;
/** A row shows its change's nearest second, so the lords one second either side must differ. */
const CHANGE_CHECK_DAYS = 1 * SECOND;
/** The search's cusp model against the chart's cusps, as time of the cusp's own motion (seconds). */
const MODEL_TOLERANCE_SECONDS = 0.01;
/** Random windows in the sweep test. */
const SWEEP_WINDOWS = 40;
/** The domain prints change times to the whole second. */
const PUBLISHED_TOLERANCE_SECONDS = 1;
const SETTINGS = resolveSettings({ ayanamsa: 5 });
const dms = (d: number, m: number): number => d + m / 60;
/** Domain §16.3, IST. */
const GUNA: Place = { latitude: dms(24, 39), longitude: dms(77, 18) };
const CHENNAI: Place = { latitude: 13.0827, longitude: 80.2707 };
/** Oulu, 65°N: around 01:00 local at midsummer the cusps race and 4-minute cubics are not trusted. */
const OULU: Place = { latitude: 65.0121, longitude: 25.4651 };

interface Window {
  name: string;
  place: Place;
  tz: number;
  date: string;
  start: string;
  end: string;
  /** The end's date when it is not `date`. */
  endDate?: string;
}

const jdOf = (w: Window, time: string, date = w.date): number =>
  computeInputJulianDay({ date, time, utcOffsetHours: w.tz });
const endOf = (w: Window): number => jdOf(w, w.end, w.endDate);

/** "sign signLord-starLord-subLord" of a cell or a KP row. */
const cellKey = (c: { sign: string; signLord: string; starLord: string; subLord: string }): string =>
  `${c.sign} ${c.signLord}-${c.starLord}-${c.subLord}`;

/** The twelve cusps' cells of the chart at an instant (the true cusps, not the search's model). */
const trueCells = (jd: number, place: Place): string[] =>
  computeHouses(jd, place, SETTINGS).cusps.map((lon) => cellKey(findKpSubRow(lon)));

function searchCusps(w: Window): IntervalTable {
  const search = searchLordChanges(jdOf(w, w.start), endOf(w), w.place, SETTINGS, {
    cusps: true,
    bodies: false,
  });
  return buildIntervalTable(search);
}

/**
 * Every row after the first changes some cusp's cell, each such change is real at ±1 s, and every cell is
 * the true cell midway to the next row (or to the window's end), so no change is missing either.
 */
function expectExactRows(w: Window, table: IntervalTable): void {
  const end = endOf(w);
  const at = (jd: number): string => `${w.name}: ${formatLocalIso(jd, w.tz, 'second')}`;
  table.dateList.forEach((d, r) => {
    const cells = (table.cuspalList[r] ?? []).map(cellKey);
    const mid = (d + (table.dateList[r + 1] ?? end)) / 2;
    expect(cells, `${at(d)} cells (actual) against the true cusps at ${at(mid)}`).toEqual(
      trueCells(mid, w.place),
    );
    if (r === 0) return;
    const previous = (table.cuspalList[r - 1] ?? []).map(cellKey);
    const changed = cells.map((cell, i) => cell !== previous[i]);
    expect(changed.includes(true), `${at(d)} is a row without a change`).toBe(true);
    const before = trueCells(d - CHANGE_CHECK_DAYS, w.place);
    const after = trueCells(d + CHANGE_CHECK_DAYS, w.place);
    changed.forEach((isChanged, i) => {
      if (!isChanged) return;
      expect(after[i], `${at(d)} cusp ${i + 1}: lords 1 s after equal those 1 s before`).not.toBe(before[i]);
    });
  });
}

const guna = (start: string, end: string): Window => ({
  name: `Guna 1935-09-12 ${start}-${end}`,
  place: GUNA,
  tz: 5.5,
  date: '1935-09-12',
  start,
  end,
});
const chennai = (start: string, end: string): Window => ({
  name: `Chennai 2026-03-01 ${start}-${end}`,
  place: CHENNAI,
  tz: 5.5,
  date: '2026-03-01',
  start,
  end,
});

describe('cusp sample grid', () => {
  it('is evenly spaced from the start, at least four samples, the last at or past the end', () => {
    const step = 4 / 1440;
    for (const [t0, t1] of [
      [100, 100],
      [100, 100 + 37 * SECOND],
      [100, 100 + 11 / 1440],
      [100, 100 + 8 / 1440],
      [100, 101],
    ] as const) {
      const times = sampleTimes(t0, t1, step);
      expect(times.length, `window ${(t1 - t0) * 1440} min`).toBeGreaterThanOrEqual(4);
      times.forEach((t, k) => expect(t).toBe(t0 + k * step));
      expect(times[times.length - 1]).toBeGreaterThanOrEqual(t1);
      expect(times[times.length - 2]).toBeLessThan(Math.max(t1, t0 + 3 * step));
    }
  });
});

describe('cusp model', () => {
  it('agrees with the chart cusps (swe_houses_ex2) over a day', () => {
    for (const [name, place] of [
      ['Chennai', CHENNAI],
      ['Oulu', OULU],
    ] as const) {
      const t0 = computeInputJulianDay({ date: '2026-06-21', time: '00:00:00', utcOffsetHours: 0 });
      const model = makeCuspModel(t0, t0 + 1, place, SETTINGS);
      for (let k = 0; k <= 96; k++) {
        const t = t0 + k / 96;
        const chart = computeHouses(t, place, SETTINGS);
        model(t).forEach((lon, i) => {
          const cusp = chart.cusps[i] ?? Number.NaN;
          const seconds = (Math.abs(wrapDifference(lon - cusp)) / Math.abs(chart.cuspSpeeds[i] ?? 0)) * 86400;
          expect(
            seconds,
            `${name} cusp ${i + 1} at ${formatLocalIso(t, 0, 'second')}: chart ${cusp}°, model ${lon}°`,
          ).toBeLessThanOrEqual(MODEL_TOLERANCE_SECONDS);
        });
      }
    }
  });
});

describe('cuspal changes in windows of any length and start', () => {
  it.each([
    guna('21:00:00', '21:11:00'),
    guna('21:03:39', '21:30:00'),
    chennai('10:00:00', '10:17:30'),
    chennai('10:04:20', '10:04:57'),
    {
      name: 'Oulu 2026-06-21 01:00-01:20',
      place: OULU,
      tz: 3,
      date: '2026-06-21',
      start: '01:00:00',
      end: '01:20:00',
    },
  ])('$name: every row is a real change to the second', (w) => {
    const table = searchCusps(w);
    expect(table.dateList.length).toBeGreaterThan(1);
    expectExactRows(w, table);
  });

  it('holds for windows of random length (0 s to 40 min), start second and latitude (±62°)', () => {
    // A fixed linear congruential sequence: the same windows on every run.
    let seed = 20261124;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < SWEEP_WINDOWS; n++) {
      const place = { latitude: -62 + 124 * next(), longitude: -180 + 360 * next() };
      const startSecond = Math.round((2_415_020 + 73_000 * next()) * 86400);
      const lengthSeconds = Math.round(next() ** 2 * 2400);
      const start = startSecond / 86400;
      const end = (startSecond + lengthSeconds) / 86400;
      const w: Window = {
        name: `sweep ${n} at ${place.latitude.toFixed(2)}°, ${lengthSeconds} s`,
        place,
        tz: 0,
        date: formatLocalIso(start, 0, 'second').slice(0, 10),
        start: formatLocalIso(start, 0, 'second').slice(11),
        end: formatLocalIso(end, 0, 'second').slice(11),
        endDate: formatLocalIso(end, 0, 'second').slice(0, 10),
      };
      expectExactRows(w, searchCusps(w));
    }
  });

  it('keeps a change in a window of a few seconds, one starting at it and one ending a second after it', () => {
    // The Ascendant changes lords in the second 10:04:37 IST at Chennai on 2026-03-01 (true cusps).
    const w0 = chennai('10:04:37', '10:04:37');
    const ascendantAt = (time: string): string | undefined => trueCells(jdOf(w0, time), CHENNAI)[0];
    expect(ascendantAt('10:04:36')).not.toBe(ascendantAt('10:04:38'));
    for (const [start, end] of [
      ['10:04:36', '10:04:38'],
      ['10:04:37', '10:04:37'],
      ['10:04:37', '10:04:50'],
      ['10:04:00', '10:04:38'],
      ['10:04:00', '10:04:36'],
    ] as const) {
      const w = chennai(start, end);
      const table = searchCusps(w);
      expectExactRows(w, table);
      const times = table.dateList.map((d) => formatLocalIso(d, 5.5, 'second').slice(11));
      expect(times[0], w.name).toBe(start);
      const hasChange = start <= '10:04:37' && end >= '10:04:37';
      expect(times.includes('10:04:37'), `${w.name}: ${times.join(' ')}`).toBe(hasChange);
    }
  });

  it.each([
    { w: guna('21:00:00', '21:11:00'), published: ['21:01:05', '21:03:39', '21:10:19'] },
    {
      w: guna('21:03:39', '21:30:00'),
      published: ['21:03:39', '21:10:19', '21:16:18', '21:23:29', '21:29:59'],
    },
  ])('$w.name: the Ascendant changes at the published times (§16.3)', ({ w, published }) => {
    const changes = searchLordChanges(jdOf(w, w.start), endOf(w), w.place, SETTINGS).cusps[0]?.changes;
    expect(changes?.length).toBe(published.length);
    published.forEach((time, i) => {
      const actual = changes?.[i]?.jdUT ?? Number.NaN;
      const difference = Math.abs(actual - jdOf(w, time)) * 86400;
      expect(
        difference,
        `${w.name} change ${i}: published ${time}, actual ${formatLocalIso(actual, w.tz, 'second')}`,
      ).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_SECONDS);
    });
  });
});
