/**
 * The true node's KP sub-lord margins against brute force on the ephemeris. Its longitude jitters by up
 * to 0.05″ from one second to the next, so near a boundary its sub lord flickers for tens of seconds; the
 * margin is the seconds before the lord first changes. The reference reads the node every 60 s and,
 * wherever it is in another division or within 1″ of its division's ends at either end of a minute (the
 * jitter and its fastest minute, 0.63″, with room), every second of that minute: the first second in
 * another division, less one, is the margin. Births: seeded random instants 1900–2100
 * (three: the reference reads up to 30 days each way, a few seconds each).
 */
import { describe, expect, it } from 'vitest';
import { calcBodyLongitude, normalizeDegrees } from '../ephemeris.js';
import { computeDivisionBounds } from '../kp/lords.js';
import type { ChartSettings } from '../settings.js';
import { computeSubLordMargins, type Margin } from './margins.js';

const settings = {
  ayanamsa: 1,
  correction: 0,
  node: 'true',
  ephePath: undefined,
} as unknown as ChartSettings;
const place = { latitude: 13.08, longitude: 80.27 };
const DAY = 86_400;
const LIMIT = 30 * DAY;
const GRID = 60;
const NEAR = 1 / 3600;

const nodeAt = (jd: number, seconds: number, shift: number): number =>
  normalizeDegrees(calcBodyLongitude(jd + seconds / DAY, 'Rahu', settings.ayanamsa, 'true', {}) + shift);

const keyOf = (lon: number): number => computeDivisionBounds(normalizeDegrees(lon), 'sub').start;

/** Reference margin going `direction`: whole seconds before the sub lord first changes, null past 30 days. */
function referenceExit(jd: number, shift: number, direction: 1 | -1): number | null {
  const key = keyOf(nodeAt(jd, 0, shift));
  const near = (lon: number): boolean =>
    keyOf(lon) !== key || keyOf(lon - NEAR) !== key || keyOf(lon + NEAR) !== key;
  let previous = nodeAt(jd, 0, shift);
  for (let k = 1; (k - 1) * GRID <= LIMIT; k++) {
    const lon = nodeAt(jd, direction * k * GRID, shift);
    if (near(previous) || near(lon)) {
      for (let s = (k - 1) * GRID + 1; s <= k * GRID; s++) {
        if (keyOf(nodeAt(jd, direction * s, shift)) !== key) return s - 1 > LIMIT ? null : s - 1;
      }
    }
    previous = lon;
  }
  return null;
}

let seed = 3838;
const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
const births = Array.from({ length: 3 }, () => 2415020.5 + random() * 73_000);

describe.each(births)('true node sub-lord margins against brute force, JD %f', (jd) => {
  const margins = computeSubLordMargins(jd, place, settings);
  for (const [body, shift] of [
    ['Rahu', 0],
    ['Ketu', 180],
  ] as const) {
    it(`${body} to the second`, () => {
      const reference: Margin = {
        earlierSeconds: referenceExit(jd, shift, -1),
        laterSeconds: referenceExit(jd, shift, 1),
      };
      expect(margins.bodies[body]).toEqual(reference);
    });
  }
});
