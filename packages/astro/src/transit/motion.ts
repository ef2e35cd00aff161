/**
 * A transiting body's path over a long window cut into one-way spans: sampled at a step shorter than a
 * third of the body's shortest direct or retrograde stretch, so two samples with speeds of one sign have
 * no station between them, and each sign change of the speed is solved to the station by root-finding.
 * Between the ends of a span the body moves one way, so a longitude between them is crossed exactly once;
 * only a step that cannot come near any longitude searched is left as it is (it crosses none).
 */
import { calcBody, normalizeDegrees, type NodeType } from '../ephemeris.js';
import { findRoot, wrapDifference } from '../math/find-crossing.js';
import type { Planet } from '../tables/planets.js';

/** What a transit's longitudes depend on: ayanamsa, correction, node type and the ephemeris. */
export interface TransitSettings {
  /** Ayanamsa index (SE sidereal mode): 0..29, 45 or 46. */
  ayanamsa: number;
  /** Degrees subtracted from every sidereal longitude, [-180, 180]. */
  correction: number;
  node: NodeType;
  /** Swiss Ephemeris data folder, or null for Moshier. */
  ephePath: string | null;
}

/** A body at an instant: Julian day UT, unwrapped sidereal longitude (degrees), speed (degrees per day). */
export interface MotionSample {
  t: number;
  lon: number;
  speed: number;
}

/**
 * Sampling step per body, days. Each is at most a third of the shortest stretch between two stations
 * measured over 1970-2070 with the Moshier ephemeris at 0.1-day steps (Mercury 19.7 days, Venus 40.9,
 * Mars 60, Jupiter 117.6, Saturn 133.7), and short enough that the body moves well under 180° (the Moon
 * ≤ 16°/day), so unwrapping between samples is certain. The Sun, the Moon and the mean node never station.
 */
const STEP_DAYS: Readonly<Record<Planet, number>> = {
  Sun: 5,
  Moon: 0.5,
  Mercury: 4,
  Venus: 10,
  Mars: 15,
  Jupiter: 30,
  Saturn: 30,
  Rahu: 30,
  Ketu: 30,
};
/**
 * The true node wobbles: over 1950-2050 its speed changes sign about 54 times a year, some direct stretches
 * lasting under 0.01 day, so no fixed step separates its stations. It is sampled every 2 days, and a step
 * whose ends move one way is split while a hidden pair of stations is possible: the speed cannot go from
 * va to 0 and back to vb in less than (|va| + |vb|) / A days, A bounding its rate of change (measured
 * 0.0612°/day² at 0.05-day steps over 1950-2050; 0.1 taken). Splitting stops at 0.1 day: a loop hidden
 * in that spans at most A·w²/4 ≈ 0.9″, and the direct stretches shorter than 0.1 day measured over
 * 2000-2020 (at 0.005-day steps) moved at most 0.02″, so a crossing missed there is one of three inside
 * a fraction of an arcsecond and a tenth of a day.
 */
const TRUE_NODE_STEP_DAYS = 2;
const TRUE_NODE_MAX_ACCELERATION = 0.1;
const TRUE_NODE_MIN_SPLIT_DAYS = 0.1;

/**
 * Bounds on each body's speed, degrees per day, a little above the largest seen (Sun 1.02, Moon 15.4,
 * Mercury 2.2, Venus 1.26, Mars 0.8, Jupiter 0.25, Saturn 0.13, true node 0.253 over 1950-2050): within
 * a step of h days a body stays within MAX_SPEED × h of where it started, so a step far from every value
 * searched needs no station found and no split.
 */
const MAX_SPEED: Readonly<Record<Planet, number>> = {
  Sun: 1.1,
  Moon: 16,
  Mercury: 2.5,
  Venus: 1.5,
  Mars: 1,
  Jupiter: 0.3,
  Saturn: 0.2,
  Rahu: 0.3,
  Ketu: 0.3,
};

/** How a body is sampled: the step, its speed bound, and for the true node the bound that splits a step. */
export interface Sampling {
  stepDays: number;
  /** Degrees per day the body never exceeds. */
  maxSpeed: number;
  /** Degrees per day² bounding the speed's rate of change; null where the step alone separates stations. */
  maxAcceleration: number | null;
}

