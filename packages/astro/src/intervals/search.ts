/**
 * Interval search (domain §16): within a time window, every instant at which the sign, star or sub lord
 * of each cusp or body changes, i.e. every crossing of a start of the 249 KP rows. Crossings are
 * bracketed on samples and solved by root-finding: for cusps on a cubic through evenly spaced samples of a
 * cheap exact cusp model (cusp-samples.ts), then refined on that model itself; for bodies on the ephemeris
 * itself, with a body's stations found first so that each root-finding span moves one way. Exact to a small
 * fraction of a second, so rounding to the second gives the true second of each change.
 */
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { KP_ROW_STARTS, KP_SUB_TABLE, findKpSubRow, type KpSubRow } from '../kp/sub-table.js';
import { SECOND_IN_DAYS, findRoot, wrapDifference } from '../math/find-crossing.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import type { ChartSettings, Place } from '../settings.js';
import {
  findTrackCrossing,
  interpolateTrack,
  makeCuspModel,
  sampleCusps,
  sampleTimes,
  type CuspSamples,
} from './cusp-samples.js';

/** Cusp sampling step: 4 minutes (the cubic through 4-minute samples is exact to milliseconds of time). */
const CUSP_STEP_DAYS = 4 / 1440;
/** Root of the cubic to 1 ms (cubic evaluations cost nanoseconds). */
const CUBIC_TOLERANCE_DAYS = SECOND_IN_DAYS / 1000;
/**
 * A cubic root this far (0.05 s) from a half second rounds to its true second if the cubic is trusted;
 * nearer, it is refined on the exact cusp. Half a second either side of a row is the whole budget.
 */
const ROUNDING_MARGIN_DAYS = SECOND_IN_DAYS / 20;
/** How many times the cubic's error at a segment's midpoint must fit in the rounding margin to be trusted. */
const INTERPOLATION_SAFETY = 4;
/** Longest Newton step believed after the cubic (0.05 s): beyond it the crossing is solved on the exact cusp. */
const NEWTON_LIMIT_DAYS = SECOND_IN_DAYS / 20;
/** Bracket width at which root-finding on the exact cusp stops (1 ms). */
const EXACT_TOLERANCE_DAYS = SECOND_IN_DAYS / 1000;
/** Body sampling steps: the Moon (≤ 16°/day) hourly, the others every 6 hours. */
const MOON_STEP_DAYS = 1 / 24;
const BODY_STEP_DAYS = 0.25;
const ROWS = KP_ROW_STARTS.length;

/** One change: at `jdUT` the point enters `row`. */
export interface LordChange {
  jdUT: number;
  row: KpSubRow;
}

/** A station of a body: at `jdUT` its speed in longitude changes sign and it turns retrograde or direct. */
export interface Station {
  /** Julian day UT of the zero of the speed, within 0.05 s (from the later side). */
  jdUT: number;
  /** True when the body moves backwards after the station. */
  isRetrograde: boolean;
}

/** Changes of one point over the window, with its row and motion at the start. */
export interface PointTrack<Name extends string> {
  name: Name;
  initialRow: KpSubRow;
  changes: LordChange[];
  /** Retrograde (speed < 0) at the start of the window (bodies only; cusps never). */
  isRetrogradeAtStart: boolean;
  /** Stations inside the window in time order, so the motion at any instant is known (cusps: none). */
  stations: Station[];
}

/** Result of a search over [startJdUT, endJdUT]. */
export interface LordChangeSearch {
  startJdUT: number;
  endJdUT: number;
  /** Cusps 1..12 (names "1".."12"). */
  cusps: PointTrack<string>[];
  bodies: PointTrack<Planet>[];
}

/** A sample segment, Julian days UT. */
interface Segment {
  ta: number;
  tb: number;
}

/** Global row index of an unwrapped longitude: turn × 249 + row. */
function globalRow(lon: number): number {
  const turn = Math.floor(lon / 360);
  return turn * ROWS + (findKpSubRow(normalizeDegrees(lon)).n - 1);
}

function rowStartOf(g: number): number {
  const turn = Math.floor(g / ROWS);
  return turn * 360 + (KP_ROW_STARTS[g - turn * ROWS] as number);
}

/** The KP row of a global row index (turn × 249 + row, as {@link findRowCrossings} numbers them). */
export function rowOf(g: number): KpSubRow {
  return KP_SUB_TABLE[((g % ROWS) + ROWS) % ROWS] as KpSubRow;
}

