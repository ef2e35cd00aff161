/**
 * Long-range transit timing: the instants a transiting body's sidereal longitude equals a fixed
 * longitude (a natal cusp or planet), every crossing including the returns of a retrograde loop, and the
 * instants it comes under or leaves the rule of a lord at the sign, star or sub level. The window is cut
 * into one-way spans (motion.ts); each value between a span's ends is crossed once there and is solved on
 * the ephemeris by root-finding to 0.05 s, so rounding to the second gives the true second.
 */
import { normalizeDegrees } from '../ephemeris.js';
import { KP_SUB_TABLE, type KpSubRow } from '../kp/sub-table.js';
import { findRootWithSlope, wrapDifference } from '../math/find-crossing.js';
import type { Planet } from '../tables/planets.js';
import {
  makeBodyAt,
  samplingOf,
  traceOneWaySpans,
  type MotionSample,
  type TransitSettings,
} from './motion.js';

/** The longest window a search accepts, days (20 years; the Moon's searches are kept to a year by callers). */
export const MAX_TIMING_WINDOW_DAYS = 7305;

/** A transit instant: Julian day UT, the body's sidereal longitude there (degrees) and its motion. */
export interface TransitInstant {
  jdUT: number;
  longitude: number;
  isRetrograde: boolean;
}

/** A lord entry instant: whether the body comes under the lord's rule or leaves it. */
export interface LordEntryInstant extends TransitInstant {
  kind: 'enters' | 'leaves';
}

/** The division a lord rules: sign (sign lord), star (star lord) or sub (sub lord). */
export type LordLevel = 'sign' | 'star' | 'sub';

/** A longitude where the lord at some level changes; `isEntry` when moving forward enters the lord's rule. */
interface LordBoundary {
  longitude: number;
  isEntry: boolean;
}

const LORD_OF_ROW: Readonly<Record<LordLevel, (row: KpSubRow) => Planet>> = {
  sign: (row) => row.signLord,
  star: (row) => row.starLord,
  sub: (row) => row.subLord,
};

/**
 * The longitudes (ascending, [0, 360)) where the rule of `lord` at `level` begins or ends. Every sign, star
 * and sub boundary starts a row of the KP table; a boundary between two divisions of the same lord
 * (Capricorn–Aquarius, a sub cut by a sign) is no boundary of the lord's rule.
 */
export function findLordBoundaries(lord: Planet, level: LordLevel): LordBoundary[] {
  const lordOf = LORD_OF_ROW[level];
  const out: LordBoundary[] = [];
  KP_SUB_TABLE.forEach((row, i) => {
    const before = lordOf(KP_SUB_TABLE[(i + KP_SUB_TABLE.length - 1) % KP_SUB_TABLE.length] as KpSubRow);
    const after = lordOf(row);
    if (before !== after && (before === lord || after === lord)) {
      out.push({ longitude: row.fromDeg, isEntry: after === lord });
    }
  });
  return out;
}

/** The values v + 360k crossed moving from `a` to `b` (unwrapped): (a, b] forward, [b, a) backward. */
function valuesBetween(a: number, b: number, v: number): number[] {
  const out: number[] = [];
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  for (let x = v + 360 * Math.ceil((low - v) / 360); x <= high; x += 360) {
    if (b > a ? x > a : x < a) out.push(x);
  }
  return out;
}

/** The instant inside one-way span a → b where the body's longitude equals `value` (unwrapped). */
function solveCrossing(
  at: (t: number) => MotionSample,
  a: MotionSample,
  b: MotionSample,
  value: number,
): TransitInstant {
  const g = (t: number) => {
    const s = at(t);
    return { value: wrapDifference(s.lon - value), slope: s.speed };
  };
  const t = findRootWithSlope(g, a.t, b.t, a.lon - value, b.lon - value);
  const s = at(t);
  return { jdUT: t, longitude: s.lon, isRetrograde: s.speed < 0 };
}

function checkWindow(t0: number, t1: number): void {
  if (!(t1 > t0) || t1 - t0 > MAX_TIMING_WINDOW_DAYS) {
    throw new RangeError(
      `the window must end after it starts and span at most ${MAX_TIMING_WINDOW_DAYS} days`,
    );
  }
}

/** Every crossing of each value (degrees, [0, 360)) over the window, as instants with the value's index. */
function findValueCrossings(
  planet: Planet,
  values: readonly number[],
  t0: number,
  t1: number,
  settings: TransitSettings,
): { instant: TransitInstant; index: number; isForward: boolean }[] {
  checkWindow(t0, t1);
  const at = makeBodyAt(planet, settings);
  const spans = traceOneWaySpans(at, t0, t1, samplingOf(planet, settings.node), values);
  const out: { instant: TransitInstant; index: number; isForward: boolean }[] = [];
  for (let k = 0; k + 1 < spans.length; k++) {
    const a = spans[k] as MotionSample;
    const b = spans[k + 1] as MotionSample;
    values.forEach((v, index) => {
      for (const x of valuesBetween(a.lon, b.lon, v)) {
        out.push({ instant: solveCrossing(at, a, b, x), index, isForward: b.lon > a.lon });
      }
    });
  }
  return out.sort((p, q) => p.instant.jdUT - q.instant.jdUT);
}

/**
 * Every instant in [t0, t1] (Julian days UT, at most 20 years apart) at which `planet`'s sidereal
 * longitude equals `targetLongitude` (degrees), in time order: a retrograde loop over the target gives
 * three instants (direct, retrograde, direct again).
 */
export function findConjunctions(
  planet: Planet,
  targetLongitude: number,
  t0: number,
  t1: number,
  settings: TransitSettings,
): TransitInstant[] {
  const target = normalizeDegrees(targetLongitude);
  return findValueCrossings(planet, [target], t0, t1, settings).map((c) => c.instant);
}

/**
 * Every instant in [t0, t1] (Julian days UT, at most 20 years apart) at which `planet` comes under the
 * rule of `lord` at `level` (enters a sign, star or sub it rules) or leaves it, in time order. Moving
 * backwards, a boundary crossed forward as an entry is a leaving, and the reverse.
 */
export function findLordEntries(
  planet: Planet,
  lord: Planet,
  level: LordLevel,
  t0: number,
  t1: number,
  settings: TransitSettings,
): LordEntryInstant[] {
  const boundaries = findLordBoundaries(lord, level);
  const values = boundaries.map((b) => b.longitude);
  return findValueCrossings(planet, values, t0, t1, settings).map(({ instant, index, isForward }) => {
    const isEntry = (boundaries[index] as LordBoundary).isEntry === isForward;
    return { ...instant, kind: isEntry ? 'enters' : 'leaves' };
  });
}
