/**
 * The true node's varga margins against brute force on the ephemeris. Its longitude jitters by up to
 * 0.05″ from one second to the next, so near a boundary its divisional sign flickers for tens of
 * seconds; the margin is the seconds before the sign first changes. The reference reads Rahu every 60 s
 * for a day each way and, wherever it is outside or within 1″ of a boundary of its sign at either end of a
 * minute (its jitter, 0.05″, and its fastest minute, 0.63″, with room), every second of that minute: the
 * first second outside, less one, is the margin.
 * Births: seeded random instants 1900–2100.
 */
import { describe, expect, it } from 'vitest';
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import type { ChartSettings } from '../settings.js';
import { computeVargaMargins } from './all-margins.js';
import { computeVargaMargin, type VargaMargin } from './margins.js';
import { VARGA_DIVISIONS, vargaSign, type VargaDivision } from './rules.js';

const settings = {
  ayanamsa: 1,
  correction: 0,
  node: 'true',
  ephePath: undefined,
} as unknown as ChartSettings;
const place = { latitude: 13.08, longitude: 80.27 };
const DAY = 86_400;
const GRID = 60;
const NEAR = 1 / 3600;

const rahuAt = (jd: number, seconds: number): number =>
  calcBody(jd + seconds / DAY, 'Rahu', settings.ayanamsa, 'true', {}).longitude;

/** Rahu every GRID seconds from the birth to a day and a minute, going `direction`. */
function gridOf(jd: number, direction: 1 | -1): number[] {
  return Array.from({ length: DAY / GRID + 2 }, (_, k) => rahuAt(jd, direction * k * GRID));
}

/** Reference margin going `direction`: whole seconds before the sign first changes, null past a day. */
function referenceExit(jd: number, n: VargaDivision, shift: number, grid: number[], direction: 1 | -1) {
  const sign = vargaSign(n, normalizeDegrees(grid[0]! + shift));
  const near = (lon: number): boolean =>
    vargaSign(n, normalizeDegrees(lon + shift)) !== sign ||
    vargaSign(n, normalizeDegrees(lon + shift - NEAR)) !== sign ||
    vargaSign(n, normalizeDegrees(lon + shift + NEAR)) !== sign;
  for (let k = 1; k < grid.length; k++) {
    if (!near(grid[k - 1]!) && !near(grid[k]!)) continue;
    for (let s = (k - 1) * GRID + 1; s <= k * GRID; s++) {
      if (vargaSign(n, normalizeDegrees(rahuAt(jd, direction * s) + shift)) !== sign) {
        return s - 1 > DAY ? null : s - 1;
      }
    }
  }
  return null;
}

let seed = 38;
const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
const births = Array.from({ length: 10 }, () => 2415020.5 + random() * 73_000);

describe.each(births)('true node varga margins against brute force, JD %f', (jd) => {
  const earlierGrid = gridOf(jd, -1);
  const laterGrid = gridOf(jd, 1);
  const all = computeVargaMargins(jd, place, settings);
  for (const [body, shift] of [
    ['Rahu', 0],
    ['Ketu', 180],
  ] as const) {
    it(`${body}: all sixteen divisions, both searches, to the second`, () => {
      for (const n of VARGA_DIVISIONS) {
        const reference: VargaMargin = {
          earlierSeconds: referenceExit(jd, n, shift, earlierGrid, -1),
          laterSeconds: referenceExit(jd, n, shift, laterGrid, 1),
        };
        expect(all.get(body)![n], `D${n} all divisions`).toEqual(reference);
        expect(computeVargaMargin(body, n, jd, place, settings), `D${n} one division`).toEqual(reference);
      }
    });
  }
});
