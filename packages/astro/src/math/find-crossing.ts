/**
 * Root-finding on time for angular quantities: the instant a longitude crosses a target value.
 * Illinois-modified regula falsi on the wrapped difference, which converges like the secant method but
 * keeps the root bracketed.
 */

/** Wraps an angle difference into (-180, 180]. */
export function wrapDifference(degrees: number): number {
  const r = (((degrees + 180) % 360) + 360) % 360;
  return r === 0 ? 180 : r - 180;
}

/** One second as a fraction of a day. */
export const SECOND_IN_DAYS = 1 / 86400;

/**
 * The time t in [t0, t1] (Julian days) where `f(t)` crosses zero, given f(t0) and f(t1) of opposite signs
 * (or zero). Stops when the bracket is narrower than `toleranceDays` (default 0.05 s).
 */
export function findRoot(
  f: (t: number) => number,
  t0: number,
  t1: number,
  f0: number,
  f1: number,
  toleranceDays = SECOND_IN_DAYS / 20,
): number {
  let a = t0;
  let b = t1;
  let fa = f0;
  let fb = f1;
  if (fa === 0) return a;
  if (fb === 0) return b;
  let side = 0;
  for (let i = 0; i < 60 && b - a > toleranceDays; i++) {
    const t = (a * fb - b * fa) / (fb - fa);
    const ft = f(t);
    if (ft === 0) return t;
    if (Math.sign(ft) === Math.sign(fa)) {
      a = t;
      fa = ft;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = t;
      fb = ft;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  // The crossing itself belongs to the new division (lower-inclusive), so report the later end.
  return b;
}

/** A function's value and slope at a point (for {@link findRootWithSlope}). */
export interface ValueAndSlope {
  value: number;
  slope: number;
}

/**
 * The root of `f` in [t0, t1] (Julian days), given f(t0) and f(t1) of opposite signs, by Newton's method
 * on the slope the ephemeris gives with each position (a body's speed), kept inside the shrinking bracket
 * (a step that leaves it is a bisection instead). Stops when the last Newton step is under
 * `toleranceDays` (default 0.05 s): the error after it is of the order of that step squared. Two or
 * three evaluations where regula falsi needs six to ten.
 */
export function findRootWithSlope(
  f: (t: number) => ValueAndSlope,
  t0: number,
  t1: number,
  f0: number,
  f1: number,
  toleranceDays = SECOND_IN_DAYS / 20,
): number {
  let [lo, hi] = [t0, t1];
  const loSign = Math.sign(f0);
  let t = t0 + (f0 / (f0 - f1)) * (t1 - t0);
  for (let i = 0; i < 60; i++) {
    const { value, slope } = f(t);
    if (value === 0) return t;
    if (Math.sign(value) === loSign) lo = t;
    else hi = t;
    const newton = slope === 0 ? NaN : t - value / slope;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - t) < toleranceDays || hi - lo < toleranceDays) return next;
    t = next;
  }
  return t;
}
