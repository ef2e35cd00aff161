/**
 * The twelve cusps over one day of a search, and every instant in it where a cusp's reading can change:
 * the Lagna crossing a boundary of the 249 rows, the event cusp changing its sub lord (the candidate
 * boundaries of M1), any cusp entering a new sign (house ownership) and any cusp passing a body (occupation).
 *
 * The cusps are the interval search's exact cusp model (cusp-samples.ts: SE's date-free Placidus core on
 * ARMC, obliquity and ayanamsa, each linear over the day between exact ends). A day is sampled at every
 * whole degree of ARMC (about 4 minutes), where the Placidus core is read from a table of the stretch
 * (placidus-table.ts) instead of being called 360 times a day. Between samples a cubic through four of them
 * is exact to a fraction of a millisecond at Indian latitudes, so crossings are rooted on it (bodies on
 * their Hermite tracks) to 1 ms with no ephemeris call. Nearer the poles the cusps race and the cubic drifts
 * (0.5 s at 65°): a segment whose fourth difference of the samples says the cubic may be off by more than
 * 10 ms is read and rooted on the exact model instead.
 */
import type { MuhurtaEdgeKey } from '@kpdesk/domain';
import { normalizeDegrees } from '../ephemeris.js';
import { findRowCrossings } from '../intervals/search.js';
import {
  findTrackCrossing,
  interpolateTrack,
  measureCuspModelInputs,
  readCuspModelInputs,
  type CuspModelInputs,
  type CuspSamples,
} from '../intervals/cusp-samples.js';
import { calcHouseCuspsFromArmc } from '../ephemeris.js';
import { findRoot, SECOND_IN_DAYS, wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';
import { MODEL_TOLERANCE_DAYS, trackLongitude, type BodyTrack } from './body-model.js';
import { readPlacidusTable, type PlacidusTable } from './placidus-table.js';
import { describeRowCrossing } from './rows.js';

/** How far the model of a day reaches past its end, so that the last sample lies inside it: 10 minutes. */
const MODEL_MARGIN_DAYS = 10 / 1440;
/** A cubic over four samples, and one more for the fourth difference that judges it. */
const MIN_SAMPLES = 5;
/** A segment is trusted to the cubic when its estimated error is under 10 ms of the cusp's motion. */
const TRUSTED_ERROR_DAYS = SECOND_IN_DAYS / 100;
/**
 * Error of a 4-point cubic per unit of the fourth difference of its samples: at most 0.042 (an end segment),
 * times a safety factor of 4.
 */
const CUBIC_ERROR_PER_DIFFERENCE = 0.042 * 4;

/** The cusps of the day [from, to) as samples at whole degrees of ARMC, with the exact model behind them. */
export interface CuspSpan {
  from: number;
  to: number;
  /** The first sample (at or before `from`) and the time between samples, Julian days. */
  t0: number;
  step: number;
  samples: CuspSamples;
  model: (t: number) => number[];
  /** Per segment: every cusp's cubic is within the trusted error. */
  isTrusted: boolean[];
}

/** A cut found on the cusps: its instant, how it names a window edge, and whether it bounds a candidate. */
export interface CuspCut {
  t: number;
  kinds: readonly MuhurtaEdgeKey[];
  isCandidate: boolean;
}

/** The fourth difference of five samples of a track from index i. */
function fourthDifference(track: readonly number[], i: number): number {
  return Math.abs(track[i]! - 4 * track[i + 1]! + 6 * track[i + 2]! - 4 * track[i + 3]! + track[i + 4]!);
}

/**
 * Whether every cusp's cubic over segment k is within the trusted error, judged by the largest fourth
 * difference of the three five-sample windows around it (one alone vanishes where the motion is symmetric,
 * at the peak of a cusp's speed, while the cubic still errs).
 */
function isSegmentTrusted(samples: CuspSamples, k: number, step: number): boolean {
  const n = samples.times.length;
  if (n < MIN_SAMPLES) return false;
  const last = n - MIN_SAMPLES;
  for (const track of samples.cusps) {
    let fourth = 0;
    for (let i = k - 2; i <= k; i++)
      fourth = Math.max(fourth, fourthDifference(track, Math.max(0, Math.min(i, last))));
    const speed = Math.abs(track[k + 1]! - track[k]!) / step;
    if (fourth * CUBIC_ERROR_PER_DIFFERENCE > speed * TRUSTED_ERROR_DAYS) return false;
  }
  return true;
}

/** The exact cusps of the model at an instant: sidereal degrees [0, 360). */
function exactModel(inputs: CuspModelInputs): (t: number) => number[] {
  return (t) => {
    const { armc, eps, ay } = readCuspModelInputs(inputs, t);
    return calcHouseCuspsFromArmc(armc, inputs.latitude, eps).map((c) => normalizeDegrees(c - ay));
  };
}

/** Appends one sample's twelve cusps to the tracks, each unwrapped against its previous sample. */
function pushSample(cusps: number[][], values: readonly number[]): void {
  values.forEach((lon, i) => {
    const track = cusps[i]!;
    const last = track[track.length - 1];
    track.push(last === undefined ? lon : last + wrapDifference(lon - last));
  });
}

/**
 * Samples the cusps of the day [from, to) (Julian days UT) at every whole degree of ARMC from the last one
 * at or before `from` to the first after `to` (at least five samples), from the table when there is one.
 */
export function sampleCuspSpan(
  from: number,
  to: number,
  place: Place,
  settings: ChartSettings,
  table: PlacidusTable | null,
): CuspSpan {
  const inputs = measureCuspModelInputs(from, to + MODEL_MARGIN_DAYS, place, settings);
  const model = exactModel(inputs);
  const step = inputs.span / inputs.armcAdvance;
  const first = Math.floor(inputs.armc0);
  const count = Math.max(MIN_SAMPLES, Math.ceil((to - from) / step) + 2);
  const samples: CuspSamples = { times: [], cusps: Array.from({ length: 12 }, () => []) };
  for (let k = 0; k < count; k++) {
    const t = from + (first + k - inputs.armc0) * step;
    const { eps, ay } = readCuspModelInputs(inputs, t);
    const values =
      table === null
        ? model(t)
        : readPlacidusTable(table, first + k, eps).map((c) => normalizeDegrees(c - ay));
    samples.times.push(t);
    pushSample(samples.cusps, values);
  }
  const isTrusted = samples.times.slice(1).map((_, k) => isSegmentTrusted(samples, k, step));
  return { from, to, t0: samples.times[0]!, step, samples, model, isTrusted };
}

/** The segment of the samples holding t. */
function segmentOf(span: CuspSpan, t: number): number {
  return Math.min(span.samples.times.length - 2, Math.max(0, Math.floor((t - span.t0) / span.step)));
}

/** Writes the twelve sidereal cusps at t (degrees, [0, 360)) into `out`. */
export function readCusps(span: CuspSpan, t: number, out: number[]): void {
  const k = segmentOf(span, t);
  if (!span.isTrusted[k]) {
    span.model(t).forEach((c, i) => (out[i] = c));
    return;
  }
  const u = (t - span.samples.times[k]!) / span.step;
  for (let i = 0; i < 12; i++) out[i] = normalizeDegrees(interpolateTrack(span.samples.cusps[i]!, k, u));
}

/** The instant cusp i reaches `value` (unwrapped) inside segment k, whose end samples bracket it. */
function solveCrossing(span: CuspSpan, i: number, k: number, value: number): number {
  const track = span.samples.cusps[i]!;
  const ta = span.samples.times[k]!;
  if (span.isTrusted[k]) {
    return ta + findTrackCrossing(track, k, value, MODEL_TOLERANCE_DAYS / span.step).u * span.step;
  }
  const g = (t: number): number => wrapDifference(span.model(t)[i]! - value);
  return findRoot(
    g,
    ta,
    span.samples.times[k + 1]!,
    track[k]! - value,
    track[k + 1]! - value,
    MODEL_TOLERANCE_DAYS,
  );
}

// Shared name lists: thousands of cuts a day carry one of these, so none is allocated per cut.
const LAGNA_KINDS = { sign: ['lagnaSign'], star: ['lagnaStar'], sub: ['lagnaSub'] } as const;
const CUSP_SIGN: readonly MuhurtaEdgeKey[] = ['cuspSign'];
const CUSP_SUB: readonly MuhurtaEdgeKey[] = ['cuspSub'];
const CUSP_SUB_AND_SIGN: readonly MuhurtaEdgeKey[] = ['cuspSub', 'cuspSign'];
const CUSP_PLANET: readonly MuhurtaEdgeKey[] = ['cuspPlanet'];

/** How a row crossing of the Lagna or the event cusp names an edge, and whether it bounds a candidate. */
function nameRowCrossing(entered: number, isForward: boolean, isLagna: boolean): Omit<CuspCut, 't'> {
  const { left, entered: into, level } = describeRowCrossing(entered, isForward);
  if (isLagna) return { kinds: LAGNA_KINDS[level], isCandidate: true };
  // The event cusp's candidates are its sub-lord changes (M1); a sign boundary inside a sub is a sign cut.
  if (left.subLord === into.subLord) return { kinds: CUSP_SIGN, isCandidate: false };
  return { kinds: level === 'sign' ? CUSP_SUB_AND_SIGN : CUSP_SUB, isCandidate: true };
}

/** Row crossings of cusp i (the Lagna or the event cusp) in the span. */
function findRowCuts(span: CuspSpan, i: number, cuts: CuspCut[]): void {
  const track = span.samples.cusps[i]!;
  for (let k = 0; k + 1 < track.length; k++) {
    const [a, b] = [track[k]!, track[k + 1]!];
    for (const c of findRowCrossings(a, b)) {
      cuts.push({ t: solveCrossing(span, i, k, c.value), ...nameRowCrossing(c.entered, b > a, i === 0) });
    }
  }
}

/** Sign entries of cusp i in the span (any multiple of 30° passed, either way). */
function findSignCuts(span: CuspSpan, i: number, cuts: CuspCut[]): void {
  const track = span.samples.cusps[i]!;
  for (let k = 0; k + 1 < track.length; k++) {
    const [ma, mb] = [Math.floor(track[k]! / 30), Math.floor(track[k + 1]! / 30)];
    for (let m = ma + 1; m <= mb; m++)
      cuts.push({ t: solveCrossing(span, i, k, m * 30), kinds: CUSP_SIGN, isCandidate: false });
    for (let m = ma; m > mb; m--)
      cuts.push({ t: solveCrossing(span, i, k, m * 30), kinds: CUSP_SIGN, isCandidate: false });
  }
}

/** The instant cusp i passes a body in segment k, where their wrapped difference goes from d to next. */
function solvePassing(
  span: CuspSpan,
  i: number,
  k: number,
  track: BodyTrack,
  d: number,
  next: number,
): number {
  const cusp = span.samples.cusps[i]!;
  const [ta, tb] = [span.samples.times[k]!, span.samples.times[k + 1]!];
  const offset = d - cusp[k]! + trackLongitude(track, ta);
  const g = span.isTrusted[k]
    ? (t: number): number =>
        offset + interpolateTrack(cusp, k, (t - ta) / span.step) - trackLongitude(track, t)
    : (t: number): number => wrapDifference(span.model(t)[i]! - trackLongitude(track, t));
  return findRoot(g, ta, tb, d, next, MODEL_TOLERANCE_DAYS);
}

/** The instants cusp i passes a body: where their wrapped difference changes sign near zero. */
function findPassings(
  span: CuspSpan,
  i: number,
  body: readonly number[],
  track: BodyTrack,
  cuts: CuspCut[],
): void {
  const cusp = span.samples.cusps[i]!;
  let d = wrapDifference(cusp[0]! - body[0]!);
  for (let k = 0; k + 1 < cusp.length; k++) {
    const next = d + (cusp[k + 1]! - cusp[k]!) - (body[k + 1]! - body[k]!);
    if (d < 0 !== next < 0 && Math.abs(d) < 90) {
      cuts.push({ t: solvePassing(span, i, k, track, d, next), kinds: CUSP_PLANET, isCandidate: false });
    }
    // Re-wrapped once a turn, so the difference stays near the crossing it may reach.
    d = next > 180 ? next - 360 : next <= -180 ? next + 360 : next;
  }
}

/**
 * Every cut of the span's cusps at instants in [from, to) (and a millisecond either side): the Lagna's row changes, the event cusp's (1..12)
 * sub-lord changes and sign entries, every other cusp's sign entries, every cusp passing every body.
 */
export function findCuspCuts(span: CuspSpan, eventCusp: number, tracks: readonly BodyTrack[]): CuspCut[] {
  const cuts: CuspCut[] = [];
  for (let i = 0; i < 12; i++) {
    if (i === 0 || i === eventCusp - 1) findRowCuts(span, i, cuts);
    else findSignCuts(span, i, cuts);
  }
  for (const track of tracks) {
    const body = span.samples.times.map((t) => trackLongitude(track, t));
    for (let i = 0; i < 12; i++) findPassings(span, i, body, track, cuts);
  }
  // Two days' spans may place a crossing at their shared boundary a fraction of a millisecond apart; each
  // keeps it within a millisecond past its ends, so that neither misses it (a twin is harmless: the sliver
  // between the two reads as one of its sides).
  return cuts.filter((c) => c.t >= span.from - MODEL_TOLERANCE_DAYS && c.t < span.to + MODEL_TOLERANCE_DAYS);
}
