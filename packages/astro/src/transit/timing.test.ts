/**
 * Long-range transit timing against the ephemeris: every row one second either side (the difference from
 * the target changes sign, or the lord at the level differs, on the chart's own positions
 * `computeBodyPositions`, Swiss Ephemeris `swe_calc_ut`); no crossing missed against plain fine stepping
 * (the ephemeris sampled every few hours, the lord read from the KP table row by row); Saturn's 2020
 * retrograde loop over 5° Capricorn sidereal (stations about 11 May 2020 near 7°58′ and 29 Sep 2020 near
 * 1°22′ Capricorn with the KP ayanamsa) as three crossings: direct, retrograde, direct.
 */
import { describe, expect, it } from 'vitest';
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { computeBodyPositions } from '../positions.js';
import { findKpSubRow, type KpSubRow } from '../kp/sub-table.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { Planet } from '../tables/planets.js';
import { computeInputJulianDay } from '../chart.js';
import type { TransitSettings } from './motion.js';
import { findConjunctions, findLordEntries, type LordLevel, type TransitInstant } from './timing.js';

const SECOND = 1 / 86400;
const KP: TransitSettings = { ayanamsa: 5, correction: 0, node: 'mean', ephePath: null };
/** A reference crossing and the engine's must lie within one fine step of each other. */
const utc = (date: string, time = '00:00:00') => computeInputJulianDay({ date, time, utcOffsetHours: 0 });

/** The instant rounded to its second, as the answer shows it. */
const toSecond = (jd: number) => Math.round(jd / SECOND) * SECOND;

const longitudeAt = (planet: Planet, jd: number, settings: TransitSettings): number =>
  computeBodyPositions(jd, settings).bodies.find((b) => b.name === planet)?.longitude ?? NaN;

const LORD_AT: Record<LordLevel, (row: KpSubRow) => Planet> = {
  sign: (r) => r.signLord,
  star: (r) => r.starLord,
  sub: (r) => r.subLord,
};

/** Plain stepping: the instants (step ends) where `changed(previous, current)` holds. */
function stepReference(t0: number, t1: number, step: number, value: (t: number) => number): number[] {
  const out: number[] = [];
  let prev = value(t0);
  for (let t = t0 + step; t <= t1; t += step) {
    const v = value(t);
    if (v !== prev) out.push(t);
    prev = v;
  }
  return out;
}

/** The raw ephemeris longitude of a body (Ketu = Rahu + 180°), sidereal, for the stepping reference. */
const rawLongitude = (planet: Planet, settings: TransitSettings) => (t: number) => {
  const body = planet === 'Ketu' ? 'Rahu' : planet;
  const s = calcBody(t, body, settings.ayanamsa, settings.node, { ephePath: null });
  return normalizeDegrees(s.longitude + (planet === 'Ketu' ? 180 : 0) - settings.correction);
};

function expectMatches(found: TransitInstant[], reference: number[], step: number) {
  expect(
    found.length,
    `found ${found.map((f) => f.jdUT).join(', ')}; reference ${reference.join(', ')}`,
  ).toBe(reference.length);
  found.forEach((f, i) => {
    const r = reference[i] as number;
    // The reference marks the first step end past the crossing.
    expect(f.jdUT, `crossing ${i}`).toBeGreaterThan(r - step);
    expect(f.jdUT, `crossing ${i}`).toBeLessThanOrEqual(r + SECOND);
  });
}

function expectConjunctionRows(
  planet: Planet,
  target: number,
  rows: TransitInstant[],
  settings: TransitSettings,
) {
  for (const row of rows) {
    const s = toSecond(row.jdUT);
    const before = wrapDifference(longitudeAt(planet, s - SECOND, settings) - target);
    const after = wrapDifference(longitudeAt(planet, s + SECOND, settings) - target);
    expect(Math.sign(before) * Math.sign(after), `${planet} over ${target} at ${s}`).toBe(-1);
    expect(Math.abs(wrapDifference(row.longitude - target))).toBeLessThan(1e-4);
  }
}

