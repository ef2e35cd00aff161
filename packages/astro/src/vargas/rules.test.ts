import { describe, expect, it } from 'vitest';
import { VARGA_DIVISIONS, vargaBoundaries, vargaDegree, vargaSign, type VargaDivision } from './rules.js';

/** The doc's §2 table read literally, in plain degrees (an independent second path). */
function reference(n: number, lon: number): number {
  const s = Math.floor(lon / 30);
  const d = lon - 30 * s;
  const odd = s % 2 === 0;
  const k = Math.floor((d * n) / 30);
  const m = (x: number): number => ((x % 12) + 12) % 12;
  switch (n) {
    case 1:
      return s;
    case 2:
      return odd ? (d < 15 ? 4 : 3) : d < 15 ? 3 : 4;
    case 3:
      return m(s + 4 * k);
    case 4:
      return m(s + 3 * k);
    case 7:
      return m(odd ? s + k : s + 6 + k);
    case 9:
      return Math.floor(lon / (10 / 3)) % 12;
    case 10:
      return m(odd ? s + k : s + 8 + k);
    case 12:
      return m(s + k);
    case 16:
    case 45:
      return m([0, 4, 8][s % 3]! + k);
    case 20:
      return m([0, 8, 4][s % 3]! + k);
    case 24:
      return m(odd ? 4 + k : 3 + k);
    case 27:
      return Math.floor(lon / (10 / 9)) % 12;
    case 30: {
      const parts = odd
        ? [
            [5, 0],
            [10, 10],
            [18, 8],
            [25, 2],
            [30, 6],
          ]
        : [
            [5, 1],
            [12, 5],
            [20, 11],
            [25, 9],
            [30, 7],
          ];
      return parts.find(([b]) => d < b!)![1]!;
    }
    case 40:
      return m(odd ? k : 6 + k);
    case 60:
      return m(s + Math.floor(2 * d));
    default:
      throw new Error(`no rule ${n}`);
  }
}

// The engine reads longitudes within 1e-9° below a boundary as on it (float noise of 30k/n); 2e-9° is outside.
const EPS = 2e-9;

describe('vargaSign against the doc rules', () => {
  for (const n of VARGA_DIVISIONS) {
    it(`D${n}: every sign, mid-part points and both sides of every boundary`, () => {
      let checked = 0;
      for (let s = 0; s < 12; s += 1) {
        const bounds = [0, ...vargaBoundaries(n, s), 30];
        for (let i = 0; i + 1 < bounds.length; i += 1) {
          const mid = 30 * s + (bounds[i]! + bounds[i + 1]!) / 2;
          expect(vargaSign(n, mid)).toBe(reference(n, mid));
          const lo = 30 * s + bounds[i]! + EPS;
          const hi = 30 * s + bounds[i + 1]! - EPS;
          expect(vargaSign(n, lo)).toBe(reference(n, lo));
          expect(vargaSign(n, hi)).toBe(reference(n, hi));
          checked += 3;
        }
      }
      expect(checked).toBe(36 * (n === 30 ? 5 : n));
    });
  }

  it('a longitude exactly on a boundary belongs to the part that starts there', () => {
    expect(vargaSign(9, 10 / 3)).toBe(1);
    expect(vargaSign(2, 15)).toBe(3);
    expect(vargaSign(30, 35)).toBe(5);
    expect(vargaSign(60, 359.5)).toBe(reference(60, 359.5));
  });
});

describe('vargaDegree (V3)', () => {
  it('equal divisions scale the position in the part to a whole sign', () => {
    for (const n of VARGA_DIVISIONS.filter((x) => x !== 30)) {
      const lon = 123.456;
      const d = lon - 120;
      expect(vargaDegree(n as VargaDivision, lon)).toBeCloseTo((d * n) % 30, 6);
    }
  });
  it('D30 scales its unequal part: Capricorn 22.45 gives 14.70', () => {
    expect(vargaDegree(30, 270 + 22.45)).toBeCloseTo(14.7, 6);
    expect(vargaDegree(30, 240 + 9.94)).toBeCloseTo(29.64, 6);
  });
});
