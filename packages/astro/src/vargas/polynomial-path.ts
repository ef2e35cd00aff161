/**
 * A body's path over ±1 day as a polynomial through ephemeris samples (or read from the motion table,
 * birth-table.ts), and the exits from a division found on it: the crossing on the path, settled to whole
 * seconds on the ephemeris where the path's error bound leaves the second in doubt (domain vargas.md §3,
 * V8; used by {@link computeVargaMargins}).
 */
import { isInside, type Division } from '../margin/exit-search.js';
import { VARGA_MARGIN_LIMIT_SECONDS } from './margins.js';

export const SECONDS_PER_DAY = 86_400;
const DEG_PER_ARCSEC = 1 / 3600;

/** An exit this uncertain (seconds) on the polynomial is left to the one-division search. */
const MAX_UNCERTAINTY_SECONDS = 60;
/** Grid steps per day on which the polynomial's stations are looked for before bisection. */
const STATION_GRID_STEPS = 24;
/** The polynomial is searched a little past a day, so an exit at 86,400.x s is seen. */
export const SEARCH_DAYS = (SECONDS_PER_DAY + 2) / SECONDS_PER_DAY;
/** The polynomial through (nodes, values) in Newton form: its value and its derivative at t. */
function interpolate(
  nodes: readonly number[],
  values: readonly number[],
): { value: (t: number) => number; derivative: (t: number) => number } {
  const n = nodes.length;
  let column = [...values];
  const coefficients = [column[0]!];
  for (let k = 1; k < n; k++) {
    const next: number[] = [];
    for (let i = 0; i + k < n; i++) next.push((column[i + 1]! - column[i]!) / (nodes[i + k]! - nodes[i]!));
    column = next;
    coefficients.push(column[0]!);
  }
  return {
    value: (t) => {
      let p = coefficients[n - 1]!;
      for (let k = n - 2; k >= 0; k--) p = p * (t - nodes[k]!) + coefficients[k]!;
      return p;
    },
    // Horner's rule carried for the derivative alongside the value.
    derivative: (t) => {
      let p = coefficients[n - 1]!;
      let dp = 0;
      for (let k = n - 2; k >= 0; k--) {
        dp = dp * (t - nodes[k]!) + p;
        p = p * (t - nodes[k]!) + coefficients[k]!;
      }
      return dp;
    },
  };
}

/** A body's path over ±1 day: degrees moved since the birth, and its rate (degrees/day). */
export interface Path {
  moved: (t: number) => number;
  rate: (t: number) => number;
  /** Times (days) where the rate changes sign. */
  stations: number[];
  /** Error bound of `moved`, degrees. */
  error: number;
  /**
   * Degrees under which `moved` is rounding (a path read from longitudes of a few hundred degrees): a
   * crossing search stops there rather than chase steps the rounding will not let shrink.
   */
  rounding: number;
}

/** Room (degrees/day) for the polynomial's rate against the body's own when ruling a station out. */
const RATE_ROOM = 0.01;

/**
 * The path through the samples. `motion` is the body's speed at the birth and its acceleration bound:
 * a body faster than the bound allows to stop within the search cannot turn, and its stations are not
 * looked for.
 */
export function makePath(
  nodes: readonly number[],
  values: readonly number[],
  errorArcsec: number,
  motion: { speed: number; accel: number },
): Path {
  const { value: moved, derivative: rate } = interpolate(nodes, values);
  return pathOf(moved, rate, errorArcsec, motion, 0);
}

/** A path from its motion (degrees moved since the birth, and the rate), within `errorArcsec`. */
export function pathOf(
  moved: (t: number) => number,
  rate: (t: number) => number,
  errorArcsec: number,
  motion: { speed: number; accel: number },
  rounding: number,
): Path {
  const mayTurn = Math.abs(motion.speed) <= motion.accel * SEARCH_DAYS + RATE_ROOM;
  const stations = mayTurn ? stationsOf(rate) : [];
  return { moved, rate, stations, error: errorArcsec * DEG_PER_ARCSEC, rounding };
}

/** Where the rate changes sign within the search: a grid, then bisection. */
function stationsOf(rate: (t: number) => number): number[] {
  const stations: number[] = [];
  const steps = 2 * STATION_GRID_STEPS;
  let [a, ra] = [-SEARCH_DAYS, rate(-SEARCH_DAYS)];
  for (let k = 1; k <= steps; k++) {
    const b = -SEARCH_DAYS + (k * 2 * SEARCH_DAYS) / steps;
    const rb = rate(b);
    if (Math.sign(ra) !== Math.sign(rb)) {
      let [lo, hi, rlo] = [a, b, ra];
      for (let i = 0; i < 50; i++) {
        const mid = (lo + hi) / 2;
        const rm = rate(mid);
        if (Math.sign(rm) === Math.sign(rlo)) [lo, rlo] = [mid, rm];
        else hi = mid;
      }
      stations.push((lo + hi) / 2);
    }
    [a, ra] = [b, rb];
  }
  return stations;
}

export type Exit = number | null | 'unsure';

