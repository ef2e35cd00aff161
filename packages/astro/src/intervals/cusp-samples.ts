/**
 * Cusp longitudes over a time window, cheaply: ARMC grows linearly with time (sidereal rotation), so the
 * cusps at any instant come from SE's date-free Placidus core (`houses_armc`) with ARMC, obliquity and
 * ayanamsa interpolated between their exact values at the window's ends. Over a day the interpolation
 * error is a few milli-arc-seconds; the Ascendant moves about 15″ per second of time.
 */
import {
  calcAyanamsa,
  calcHouseCuspsFromArmc,
  calcHouses,
  calcTrueObliquity,
  normalizeDegrees,
} from '../ephemeris.js';
import { findRoot, wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';

/** Mean sidereal rotation of the Earth, degrees of ARMC per day of UT. */
const ARMC_DEGREES_PER_DAY = 360.98564736629;

/** Samples of the twelve cusps: times (Julian day UT) and unwrapped sidereal longitudes per cusp. */
export interface CuspSamples {
  times: number[];
  /** cusps[i][k] = cusp i+1 at times[k], unwrapped so that consecutive samples differ by < 180°. */
  cusps: number[][];
}

/**
 * The slowly changing inputs of the cusps over [t0, t1]: ARMC, true obliquity and effective ayanamsa
 * (with the correction), each exact at both ends and linear between (degrees).
 */
export interface CuspModelInputs {
  t0: number;
  span: number;
  latitude: number;
  armc0: number;
  /** ARMC gained over the span, degrees (about 361° a day). */
  armcAdvance: number;
  eps0: number;
  eps1: number;
  ay0: number;
  ay1: number;
}

/** Measures the cusp model's inputs at both ends of [t0, t1] (six ephemeris calls). */
export function measureCuspModelInputs(
  t0: number,
  t1: number,
  place: Place,
  settings: ChartSettings,
): CuspModelInputs {
  const config = { ephePath: settings.ephePath };
  const armc0 = calcHouses(t0, place.latitude, place.longitude, null).armc;
  const armc1 = calcHouses(t1, place.latitude, place.longitude, null).armc;
  const advance = ARMC_DEGREES_PER_DAY * (t1 - t0);
  return {
    t0,
    span: t1 - t0 || 1,
    latitude: place.latitude,
    armc0,
    armcAdvance: advance + wrapDifference(armc1 - (armc0 + advance)),
    eps0: calcTrueObliquity(t0, config),
    eps1: calcTrueObliquity(t1, config),
    ay0: calcAyanamsa(t0, settings.ayanamsa, 'true', config) + settings.correction,
    ay1: calcAyanamsa(t1, settings.ayanamsa, 'true', config) + settings.correction,
  };
}

/** ARMC, obliquity and ayanamsa of the model at an instant (degrees). */
export function readCuspModelInputs(
  m: CuspModelInputs,
  t: number,
): { armc: number; eps: number; ay: number } {
  const f = (t - m.t0) / m.span;
  return {
    armc: m.armc0 + m.armcAdvance * f,
    eps: m.eps0 + (m.eps1 - m.eps0) * f,
    ay: m.ay0 + (m.ay1 - m.ay0) * f,
  };
}

/** Builds a function giving the 12 sidereal cusps (after correction) at any instant in [t0, t1]. */
export function makeCuspModel(
  t0: number,
  t1: number,
  place: Place,
  settings: ChartSettings,
): (jdUT: number) => number[] {
  const inputs = measureCuspModelInputs(t0, t1, place, settings);
  return (t) => {
    const { armc, eps, ay } = readCuspModelInputs(inputs, t);
    return calcHouseCuspsFromArmc(armc, place.latitude, eps).map((c) => normalizeDegrees(c - ay));
  };
}

/** A cubic needs four samples: fewer would leave short windows to a straight line through two. */
const MIN_SAMPLES = 4;
/** Newton steps on a cubic from the straight-line guess: two usually reach a microsecond. */
const NEWTON_ITERATIONS = 6;

/**
 * Sample instants t0 + k·stepDays (Julian days UT), k = 0, 1, …, evenly spaced as the cubic of
 * `interpolateTrack` assumes: at least four, and on past t1 until one sample is at or after it. The grid
 * never bends to land on t1; crossings after t1 are the caller's to drop.
 */
export function sampleTimes(t0: number, t1: number, stepDays: number): number[] {
  const count = Math.max(MIN_SAMPLES, Math.ceil((t1 - t0) / stepDays) + 1);
  return Array.from({ length: count }, (_, k) => t0 + k * stepDays);
}

/** Evaluates the model at each instant, unwrapping each cusp's track. */
export function sampleCusps(model: (t: number) => number[], times: readonly number[]): CuspSamples {
  const cusps: number[][] = Array.from({ length: 12 }, () => []);
  for (const t of times) {
    model(t).forEach((lon, i) => {
      const track = cusps[i] as number[];
      const last = track[track.length - 1];
      track.push(last === undefined ? lon : last + wrapDifference(lon - last));
    });
  }
  return { times: [...times], cusps };
}

/** The cubic of segment k in Newton's divided-difference form over nodes 0..3, and where k starts in it. */
interface SegmentCubic {
  y0: number;
  d1: number;
  d2: number;
  d3: number;
  offset: number;
}

/** The four samples around segment k (the stencil shifts inwards at the track's ends) as a cubic. */
function segmentCubic(track: readonly number[], k: number): SegmentCubic {
  const n = track.length;
  if (n < MIN_SAMPLES) throw new RangeError(`a cubic needs ${MIN_SAMPLES} samples, got ${n}`);
  const i0 = Math.max(0, Math.min(k - 1, n - 4));
  const [y0, y1, y2, y3] = [track[i0], track[i0 + 1], track[i0 + 2], track[i0 + 3]] as [
    number,
    number,
    number,
    number,
  ];
  return { y0, d1: y1 - y0, d2: y2 - 2 * y1 + y0, d3: y3 - 3 * y2 + 3 * y1 - y0, offset: k - i0 };
}

/** Value of the cubic at node coordinate x. */
function valueAt(c: SegmentCubic, x: number): number {
  return c.y0 + x * (c.d1 + (x - 1) * (c.d2 / 2 + ((x - 2) * c.d3) / 6));
}

/** Derivative of the cubic at node coordinate x, per sample step. */
function slopeAt(c: SegmentCubic, x: number): number {
  return c.d1 + (c.d2 * (2 * x - 1)) / 2 + (c.d3 * (3 * x * x - 6 * x + 2)) / 6;
}

/**
 * Cubic (Lagrange) interpolation of an unwrapped track sampled at evenly spaced instants (`sampleTimes`),
 * through the four samples around segment k, at fraction `u` in [0, 1] of that segment. Needs at least
 * four samples.
 */
export function interpolateTrack(track: readonly number[], k: number, u: number): number {
  // The cubic of segmentCubic written out, so that searches evaluating it in hot loops allocate nothing.
  const n = track.length;
  if (n < MIN_SAMPLES) throw new RangeError(`a cubic needs ${MIN_SAMPLES} samples, got ${n}`);
  const i0 = Math.max(0, Math.min(k - 1, n - 4));
  const y0 = track[i0] as number;
  const y1 = track[i0 + 1] as number;
  const y2 = track[i0 + 2] as number;
  const y3 = track[i0 + 3] as number;
  const x = k - i0 + u;
  const d2 = y2 - 2 * y1 + y0;
  const d3 = y3 - 3 * y2 + 3 * y1 - y0;
  return y0 + x * (y1 - y0 + (x - 1) * (d2 / 2 + ((x - 2) * d3) / 6));
}

/**
 * Where the cubic of segment k reaches `value` (the segment's end samples must bracket it): fraction `u` in
 * [0, 1] to within `toleranceU`, and the cubic's slope there (track units per sample step). Newton's method
 * from the straight-line guess, with root-finding inside the bracket should it stray.
 */
export function findTrackCrossing(
  track: readonly number[],
  k: number,
  value: number,
  toleranceU: number,
): { u: number; slope: number } {
  const c = segmentCubic(track, k);
  const [ya, yb] = [track[k] as number, track[k + 1] as number];
  let u = (value - ya) / (yb - ya);
  for (let i = 0; i < NEWTON_ITERATIONS; i++) {
    const step = (valueAt(c, c.offset + u) - value) / slopeAt(c, c.offset + u);
    u -= step;
    if (Math.abs(step) <= toleranceU) break;
  }
  if (!(u >= 0 && u <= 1)) {
    const g = (x: number): number => valueAt(c, c.offset + x) - value;
    u = findRoot(g, 0, 1, ya - value, yb - value, toleranceU);
  }
  return { u, slope: slopeAt(c, c.offset + u) };
}
