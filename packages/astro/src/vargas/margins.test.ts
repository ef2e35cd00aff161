import { describe, expect, it } from 'vitest';
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import { computeVargaMargin, vargaRegion } from './margins.js';
import { VARGA_DIVISIONS, vargaSign, type VargaDivision } from './rules.js';
import type { ChartSettings } from '../settings.js';

describe('vargaRegion', () => {
  it('joins adjacent parts with the same sign (D2 across Aries/Taurus)', () => {
    const run = vargaRegion(2, 20);
    expect(run.start).toBeCloseTo(15, 8);
    expect(run.width).toBeCloseTo(30, 8);
  });
  it('starts and ends where the signs read a longitude: 1e-9° below a whole-unit boundary is on it', () => {
    // 15° and 45° are whole units (1/36″): 15° − 5e-10° is read as 15° (Taurus's hora in D2) and is inside.
    const run = vargaRegion(2, 20);
    expect(vargaSign(2, 15 - 5e-10)).toBe(vargaSign(2, 20));
    expect(15 - 5e-10 - run.start).toBeGreaterThanOrEqual(0);
    expect(vargaSign(2, 45 - 5e-10)).not.toBe(vargaSign(2, 20));
    expect(45 - 5e-10 - run.start).toBeGreaterThanOrEqual(run.width);
    // 30/7° is not a whole unit: D7's boundary is read exactly.
    const d7 = vargaRegion(7, 30 / 7 + 0.1);
    expect(d7.start).toBe(30 / 7);
  });
  it('holds the longitude and only longitudes of its sign at both ends', () => {
    for (const n of VARGA_DIVISIONS) {
      for (const lon of [0.3, 47.77, 123.4, 200.01, 359.99]) {
        const r = vargaRegion(n, lon);
        const sign = vargaSign(n, lon);
        expect(vargaSign(n, r.start + 1e-7)).toBe(sign);
        expect(vargaSign(n, r.start + r.width - 1e-7)).toBe(sign);
        if (r.width < 360) {
          expect(vargaSign(n, r.start - 1e-7)).not.toBe(sign);
          expect(vargaSign(n, r.start + r.width + 1e-7)).not.toBe(sign);
        }
      }
    }
  });
});

// Lahiri on Moshier (no ephemeris files); the Chennai chart of domain vargas.md §6 at 10:34 IST = 05:04 UT.
const settings = {
  ayanamsa: 1,
  correction: 0,
  node: 'mean',
  ephePath: undefined,
} as unknown as ChartSettings;
const place = { latitude: 13.0878, longitude: 80.2785 };
const JD = 2450424.5 + (5 + 4 / 60) / 24;
const sec = 1 / 86400;

function lonAt(body: string, t: number): number {
  if (body === 'Ascendant') return computeHouses(t, place, settings).cusps[0]!;
  const st = calcBody(t, body === 'Ketu' ? 'Rahu' : (body as 'Moon'), settings.ayanamsa, settings.node, {});
  return normalizeDegrees(st.longitude + (body === 'Ketu' ? 180 : 0));
}

describe('computeVargaMargin on the ephemeris', () => {
  const cases: [string, VargaDivision][] = [
    ['Moon', 60],
    ['Ascendant', 10],
    ['Ascendant', 60],
    ['Sun', 60],
    ['Moon', 9],
  ];
  for (const [body, n] of cases) {
    it(`${body} D${n}: the sign holds to the margin and changes one second beyond`, () => {
      const m = computeVargaMargin(body as 'Moon', n, JD, place, settings);
      const sign = vargaSign(n, lonAt(body, JD));
      expect(m.laterSeconds).not.toBeNull();
      expect(m.earlierSeconds).not.toBeNull();
      const later = m.laterSeconds!;
      const earlier = m.earlierSeconds!;
      expect(vargaSign(n, lonAt(body, JD + later * sec))).toBe(sign);
      expect(vargaSign(n, lonAt(body, JD + (later + 1) * sec))).not.toBe(sign);
      expect(vargaSign(n, lonAt(body, JD - earlier * sec))).toBe(sign);
      expect(vargaSign(n, lonAt(body, JD - (earlier + 1) * sec))).not.toBe(sign);
    });
  }
  it('a margin beyond a day is null', () => {
    const m = computeVargaMargin('Saturn', 1, JD, place, settings);
    expect(m.laterSeconds === null || m.laterSeconds <= 86400).toBe(true);
    expect(m.earlierSeconds).toBeNull();
  });
});
