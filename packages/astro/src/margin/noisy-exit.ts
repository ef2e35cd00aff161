/**
 * A body's exit from a division, exact to the second even where the ephemeris' longitude is noisy.
 *
 * The true node's longitude (SE computes it from the Moon's osculating orbit) jitters from one second to
 * the next by up to 0.05″ (measured over 60,000 one-second samples, 1900–2100, Moshier), while the node
 * moves 0.0004–0.01″ a second: near a boundary its divisional sign flickers for tens of seconds, and any
 * search that finds "a" crossing (Newton, stepping with bisection) lands on one flicker of many. The
 * margin is the seconds before the sign first changes, so around the crossing found every whole second
 * that the noise could put outside is read on the ephemeris, from the nearest one out.
 */
import type { NodeType } from '../ephemeris.js';
import type { Planet } from '../tables/planets.js';
import { findBodyExit, type BodyStateAt } from './body-exit.js';
import {
  MARGIN_LIMIT_SECONDS,
  findExitByStepping,
  isInside,
  offsetIn,
  type Division,
} from './exit-search.js';

const SECONDS_PER_DAY = 86_400;
/** The true node's longitude noise, degrees: three times the largest jitter measured (0.048″). */
const TRUE_NODE_NOISE = 0.15 / 3600;

/** Noise (degrees) of a body's longitude from one second to the next: only the true node's is felt. */
function longitudeNoiseOf(body: Planet, node: NodeType): number {
  return (body === 'Rahu' || body === 'Ketu') && node === 'true' ? TRUE_NODE_NOISE : 0;
}

/**
 * The first whole second (from 1) going `direction` at which the body is outside `division`, less one,
 * given a crossing found at `seconds`: the smooth crossing lies within noise/speed of any flicker, so the
 * first flicker lies no earlier than twice that before the one found; every second from there is read.
 */
function firstExitNear(
  stateAt: BodyStateAt,
  t0: number,
  division: Division,
  direction: 1 | -1,
  seconds: number,
  noise: number,
): number {
  const speed = Math.abs(stateAt(t0 + (direction * seconds) / SECONDS_PER_DAY).speed) / SECONDS_PER_DAY;
  // Beside a station the speed says nothing about the zone's width: read from the birth on.
  const reach = speed > 0 ? (2 * noise) / speed + 2 : Number.POSITIVE_INFINITY;
  let s = Math.max(1, Math.floor(seconds - reach));
  // The search's own crossing may be a second off (stepping settles roots to 0.05 s): read past it too.
  const last = Math.min(MARGIN_LIMIT_SECONDS + 1, seconds + reach + 1);
  for (; s <= last; s++) {
    const { longitude } = stateAt(t0 + (direction * s) / SECONDS_PER_DAY);
    if (!isInside(division, offsetIn(division, longitude))) return s - 1;
  }
  return seconds;
}

/**
 * Whole seconds from t0 until the body leaves `division` going `direction` (null beyond the KP limit of
 * 30 days): Newton's method, stepping where it cannot vouch, then, for a noisy body, the first flicker.
 * Returns the curvature Newton saw, a hint for the other direction's first guess.
 */
export function findBodyExitExact(
  body: { name: Planet; node: NodeType },
  stateAt: BodyStateAt,
  t0: number,
  start: { longitude: number; speed: number },
  division: Division,
  direction: 1 | -1,
  curvatureHint = 0,
): { seconds: number | null; curvature: number } {
  const fast = findBodyExit(body, stateAt, t0, start, division, direction, curvatureHint);
  const seconds =
    fast.seconds !== undefined
      ? fast.seconds
      : findExitByStepping((t) => stateAt(t).longitude, t0, division, start.speed, direction);
  const noise = longitudeNoiseOf(body.name, body.node);
  if (seconds === null || noise === 0) return { seconds, curvature: fast.curvature };
  return {
    seconds: firstExitNear(stateAt, t0, division, direction, seconds, noise),
    curvature: fast.curvature,
  };
}