/**
 * Crossings between two unwrapped samples a → b (degrees): for each boundary of the 249 rows passed, the
 * boundary value (unwrapped) and the global index of the row entered (moving forward the row that starts
 * there, moving backward the row before it); see {@link rowOf}.
 */
export function findRowCrossings(a: number, b: number): { value: number; entered: number }[] {
  const ga = globalRow(a);
  const gb = globalRow(b);
  const out: { value: number; entered: number }[] = [];
  for (let g = ga + 1; g <= gb; g++) out.push({ value: rowStartOf(g), entered: g });
  for (let g = ga; g > gb; g--) out.push({ value: rowStartOf(g), entered: g - 1 });
  return out;
}

/** Distance (days) from an instant to the nearest half second, where rounding to the second flips. */
function roundingMargin(jdUT: number): number {
  const seconds = jdUT * 86400;
  return Math.abs(seconds - Math.floor(seconds) - 0.5) * SECOND_IN_DAYS;
}

/**
 * Whether the cubic of segment k may place crossings unchecked: its distance from the exact cusp at the
 * segment's midpoint (where the cubic's error peaks), as time at the segment's speed and with a safety
 * factor, stays under ROUNDING_MARGIN_DAYS.
 */
function isCubicTrusted(track: readonly number[], k: number, segment: Segment, exactMid: number): boolean {
  const speed = Math.abs((track[k + 1] as number) - (track[k] as number)) / (segment.tb - segment.ta);
  const error = Math.abs(wrapDifference(exactMid - interpolateTrack(track, k, 0.5)));
  return error * INTERPOLATION_SAFETY <= speed * ROUNDING_MARGIN_DAYS;
}

/**
 * The instant a cusp crosses `value` inside sample segment k (its exact end samples bracket the crossing):
 * the root of the cubic through the samples, kept when the cubic is trusted and the root is clear of a half
 * second (so its second is certain); otherwise one Newton step on the exact cusp (`exactAt`, degrees), or,
 * if that step is long (the cubic was off), root-finding on the exact cusp over the segment.
 */
function solveCuspCrossing(
  exactAt: (t: number) => number,
  track: readonly number[],
  k: number,
  segment: Segment & { isTrusted: boolean },
  value: number,
): number {
  const { ta, tb } = segment;
  const cubic = findTrackCrossing(track, k, value, CUBIC_TOLERANCE_DAYS / (tb - ta));
  const tc = ta + cubic.u * (tb - ta);
  if (segment.isTrusted && roundingMargin(tc) >= ROUNDING_MARGIN_DAYS) return tc;
  const exact = (t: number): number => wrapDifference(exactAt(t) - value);
  const step = (exact(tc) / cubic.slope) * (tb - ta);
  if (Math.abs(step) <= NEWTON_LIMIT_DAYS) return Math.min(tb, Math.max(ta, tc - step));
  const ga = (track[k] as number) - value;
  const gb = (track[k + 1] as number) - value;
  return findRoot(exact, ta, tb, ga, gb, EXACT_TOLERANCE_DAYS);
}

/** The changes of cusp i up to t1, from its samples; `exactAt(t)` gives all twelve exact cusps. */
function findCuspChanges(
  i: number,
  samples: CuspSamples,
  t1: number,
  exactAt: (t: number) => number[],
  exactMidOf: (k: number) => number[],
): LordChange[] {
  const { times } = samples;
  const track = samples.cusps[i] as number[];
  const exactCuspAt = (t: number): number => exactAt(t)[i] as number;
  const changes: LordChange[] = [];
  for (let k = 0; k + 1 < times.length && (times[k] as number) < t1; k++) {
    const passed = findRowCrossings(track[k] as number, track[k + 1] as number);
    if (passed.length === 0) continue;
    const ta = times[k] as number;
    const tb = times[k + 1] as number;
    const segment = { ta, tb, isTrusted: isCubicTrusted(track, k, { ta, tb }, exactMidOf(k)[i] as number) };
    for (const c of passed) {
      const jdUT = solveCuspCrossing(exactCuspAt, track, k, segment, c.value);
      // The grid runs past t1; a change after the window's end is not the window's.
      if (jdUT <= t1) changes.push({ jdUT, row: rowOf(c.entered) });
    }
  }
  return changes;
}