describe('conjunctions with a natal longitude', () => {
  it('finds Saturn’s 2020 retrograde triple crossing of 5° Capricorn, each to the second', () => {
    const target = 275;
    const rows = findConjunctions('Saturn', target, utc('2020-01-01'), utc('2021-06-01'), KP);
    expect(rows.map((r) => r.isRetrograde)).toEqual([false, true, false]);
    // Months from the published stations: direct in spring, back in summer, forward again in winter.
    expect(rows[0]!.jdUT).toBeLessThan(utc('2020-05-11'));
    expect(rows[1]!.jdUT).toBeGreaterThan(utc('2020-05-11'));
    expect(rows[1]!.jdUT).toBeLessThan(utc('2020-09-29'));
    expect(rows[2]!.jdUT).toBeGreaterThan(utc('2020-09-29'));
    expectConjunctionRows('Saturn', target, rows, KP);
    const step = 0.25;
    const ref = stepReference(utc('2020-01-01'), utc('2021-06-01'), step, (t) =>
      Math.sign(wrapDifference(rawLongitude('Saturn', KP)(t) - target)),
    );
    expectMatches(rows, ref, step);
  });

  it('misses no Mercury crossing over a retrograde season against 1-hour stepping', () => {
    const target = 320;
    const [t0, t1] = [utc('2026-01-15'), utc('2026-05-15')];
    const rows = findConjunctions('Mercury', target, t0, t1, KP);
    expectConjunctionRows('Mercury', target, rows, KP);
    const step = 1 / 24;
    const sign = (t: number) => Math.sign(wrapDifference(rawLongitude('Mercury', KP)(t) - target));
    expectMatches(rows, stepReference(t0, t1, step, sign), step);
    expect(rows.length).toBe(3);
  });

  it('follows the true node’s wobble against 30-minute stepping over a quarter', () => {
    const settings = { ...KP, node: 'true' as const };
    const [t0, t1] = [utc('2024-01-01'), utc('2024-04-01')];
    const start = rawLongitude('Rahu', settings)(t0);
    // A target the node reaches inside the window (it moves about 5° back in a quarter).
    const target = normalizeDegrees(start - 2);
    const rows = findConjunctions('Rahu', target, t0, t1, settings);
    expectConjunctionRows('Rahu', target, rows, settings);
    const step = 1 / 48;
    const sign = (t: number) => Math.sign(wrapDifference(rawLongitude('Rahu', settings)(t) - target));
    expectMatches(rows, stepReference(t0, t1, step, sign), step);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a window that ends before it starts or spans more than 20 years', () => {
    expect(() => findConjunctions('Sun', 10, utc('2020-01-01'), utc('2019-01-01'), KP)).toThrow(RangeError);
    expect(() => findConjunctions('Sun', 10, utc('2000-01-01'), utc('2020-01-02'), KP)).toThrow(RangeError);
  });
});

describe('lord entries', () => {
  const cases: [Planet, Planet, LordLevel, string, string, number][] = [
    ['Mercury', 'Venus', 'sub', '2026-01-15', '2026-05-15', 1 / 24],
    ['Jupiter', 'Saturn', 'star', '2020-01-01', '2024-01-01', 0.25],
    ['Saturn', 'Saturn', 'sign', '2018-01-01', '2027-01-01', 0.5],
    ['Moon', 'Mars', 'sub', '2026-03-01', '2026-04-01', 1 / 96],
    ['Ketu', 'Mercury', 'sub', '2020-01-01', '2024-01-01', 0.5],
  ];
  it.each(cases)(
    '%s under and out of the rule of %s at the %s level: each row flips the lord within a second',
    (planet, lord, level, from, to, step) => {
      const [t0, t1] = [utc(from), utc(to)];
      const rows = findLordEntries(planet, lord, level, t0, t1, KP);
      expect(rows.length).toBeGreaterThan(0);
      const isLord = (jd: number) => LORD_AT[level](findKpSubRow(longitudeAt(planet, jd, KP))) === lord;
      for (const row of rows) {
        const s = toSecond(row.jdUT);
        expect([isLord(s - SECOND), isLord(s + SECOND)], `${row.kind} at ${s}`).toEqual(
          row.kind === 'enters' ? [false, true] : [true, false],
        );
      }
      // Rows alternate: in, out, in …
      rows.slice(1).forEach((row, i) => expect(row.kind).not.toBe(rows[i]!.kind));
      const raw = rawLongitude(planet, KP);
      const ref = stepReference(t0, t1, step, (t) => (LORD_AT[level](findKpSubRow(raw(t))) === lord ? 1 : 0));
      expectMatches(rows, ref, step);
    },
  );

  it('treats Capricorn and Aquarius as one stretch of Saturn’s rule', () => {
    // Saturn entered sidereal Capricorn in January 2020 and left Aquarius for Pisces in March 2025.
    const rows = findLordEntries('Saturn', 'Saturn', 'sign', utc('2019-01-01'), utc('2026-01-01'), KP);
    const signs = rows.map(
      (r) => `${r.kind} ${findKpSubRow(r.longitude + (r.kind === 'enters' ? 1e-6 : -1e-6)).sign}`,
    );
    expect(signs).toEqual(['enters Capricorn', 'leaves Aquarius']);
  });
});
