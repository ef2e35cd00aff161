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
import { accelerationBoundOf, findBodyExit, type BodyStateAt } from './body-exit.js';
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

/** One noisy exit: the search's context and the crossing it found. */
interface NoisyExit {
  /** The body's longitude alone: the reading needs no speed. */
  longitudeAt: (jdUT: number) => number;
  stateAt: BodyStateAt;
  t0: number;
  division: Division;
  direction: 1 | -1;
  /** Whole seconds to the crossing the search found. */
  seconds: number;
  /** Longitude noise, degrees; acceleration bound, degrees/day². */
  noise: number;
  accel: number;
  /** The caller's limit, seconds: an exit surely beyond it is not read. */
  limit: number;
}

/**
 * Seconds before the crossing found within which the first flicker may lie: the body may be within the
 * noise of the boundary while it moves 2·noise, and its speed v there may fall by the acceleration bound
 * A, so r (days) solves v·r − A·r²/2 = 2·noise; infinite when v is too small (beside a station).
 */
function reachSeconds(speed: number, noise: number, accel: number): number {
  const discriminant = speed * speed - 4 * accel * noise;
  if (!(discriminant > 0)) return Number.POSITIVE_INFINITY;
  return ((speed - Math.sqrt(discriminant)) / accel) * SECONDS_PER_DAY + 2;
}

/** Seconds between the readings that let a stretch far from the division's edges be passed over. */
const STRETCH_SECONDS = 600;

/**
 * The first whole second (from 1) going the exit's direction at which the body is outside its division,
 * less one: every second from the reach before the crossing found to the reach after it that the noise
 * could put outside is read. Beside a station the reach is the whole way from the birth, so the way is
 * read in stretches first: over a stretch the smooth path keeps within A·h²/8 of the chord between its
 * ends (A the acceleration bound, h its length) and every reading within the noise of the path, so a
 * stretch whose two end readings are farther than 2·noise + A·h²/8 from both edges is inside throughout.
 */
function firstExitNear(e: NoisyExit): number {
  const at = (s: number): number => e.longitudeAt(e.t0 + (e.direction * s) / SECONDS_PER_DAY);
  const speed = Math.abs(e.stateAt(e.t0 + (e.direction * e.seconds) / SECONDS_PER_DAY).speed);
  const reach = reachSeconds(speed, e.noise, e.accel);
  let s = Math.max(1, Math.floor(e.seconds - reach));
  if (s > e.limit + 1) return e.seconds;
  // The search's own crossing may be a second off (stepping settles roots to 0.05 s): read past it too.
  const last = Math.min(MARGIN_LIMIT_SECONDS + 1, e.seconds + reach + 1);
  const room = 2 * e.noise + (e.accel * (STRETCH_SECONDS / SECONDS_PER_DAY) ** 2) / 8;
  const farFromEdges = (longitude: number): boolean => {
    const offset = offsetIn(e.division, longitude);
    return offset > room && offset < e.division.width - room;
  };
  while (s <= last) {
    const end = Math.min(last, s + STRETCH_SECONDS);
    if (end - s > 1 && farFromEdges(at(s)) && farFromEdges(at(end))) {
      s = end;
      continue;
    }
    for (; s <= end; s++) if (!isInside(e.division, offsetIn(e.division, at(s)))) return s - 1;
  }
  return e.seconds;
}

/**
 * Whole seconds from t0 until the body leaves `division` going `direction` (null beyond the KP limit of
 * 30 days): Newton's method, stepping where it cannot vouch, then, for a noisy body, the first flicker
 * (not read for an exit surely past `limit` seconds, which the caller reports as null). Returns the
 * curvature Newton saw, a hint for the other direction's first guess.
 */
export function findBodyExitExact(
  body: { name: Planet; node: NodeType },
  stateAt: BodyStateAt,
  t0: number,
  start: { longitude: number; speed: number },
  search: {
    division: Division;
    direction: 1 | -1;
    curvatureHint?: number;
    limit?: number;
    /** The body's longitude alone, where only that is read (else from `stateAt`). */
    longitudeAt?: (jdUT: number) => number;
  },
): { seconds: number | null; curvature: number } {
  const { division, direction, curvatureHint = 0, limit = MARGIN_LIMIT_SECONDS } = search;
  const longitudeAt = search.longitudeAt ?? ((t: number): number => stateAt(t).longitude);
  const fast = findBodyExit(body, stateAt, t0, start, division, direction, curvatureHint);
  const seconds =
    fast.seconds !== undefined
      ? fast.seconds
      : findExitByStepping(longitudeAt, t0, division, start.speed, direction);
  const noise = longitudeNoiseOf(body.name, body.node);
  if (seconds === null || noise === 0) return { seconds, curvature: fast.curvature };
  const accel = accelerationBoundOf(body.name, body.node);
  const exit = { longitudeAt, stateAt, t0, division, direction, seconds, noise, accel, limit };
  return { seconds: firstExitNear(exit), curvature: fast.curvature };
}