function trackCusps(t0: number, t1: number, place: Place, settings: ChartSettings): PointTrack<string>[] {
  // Even samples from t0 on past t1, the model built over all of them (no extrapolation).
  const times = sampleTimes(t0, t1, CUSP_STEP_DAYS);
  const model = makeCuspModel(t0, times[times.length - 1] as number, place, settings);
  const samples = sampleCusps(model, times);
  // One exact evaluation per segment with a crossing checks all twelve cubics at its midpoint.
  const midpoints: (number[] | undefined)[] = [];
  const exactMidOf = (k: number): number[] =>
    (midpoints[k] ??= model(((times[k] as number) + (times[k + 1] as number)) / 2));
  return samples.cusps.map((track, i) => ({
    name: String(i + 1),
    initialRow: rowOf(globalRow(track[0] as number)),
    changes: findCuspChanges(i, samples, t1, model, exactMidOf),
    isRetrogradeAtStart: false,
    stations: [],
  }));
}

/** A body's unwrapped sidereal longitude (degrees) and speed (degrees per day) at an instant. */
interface BodySample {
  t: number;
  lon: number;
  speed: number;
}

/**
 * Changes of a body between two samples over which it moves one way only: each boundary between them is
 * crossed once, solved on the ephemeris.
 */
function bodyCrossings(at: (t: number) => BodySample, a: BodySample, b: BodySample): LordChange[] {
  return findRowCrossings(a.lon, b.lon).map((c) => {
    const g = (t: number): number => wrapDifference(at(t).lon - c.value);
    return { jdUT: findRoot(g, a.t, b.t, g(a.t), g(b.t)), row: rowOf(c.entered) };
  });
}

/** The station between two samples whose speeds differ in sign: the instant the speed crosses zero. */
function findStation(at: (t: number) => BodySample, a: BodySample, b: BodySample): BodySample {
  const t = findRoot((x) => at(x).speed, a.t, b.t, a.speed, b.speed);
  const s = at(t);
  return { t, lon: a.lon + wrapDifference(s.lon - a.lon), speed: s.speed };
}

function trackBody(p: Planet, t0: number, t1: number, settings: ChartSettings): PointTrack<Planet> {
  const config = { ephePath: settings.ephePath };
  const at = (t: number): BodySample => {
    const s = calcBody(t, p === 'Ketu' ? 'Rahu' : p, settings.ayanamsa, settings.node, config);
    const lon = normalizeDegrees(s.longitude + (p === 'Ketu' ? 180 : 0) - settings.correction);
    return { t, lon, speed: s.speed };
  };
  const step = p === 'Moon' ? MOON_STEP_DAYS : BODY_STEP_DAYS;
  const start = at(t0);
  const changes: LordChange[] = [];
  const stations: Station[] = [];
  let a = start;
  while (a.t < t1) {
    const next = at(Math.min(t1, a.t + step));
    const b = { ...next, lon: a.lon + wrapDifference(next.lon - a.lon) };
    // A station inside the step splits it, so that each part moves one way and no re-crossing is missed.
    if (a.speed < 0 !== b.speed < 0) {
      const station = findStation(at, a, b);
      stations.push({ jdUT: station.t, isRetrograde: b.speed < 0 });
      changes.push(...bodyCrossings(at, a, station), ...bodyCrossings(at, station, b));
    } else {
      changes.push(...bodyCrossings(at, a, b));
    }
    a = b;
  }
  return {
    name: p,
    initialRow: rowOf(globalRow(start.lon)),
    changes,
    isRetrogradeAtStart: start.speed < 0,
    stations,
  };
}

/**
 * Every sign, star or sub lord change of the twelve cusps and nine bodies between two Julian days UT
 * (start ≤ end, at most 31 days apart) at a place.
 */
export function searchLordChanges(
  startJdUT: number,
  endJdUT: number,
  place: Place,
  settings: ChartSettings,
  include: { cusps: boolean; bodies: boolean } = { cusps: true, bodies: true },
): LordChangeSearch {
  if (!(endJdUT >= startJdUT) || endJdUT - startJdUT > 31) {
    throw new RangeError('the window must end after it starts and span at most 31 days');
  }
  return {
    startJdUT,
    endJdUT,
    cusps: include.cusps ? trackCusps(startJdUT, endJdUT, place, settings) : [],
    bodies: include.bodies ? PLANETS.map((p) => trackBody(p, startJdUT, endJdUT, settings)) : [],
  };
}
