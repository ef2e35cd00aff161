/**
 * The motion table against the ephemeris it is built from, over half a year: every body within its
 * TABLE_ERROR at seeded random instants, a planet's blocks by the Sun left out, and the file's bytes read
 * back as the same table and refused when they are another build's.
 */
import { describe, expect, it } from 'vitest';
import { calcDeltaT, calcMeanEquinoxLongitude } from '../ephemeris.js';
import { wrapDifference } from '../math/find-crossing.js';
import { agreesWithEphemeris, buildMotionTable } from './motion-table-build.js';
import {
  LAYOUT,
  MIN_ELONGATION,
  TABLE_ERROR,
  TABULATED_BODIES,
  decodeMotionTable,
  encodeMotionTable,
  tabulatedLongitude,
} from './motion-table.js';

/** 2000-01-01 to 2000-07-01 TT: Mercury meets the Sun three times in it. */
const RANGE = { fromJd: 2_451_544.5, toJd: 2_451_726.5 };
const table = buildMotionTable(RANGE.fromJd, RANGE.toJd);

let seed = 1_129;
const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
const instants = Array.from(
  { length: 300 },
  () => RANGE.fromJd + 0.01 + random() * (RANGE.toJd - RANGE.fromJd - 0.02),
);
const tableAtUT = (body: (typeof TABULATED_BODIES)[number], jdUT: number) =>
  tabulatedLongitude(table, body, jdUT + calcDeltaT(jdUT));

describe('the motion table', () => {
  it.each(TABULATED_BODIES)('holds %s within its bound of the ephemeris', (body) => {
    const off = instants.flatMap((jdUT) => {
      const fromTable = tableAtUT(body, jdUT);
      if (fromTable === undefined) return [];
      const arcsec = Math.abs(wrapDifference(fromTable - calcMeanEquinoxLongitude(jdUT, body))) * 3600;
      return arcsec <= TABLE_ERROR[body] ? [] : [`JD ${jdUT}: ${arcsec}″`];
    });
    expect(off).toEqual([]);
  });

  it("leaves out Mercury's blocks by the Sun, and only those", () => {
    const elongation = (jdUT: number) =>
      Math.abs(
        wrapDifference(calcMeanEquinoxLongitude(jdUT, 'Mercury') - calcMeanEquinoxLongitude(jdUT, 'Sun')),
      );
    // A block whose every hour keeps MIN_ELONGATION + 0.1° (the six-hour grid cannot miss more) is kept.
    const { blockDays } = LAYOUT.Mercury;
    const blockKeeps = (jdUT: number) => {
      const start = RANGE.fromJd + Math.floor((jdUT - RANGE.fromJd) / blockDays) * blockDays;
      return Array.from({ length: blockDays * 24 + 1 }, (_, h) => start + h / 24).every(
        (t) => elongation(t) >= MIN_ELONGATION.Mercury + 0.1,
      );
    };
    const near = instants.filter((t) => elongation(t) < MIN_ELONGATION.Mercury);
    const kept = instants.slice(0, 60).filter(blockKeeps);
    expect(near.length).toBeGreaterThan(5);
    expect(kept.length).toBeGreaterThan(20);
    expect(near.filter((t) => tableAtUT('Mercury', t) !== undefined)).toEqual([]);
    expect(kept.filter((t) => tableAtUT('Mercury', t) === undefined)).toEqual([]);
  });

  it('agrees with the ephemeris it was built from, and not once a series is off by more than its bound', () => {
    expect(agreesWithEphemeris(table)).toBe(true);
    const moon = table.series.get('Moon')!;
    const shifted = {
      ...moon,
      coefficients: moon.coefficients.map((c, i) => (i % moon.terms === 0 ? c + 1e-6 : c)),
    };
    expect(agreesWithEphemeris({ ...table, series: new Map([...table.series, ['Moon', shifted]]) })).toBe(
      false,
    );
  });

  it('answers nothing outside its range or for the nodes', () => {
    expect(tabulatedLongitude(table, 'Sun', RANGE.fromJd - 0.001)).toBeUndefined();
    expect(tabulatedLongitude(table, 'Moon', RANGE.toJd)).toBeUndefined();
    expect(tabulatedLongitude(table, 'Rahu', RANGE.fromJd + 3)).toBeUndefined();
    expect(tabulatedLongitude(table, 'Moon', RANGE.fromJd)).toBeDefined();
  });

  it('is read back from its bytes as the same table, and refuses bytes of another build', () => {
    const bytes = encodeMotionTable(table);
    const back = decodeMotionTable(bytes, RANGE);
    expect(back).not.toBeNull();
    expect(encodeMotionTable(back!)).toEqual(bytes);
    for (const t of instants.slice(0, 20))
      expect(tabulatedLongitude(back!, 'Moon', t)).toBe(tabulatedLongitude(table, 'Moon', t));
    expect(decodeMotionTable(bytes)).toBeNull(); // the full range's header
    expect(decodeMotionTable(bytes.subarray(0, bytes.length - 8), RANGE)).toBeNull();
    const renamed = Uint8Array.from(bytes);
    renamed[0] = 0x58;
    expect(decodeMotionTable(renamed, RANGE)).toBeNull();
  });
});
