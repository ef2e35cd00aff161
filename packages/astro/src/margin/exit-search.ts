/**
 * What every margin search shares: the division a point starts in, its offset inside it, and the exit by
 * stepping (the slow search that needs no knowledge of the motion, kept for stations and the polar
 * cases the fast searches cannot vouch for).
 */
import { normalizeDegrees } from '../ephemeris.js';
import {
  UNIT_TOLERANCE_DEGREES,
  UNITS_PER_DEGREE,
  computeDivisionBounds,
  type DivisionLevel,
} from '../kp/lords.js';
import { findRoot, wrapDifference } from '../math/find-crossing.js';

/** Beyond this many days either way a margin is reported as null ("more than the limit"). */
export const MARGIN_LIMIT_DAYS = 30;
/** The limit in seconds. */
export const MARGIN_LIMIT_SECONDS = MARGIN_LIMIT_DAYS * 86400;
const MIN_STEP_DAYS = 1 / 86400;
const MAX_STEP_DAYS = 1;

/** A longitude (degrees) of the tracked point at a Julian day UT. */
export type Track = (jdUT: number) => number;

/** The division (sign ∩ sub, or sign ∩ sub-sub) a point is in: start and width in degrees. */
export interface Division {
  start: number;
  width: number;
}

/** How far below `boundary` a longitude is already read as on it: the lords' tolerance at a whole unit. */
function readAheadOf(boundary: number): number {
  const units = boundary * UNITS_PER_DEGREE;
  return Math.abs(units - Math.round(units)) < 1e-6 ? UNIT_TOLERANCE_DEGREES : 0;
}

/**
 * The division from `start` to `end` (degrees; `end` may pass 360) as the lords and the divisional signs
 * read a longitude: one less than the tolerance below a boundary on a whole unit is read as on it
 * (toUnits), so such a boundary is met that much earlier. Without this a margin could end a second
 * before the reading changes.
 */
export function divisionAsRead(start: number, end: number): Division {
  if (end - start >= 360) return { start, width: 360 };
  const lower = start - readAheadOf(start);
  return { start: normalizeDegrees(lower), width: end - readAheadOf(end) - lower };
}

/** The division holding a longitude at the given level. */
export function divisionOf(longitude: number, level: DivisionLevel): Division {
  const { start, end } = computeDivisionBounds(longitude, level);
  return divisionAsRead(start, end);
}

/** Offset (degrees) of a longitude from the division's start: inside is [0, width). */
export function offsetIn(division: Division, longitude: number): number {
  return wrapDifference(longitude - division.start);
}

/** Whether an offset from {@link offsetIn} lies inside the division. */
export function isInside(division: Division, offset: number): boolean {
  return offset >= 0 && offset < division.width;
}

/**
 * Whole seconds from `t0` (Julian day UT) to the point's exit from its division going `direction`, or
 * null beyond the limit: steps at half the division's crossing time at `speed` (degrees/day), at most a
 * day, then root-finding (to 0.05 s) on the step that left it.
 */
export function findExitByStepping(
  track: Track,
  t0: number,
  division: Division,
  speed: number,
  direction: 1 | -1,
): number | null {
  const { start, width } = division;
  const step = Math.min(
    MAX_STEP_DAYS,
    Math.max(MIN_STEP_DAYS, (0.5 * width) / Math.max(Math.abs(speed), 1e-9)),
  );
  let prev = t0;
  for (let t = t0 + direction * step; Math.abs(t - t0) <= MARGIN_LIMIT_DAYS + step; t += direction * step) {
    const lon = track(t);
    if (normalizeDegrees(lon - start) >= width) {
      const boundary = normalizeDegrees(lon - start) > 180 + width / 2 ? start : start + width;
      const g = (x: number): number => wrapDifference(track(x) - boundary);
      const [a, b] = direction === 1 ? [prev, t] : [t, prev];
      const root = findRoot(g, a, b, g(a), g(b));
      const seconds = Math.abs(root - t0) * 86400;
      return seconds > MARGIN_LIMIT_SECONDS ? null : Math.floor(seconds);
    }
    prev = t;
  }
  return null;
}
