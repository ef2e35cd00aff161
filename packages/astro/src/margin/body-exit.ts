/**
 * A body's exit from its division by Newton's method on the ephemeris, evaluated at whole seconds: the
 * chart's own longitude and speed give the first guess (distance over speed), each evaluation gives the
 * longitude and the speed there, and the search ends at a whole second n whose Newton step is under a
 * second. The ephemeris at n says on which side of the boundary n lies, Newton from n where the
 * crossing is (its error over under a second is far below a millisecond), so the margin is exact to the
 * second. A body moves one way between two evaluations when its speed there cannot reach zero in between
 * (the bound on its acceleration below); where that is not certain (near a station) the caller steps.
 */
import type { NodeType } from '../ephemeris.js';
import type { Planet } from '../tables/planets.js';
import { MARGIN_LIMIT_SECONDS, isInside, offsetIn, type Division } from './exit-search.js';

/** A body's longitude (degrees) and speed (degrees/day) at a Julian day UT. */
export type BodyStateAt = (jdUT: number) => { longitude: number; speed: number };

/**
 * Largest |acceleration| in longitude, degrees/day², twice the largest day-to-day (Moon and true node:
 * 6-hourly) change of speed from the Moshier ephemeris over 1900-2100 (geocentric, sidereal). The nodes
 * here are the true node's (0.061 measured; 0.071 at 15-minute spacing over 20,000 instants, so the bound
 * holds: the true node's wrong margins came from its longitude's jitter, see noisy-exit.ts); the mean
 * node's speed barely changes (MEAN_NODE_BOUND).
 */
const ACCELERATION_BOUND: Readonly<Record<Planet, number>> = {
  Sun: 0.002,
  Moon: 1.03,
  Mars: 0.031,
  Mercury: 0.4,
  Jupiter: 0.0084,
  Venus: 0.085,
  Saturn: 0.007,
  Rahu: 0.13,
  Ketu: 0.13,
};
/** The mean node's speed drifts by under 1e-7 degrees/day per day; a thousand times that. */
const MEAN_NODE_BOUND = 1e-4;

/** The acceleration bound (degrees/day²) of a body, the nodes by the node the settings use. */
export function accelerationBoundOf(body: Planet, node: NodeType): number {
  const isNode = body === 'Rahu' || body === 'Ketu';
  return isNode && node === 'mean' ? MEAN_NODE_BOUND : ACCELERATION_BOUND[body];
}

const SECONDS_PER_DAY = 86400;
/** Newton steps at most; a search that needs more is left to stepping. */
const MAX_EVALUATIONS = 12;
/** Extra evaluations allowed to show a long span is travelled one way. */
const MAX_SPLITS = 4;
/** Newton's step from the last whole second must be under this (seconds) to settle the margin. */
const SETTLE_SECONDS = 0.9;

/** One evaluation: seconds from the birth along the search direction, offset in the division, rate. */
interface Sample {
  s: number;
  offset: number;
  /** d(offset)/ds, degrees per second along the search direction. */
  rate: number;
}

/** Context of one search: the body's state function, birth instant, division, direction and bound. */
interface BodySearch {
  stateAt: BodyStateAt;
  t0: number;
  division: Division;
  direction: 1 | -1;
  /** Acceleration bound in degrees per second². */
  accel: number;
}

function sampleAt(search: BodySearch, s: number): Sample {
  const state = search.stateAt(search.t0 + (search.direction * s) / SECONDS_PER_DAY);
  const rate = (state.speed * search.direction) / SECONDS_PER_DAY;
  return { s, offset: offsetIn(search.division, state.longitude), rate };
}

/** Whether the rate keeps `sign` all through [a, b]: at a rate bound `accel` it cannot reach zero. */
function keepsSign(a: Sample, b: Sample, sign: number, accel: number): boolean {
  if (Math.sign(a.rate) !== sign || Math.sign(b.rate) !== sign) return false;
  return (Math.abs(a.rate) + Math.abs(b.rate)) / 2 > (accel * (b.s - a.s)) / 2;
}

/**
 * Whether the body moves one way (the sign of the first sample's rate) over [0, last sample], adding
 * midpoint evaluations where a span is too long to tell; false when it cannot be shown.
 */