/** The sampling of a body under the settings. */
export function samplingOf(planet: Planet, node: NodeType): Sampling {
  const isNode = planet === 'Rahu' || planet === 'Ketu';
  if (isNode && node === 'true') {
    return {
      stepDays: TRUE_NODE_STEP_DAYS,
      maxSpeed: MAX_SPEED[planet],
      maxAcceleration: TRUE_NODE_MAX_ACCELERATION,
    };
  }
  return { stepDays: STEP_DAYS[planet], maxSpeed: MAX_SPEED[planet], maxAcceleration: null };
}

/** The body's sidereal longitude (degrees, [0, 360)) and speed at an instant; Ketu is Rahu + 180°. */
export function makeBodyAt(planet: Planet, settings: TransitSettings): (t: number) => MotionSample {
  const config = { ephePath: settings.ephePath };
  const body = planet === 'Ketu' ? 'Rahu' : planet;
  const shift = (planet === 'Ketu' ? 180 : 0) - settings.correction;
  return (t) => {
    const s = calcBody(t, body, settings.ayanamsa, settings.node, config);
    return { t, lon: normalizeDegrees(s.longitude + shift), speed: s.speed };
  };
}

/** The station between two samples whose speeds differ in sign: where the speed crosses zero. */
function findStation(at: (t: number) => MotionSample, a: MotionSample, b: MotionSample): MotionSample {
  const t = findRoot((x) => at(x).speed, a.t, b.t, a.speed, b.speed);
  const s = at(t);
  return { t, lon: a.lon + wrapDifference(s.lon - a.lon), speed: s.speed };
}

/** Whether two one-signed samples may hide a pair of stations between them (see TRUE_NODE_STEP_DAYS). */
function mayHideStations(a: MotionSample, b: MotionSample, maxAcceleration: number | null): boolean {
  if (maxAcceleration === null || b.t - a.t < TRUE_NODE_MIN_SPLIT_DAYS) return false;
  return Math.abs(a.speed) + Math.abs(b.speed) <= maxAcceleration * (b.t - a.t);
}

/**
 * Appends the split points of the step a → b to `points` (b last): a station where the speed changes
 * sign, or, where stations may hide, the halves of the step in turn.
 */
function addStep(
  at: (t: number) => MotionSample,
  points: MotionSample[],
  a: MotionSample,
  b: MotionSample,
  maxAcceleration: number | null,
): void {
  if (a.speed < 0 !== b.speed < 0) {
    points.push(findStation(at, a, b), b);
  } else if (mayHideStations(a, b, maxAcceleration)) {
    const mid = at((a.t + b.t) / 2);
    const m = { ...mid, lon: a.lon + wrapDifference(mid.lon - a.lon) };
    addStep(at, points, a, m, maxAcceleration);
    addStep(at, points, m, b, maxAcceleration);
  } else {
    points.push(b);
  }
}

/** Whether some value v + 360k (values in [0, 360)) lies in [low, high] (unwrapped degrees). */
export function hasValueWithin(values: readonly number[], low: number, high: number): boolean {
  return values.some((v) => v + 360 * Math.ceil((low - v) / 360) <= high);
}

/**
 * The window [t0, t1] (Julian days UT) as spans whose ends bound every crossing of `values` (degrees,
 * [0, 360)): near a value, consecutive samples bound a stretch over which the body moves one way
 * (stations are split points); a step that cannot reach any value (see MAX_SPEED) is left whole, as it
 * crosses none. Longitudes are unwrapped (they run on past 360° or below 0°), so a span's crossings of a
 * value v are those of v + 360k between its ends.
 */
export function traceOneWaySpans(
  at: (t: number) => MotionSample,
  t0: number,
  t1: number,
  sampling: Sampling,
  values: readonly number[],
): MotionSample[] {
  const points = [at(t0)];
  let a = points[0] as MotionSample;
  while (a.t < t1) {
    const next = at(Math.min(t1, a.t + sampling.stepDays));
    const b = { ...next, lon: a.lon + wrapDifference(next.lon - a.lon) };
    const reach = sampling.maxSpeed * (b.t - a.t);
    if (hasValueWithin(values, Math.min(a.lon, b.lon) - reach, Math.max(a.lon, b.lon) + reach)) {
      addStep(at, points, a, b, sampling.maxAcceleration);
    } else {
      points.push(b);
    }
    a = b;
  }
  return points;
}