/** A Newton step this small (days) ends the search for a crossing on the polynomial: 1e-7 s. */
const CROSSING_TOLERANCE_DAYS = 1e-7 / SECONDS_PER_DAY;

/**
 * The root of g between a and b, where g changes sign and g' (its derivative) keeps one: Newton's method
 * from the secant's point, the bracket kept, halved where a step would leave it; g within `rounding` of
 * zero is a root.
 */
function findCrossing(
  g: (t: number) => number,
  dg: (t: number) => number,
  a: number,
  ga: number,
  b: number,
  gb: number,
  rounding: number,
): number {
  let t = a - (ga * (b - a)) / (gb - ga);
  for (let k = 0; k < 60; k++) {
    const gt = g(t);
    if (Math.abs(gt) <= rounding) return t;
    if (Math.sign(gt) === Math.sign(ga)) [a, ga] = [t, gt];
    else [b, gb] = [t, gt];
    let next = t - gt / dg(t);
    if (!((next - a) * (next - b) < 0)) next = (a + b) / 2;
    if (Math.abs(next - t) < CROSSING_TOLERANCE_DAYS) return next;
    t = next;
  }
  return t;
}

/** The ephemeris at a whole second along the search: offset in the division, rate (degrees/second). */
export type ExactAt = (seconds: number) => { offset: number; rate: number };

/** Seconds a Newton step on the ephemeris may be off besides its curvature: the ephemeris' noise, with room. */
const NEWTON_NOISE_SECONDS = 0.005;
/** Error of the ephemeris' speeds (numerical derivatives), degrees/day, with room (the Moon's ~1e-4). */
const SPEED_ERROR = 3e-4;

/**
 * Whole seconds to a crossing found at `seconds` (uncertain by `uncertainty`) of `target`: directly when
 * it is clear of whole seconds; else the ephemeris at the nearest second corrects it by one Newton step
 * (the error left is the ephemeris' noise), and one more call settles a correction still too near one.
 */
function settleCrossing(
  seconds: number,
  uncertainty: number,
  division: Division,
  target: number,
  exactAt: ExactAt,
  accel: number,
): number | 'unsure' {
  const clear = (s: number, u: number): boolean => {
    const whole = Math.floor(s);
    return s - whole > u && whole + 1 - s > u;
  };
  if (clear(seconds, uncertainty)) return Math.floor(seconds);
  const n = Math.max(1, Math.round(seconds));
  const at = exactAt(n);
  const corrected = n + (target - at.offset) / at.rate;
  if (!(Math.abs(corrected - seconds) < uncertainty + 1)) return 'unsure';
  // Newton's error: the curvature over the step and the speed's own error, over the speed.
  const step = Math.abs(corrected - n) / SECONDS_PER_DAY;
  const speed = Math.abs(at.rate) * SECONDS_PER_DAY;
  const error = ((accel * step * step) / 2 + SPEED_ERROR * step) / speed;
  const newtonUncertainty = error * SECONDS_PER_DAY + NEWTON_NOISE_SECONDS;
  if (newtonUncertainty >= 0.45) return 'unsure';
  if (clear(corrected, newtonUncertainty)) return Math.floor(corrected);
  const m = Math.max(1, Math.round(corrected));
  const inside = isInside(division, (m === n ? at : exactAt(m)).offset);
  return inside ? m : m - 1;
}

/**
 * Whole seconds to the body's exit from `division` going `direction` on the path, null past the limit,
 * 'unsure' when the polynomial cannot vouch for it.
 */
export function exitOnPath(
  path: Path,
  division: Division,
  offset0: number,
  direction: 1 | -1,
  exactAt: ExactAt,
  accel: number,
): Exit {
  const offsetAt = (t: number): number => offset0 + path.moved(t);
  const ends =
    path.stations.length === 0
      ? [direction * SEARCH_DAYS]
      : [
          ...path.stations.filter((s) => s * direction > 0).sort((x, y) => Math.abs(x) - Math.abs(y)),
          direction * SEARCH_DAYS,
        ];
  let a = 0;
  for (const b of ends) {
    const ob = offsetAt(b);
    if (isInside(division, ob)) {
      // A station (or the day's end) this near a boundary may in truth cross it: the polynomial cannot tell.
      if (ob < path.error || division.width - ob <= path.error) return 'unsure';
      a = b;
      continue;
    }
    // One way between a and b: Newton's method to the crossing, to a tenth of a microsecond.
    const target = ob < 0 ? 0 : division.width;
    const g = (x: number): number => offsetAt(x) - target;
    const t = findCrossing(g, path.rate, a, offsetAt(a) - target, b, ob - target, path.rounding);
    const speed = Math.abs(path.rate(t)) / SECONDS_PER_DAY;
    const uncertainty = path.error / speed + 1e-6;
    if (!(uncertainty < MAX_UNCERTAINTY_SECONDS)) return 'unsure';
    const margin = settleCrossing(
      Math.abs(t) * SECONDS_PER_DAY,
      uncertainty,
      division,
      target,
      exactAt,
      accel,
    );
    if (margin === 'unsure') return margin;
    return margin > VARGA_MARGIN_LIMIT_SECONDS ? null : margin;
  }
  return null;
}
