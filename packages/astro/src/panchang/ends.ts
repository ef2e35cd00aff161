/**
 * When the running tithi, karana or nakshatra ends: the first instant after a moment when the Moon–Sun
 * elongation (or the Moon's sidereal longitude) reaches the next multiple of 12° (6°, 13°20′).
 * Found by root-finding on the ephemeris, exact to well under a second.
 */
import { calcBody, type EphemerisConfig, type SiderealMode } from '../ephemeris.js';
import { findRoot, wrapDifference } from '../math/find-crossing.js';

/** Step short enough that the elongation (at most ~15.4°/day) cannot pass a 6° boundary twice. */
const STEP_DAYS = 0.25;
const MAX_STEPS = 4 * 32;

function elongationAt(jdUT: number, config: EphemerisConfig): number {
  const moon = calcBody(jdUT, 'Moon', null, 'mean', config).longitude;
  const sun = calcBody(jdUT, 'Sun', null, 'mean', config).longitude;
  return (((moon - sun) % 360) + 360) % 360;
}

/** First instant after `jdUT` (Julian day UT) when `value(t)` reaches the next multiple of `width` degrees. */
function findNextMultiple(jdUT: number, width: number, value: (t: number) => number): number {
  const target = (Math.floor(value(jdUT) / width) + 1) * width;
  const g = (t: number): number => wrapDifference(value(t) - target);
  let t0 = jdUT;
  let g0 = g(t0);
  for (let i = 0; i < MAX_STEPS; i++) {
    const t1 = t0 + STEP_DAYS;
    const g1 = g(t1);
    if (g0 < 0 && g1 >= 0) return findRoot(g, t0, t1, g0, g1);
    t0 = t1;
    g0 = g1;
  }
  throw new Error('no crossing found within 32 days');
}

/** End of the tithi running at `jdUT` (Julian day UT). */
export function findTithiEnd(jdUT: number, config: EphemerisConfig = {}): number {
  return findNextMultiple(jdUT, 12, (t) => elongationAt(t, config));
}

/** End of the karana (half tithi) running at `jdUT`. */
export function findKaranaEnd(jdUT: number, config: EphemerisConfig = {}): number {
  return findNextMultiple(jdUT, 6, (t) => elongationAt(t, config));
}

/**
 * End of the nakshatra the Moon is in at `jdUT`, for a sidereal mode and a correction in degrees
 * (subtracted from the Moon's longitude as everywhere else).
 */
export function findNakshatraEnd(
  jdUT: number,
  mode: SiderealMode,
  correction = 0,
  config: EphemerisConfig = {},
): number {
  const moonAt = (t: number): number =>
    (((calcBody(t, 'Moon', mode, 'mean', config).longitude - correction) % 360) + 360) % 360;
  return findNextMultiple(jdUT, 40 / 3, moonAt);
}
