/**
 * The twelve cusps' exits from their divisions, sharing the work: one cusp model call gives all twelve
 * cusps (SE's date-free Placidus core, intervals/cusp-samples.ts), so each direction samples them on one
 * 4-minute grid until every cusp has left its division, finds each exit on the cubic through the samples
 * (exact to milliseconds), and settles it on the model at the nearest whole second: the model there
 * says on which side of the boundary that second lies, so the margin is exact to the second. A cusp
 * still inside after a day (none is, outside the polar circles) is left to the caller.
 */
import { SECOND_IN_DAYS } from '../math/find-crossing.js';
import {
  findTrackCrossing,
  interpolateTrack,
  sampleCusps,
  type CuspSamples,
} from '../intervals/cusp-samples.js';
import { isInside, offsetIn, type Division } from './exit-search.js';

/** The twelve cusps (degrees, sidereal after correction) at a Julian day UT. */
export type CuspModel = (jdUT: number) => number[];

/** Sampling step, as the interval search's: the cubic through 4-minute samples is exact to milliseconds. */
const STEP_DAYS = 4 / 1440;
/** Longest sampled span each way. */
const HORIZON_DAYS = 1;
/** Room for the cubic's own slack beyond the first guess, in samples. */
const EXTRA_SAMPLES = 2;
const CUBIC_TOLERANCE = 1e-5;
/** Fewest samples: two different cubics (stencils) around any segment, one checking the other. */
const MIN_SAMPLES = 5;
/**
 * A cubic root this far (seconds) from a whole second is taken as it is when the two cubics agree to a
 * quarter of it; nearer, or when they disagree, the second is settled on the model.
 */
const CLEAR_SECONDS = 0.05;
const AGREEMENT_SAFETY = 4;

/** One cusp's start: its division and offset in it, and its speed (degrees/day) at the birth. */
export interface CuspStart {
  division: Division;
  offset: number;
  speed: number;
}

/** Samples of all cusps at t0 + direction·k·STEP for k = 0..count-1. */
function sampleGrid(model: CuspModel, t0: number, direction: 1 | -1, count: number): CuspSamples {
  const times = Array.from({ length: count }, (_, k) => t0 + direction * k * STEP_DAYS);
  return sampleCusps(model, times);
}

/** Samples needed until the slowest cusp is expected out: distance over speed, plus slack. */
function expectedSamples(starts: readonly CuspStart[], direction: 1 | -1): number {
  let days = 0;
  for (const c of starts) {
    const distance = direction === 1 ? c.division.width - c.offset : c.offset;
    days = Math.max(days, distance / Math.max(Math.abs(c.speed), 1e-6));
  }
  const wanted = Math.ceil(Math.min(days, HORIZON_DAYS) / STEP_DAYS) + 1 + EXTRA_SAMPLES;
  return Math.max(MIN_SAMPLES, wanted);
}

/** Segment k and the crossed value where cusp i's unwrapped track first leaves its division. */
function findExitSegment(
  track: readonly number[],
  start: CuspStart,
): { k: number; value: number } | undefined {
  const base = (track[0] as number) - start.offset;
  for (let k = 1; k < track.length; k++) {
    const offset = (track[k] as number) - base;
    if (offset < 0) return { k: k - 1, value: base };
    if (offset >= start.division.width) return { k: k - 1, value: base + start.division.width };
  }
  return undefined;
}

/**
 * Seconds (of time) between the crossing's cubic and the cubic through the neighbouring four samples at
 * the crossing: an estimate of the cubic's own error.
 */
function disagreementSeconds(track: readonly number[], k: number, u: number, slope: number): number {
  const n = track.length;
  const stencil = (j: number): number => Math.max(0, Math.min(j - 1, n - 4));
  const other = [k + 1, k + 2, k - 1].find((j) => j >= 0 && j + 1 < n && stencil(j) !== stencil(k));
  if (other === undefined) return Infinity;
  const difference = interpolateTrack(track, other, u + k - other) - interpolateTrack(track, k, u);
  return (Math.abs(difference / slope) * STEP_DAYS) / SECOND_IN_DAYS;
}

/** Whole seconds to the exit of cusp i going `direction`; undefined when it stays in beyond the samples. */
function settleCuspExit(
  samples: CuspSamples,
  i: number,
  start: CuspStart,
  exactAt: (seconds: number) => number[],
): number | undefined {
  const track = samples.cusps[i] as number[];
  const exit = findExitSegment(track, start);
  if (exit === undefined) return undefined;
  const { u, slope } = findTrackCrossing(track, exit.k, exit.value, CUBIC_TOLERANCE);
  const seconds = (exit.k + u) * STEP_DAYS * 86400;
  const n = Math.max(1, Math.round(seconds));
  const clearance = Math.abs(seconds - n);
  const error = disagreementSeconds(track, exit.k, u, slope);
  if (seconds > 1 && clearance >= CLEAR_SECONDS && error * AGREEMENT_SAFETY < clearance) {
    return Math.floor(seconds);
  }
  return isInside(start.division, offsetIn(start.division, exactAt(n)[i] as number)) ? n : n - 1;
}

/**
 * Whole seconds from t0 until each cusp leaves its division going `direction`, from the cusp model;
 * undefined for a cusp still inside after a day.
 */
export function findCuspExits(
  model: CuspModel,
  t0: number,
  starts: readonly CuspStart[],
  direction: 1 | -1,
): (number | undefined)[] {
  let count = expectedSamples(starts, direction);
  let samples = sampleGrid(model, t0, direction, count);
  const exact = new Map<number, number[]>();
  const exactAt = (seconds: number): number[] => {
    let cusps = exact.get(seconds);
    if (cusps === undefined) exact.set(seconds, (cusps = model(t0 + direction * seconds * SECOND_IN_DAYS)));
    return cusps;
  };
  const maxCount = Math.ceil(HORIZON_DAYS / STEP_DAYS) + 1 + EXTRA_SAMPLES;
  const pending = () => starts.some((s, i) => findExitSegment(samples.cusps[i] as number[], s) === undefined);
  while (count < maxCount && pending()) {
    count = Math.min(maxCount, count * 2);
    samples = sampleGrid(model, t0, direction, count);
  }
  return starts.map((start, i) => settleCuspExit(samples, i, start, exactAt));
}