function movesOneWay(search: BodySearch, samples: Sample[]): boolean {
  const sorted = [...samples].sort((x, y) => x.s - y.s);
  const sign = Math.sign(sorted[0]?.rate ?? 0);
  let splits = 0;
  for (let k = 0; k + 1 < sorted.length;) {
    const [a, b] = [sorted[k] as Sample, sorted[k + 1] as Sample];
    if (keepsSign(a, b, sign, search.accel)) {
      k++;
      continue;
    }
    if (splits++ >= MAX_SPLITS || Math.sign(a.rate) !== sign || Math.sign(b.rate) !== sign) return false;
    sorted.splice(k + 1, 0, sampleAt(search, (a.s + b.s) / 2));
  }
  return sign !== 0;
}

/** Margin settled at whole second n: inside there means the crossing is just after n, else just before. */
function settle(search: BodySearch, n: Sample, crossing: number): number | undefined {
  const margin = isInside(search.division, n.offset) ? n.s : n.s - 1;
  return crossing < margin || crossing > margin + 1 ? undefined : margin;
}

/**
 * Seconds from `from` to where offset + rate·x + curvature·x²/2 reaches `target`: Newton's step bent by
 * the curvature (the root nearer `from`), or the straight step when the parabola never gets there.
 */
function stepToTarget(from: Sample, target: number, curvature: number): number {
  const distance = target - from.offset;
  const discriminant = from.rate * from.rate + 2 * curvature * distance;
  if (curvature === 0 || discriminant < 0) return from.s + distance / from.rate;
  const root = Math.sign(from.rate) * Math.sqrt(discriminant);
  return from.s + (2 * distance) / (from.rate + root);
}

/** The answer of one search: whole seconds (null past 30 days, undefined unsure) and the curvature seen. */
export interface BodyExit {
  seconds: number | null | undefined;
  /** d²(offset)/ds², degrees per second², from the last two evaluations (0 when there was one). */
  curvature: number;
}

/**
 * Whole seconds to the exit going the search's direction, null beyond the 30-day limit, or undefined
 * when Newton's method cannot vouch for the answer (a station near, or no convergence).
 */
function findExitByNewton(search: BodySearch, first: Sample, curvatureHint: number): BodyExit {
  const target = first.rate > 0 ? search.division.width : 0;
  const samples = [first];
  let [current, curvature] = [first, curvatureHint];
  const unsure = (): BodyExit => ({ seconds: undefined, curvature });
  for (let i = 0; i < MAX_EVALUATIONS; i++) {
    const estimate = stepToTarget(current, target, curvature);
    if (!(estimate > 0)) return unsure();
    const n = Math.min(MARGIN_LIMIT_SECONDS, Math.max(1, Math.round(estimate)));
    if (n === current.s && n !== MARGIN_LIMIT_SECONDS) return unsure();
    const next = sampleAt(search, n);
    samples.push(next);
    curvature = (next.rate - current.rate) / (next.s - current.s);
    const crossing = stepToTarget(next, target, curvature);
    const isAtLimit = n === MARGIN_LIMIT_SECONDS && isInside(search.division, next.offset);
    if (isAtLimit || Math.abs(crossing - n) < SETTLE_SECONDS) {
      if (!movesOneWay(search, samples)) return unsure();
      return { seconds: isAtLimit ? null : settle(search, next, crossing), curvature };
    }
    current = next;
  }
  return unsure();
}

/**
 * Whole seconds from t0 until `body` leaves `division` going `direction` (null: more than 30 days), from
 * its longitude and speed at t0, with the curvature another search of the same body saw as a first hint
 * (it bends the first guess); seconds undefined when a station may lie on the way (the caller steps).
 */
export function findBodyExit(
  body: { name: Planet; node: NodeType },
  stateAt: BodyStateAt,
  t0: number,
  start: { longitude: number; speed: number },
  division: Division,
  direction: 1 | -1,
  curvatureHint = 0,
): BodyExit {
  const accel = accelerationBoundOf(body.name, body.node) / SECONDS_PER_DAY ** 2;
  const search: BodySearch = { stateAt, t0, division, direction, accel };
  const first: Sample = {
    s: 0,
    offset: offsetIn(division, start.longitude),
    rate: (start.speed * direction) / SECONDS_PER_DAY,
  };
  if (first.rate === 0) return { seconds: undefined, curvature: curvatureHint };
  return findExitByNewton(search, first, curvatureHint);
}
