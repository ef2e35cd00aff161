/**
 * Rectification candidates (decisions.md "Life events and rectification", amended 2026-11-28): inside a window
 * around the recorded birth time, the stretches over which the Ascendant stays in one row of the 249 table
 * (its sign, star and sub lord all the same; a sub that crosses a sign boundary is two rows), bounded by the
 * row's exact changes and by the window's ends; and the order in which candidates are shown. The changes come from the
 * interval search (intervals/search.ts), which solves each crossing to a small fraction of a second; the
 * caller rounds the bounds to the second on the birth clock and scores a birth at each candidate's middle.
 */
import { searchLordChanges } from '../intervals/search.js';
import type { ChartSettings, Place } from '../settings.js';
import type { KpSubRow } from '../kp/sub-table.js';
import type { Planet } from '../tables/planets.js';

/** A stretch of the window in one row of the 249 table; Julian days UT, exact (not rounded). */
export interface AscendantRowSegment {
  startJdUT: number;
  endJdUT: number;
  /** The row of the 249 table, 1..249. */
  row: number;
  /** The row's sign index (0 = Aries) and its three lords. */
  sign: number;
  signLord: Planet;
  starLord: Planet;
  subLord: Planet;
}

const segmentOf = (row: KpSubRow, startJdUT: number, endJdUT: number): AscendantRowSegment => ({
  startJdUT,
  endJdUT,
  row: row.n,
  sign: Math.floor(row.fromDeg / 30),
  signLord: row.signLord,
  starLord: row.starLord,
  subLord: row.subLord,
});

/**
 * The Ascendant's row segments of [startJdUT, endJdUT] at a place: a new segment starts at every change of the
 * Ascendant's row of the 249 table, so no segment spans a change of its sign, star or sub lord.
 */
export function findAscendantRowSegments(
  startJdUT: number,
  endJdUT: number,
  place: Place,
  settings: ChartSettings,
): AscendantRowSegment[] {
  const search = searchLordChanges(startJdUT, endJdUT, place, settings, { cusps: true, bodies: false });
  const ascendant = search.cusps[0];
  if (!ascendant) throw new RangeError('the interval search gave no Ascendant');
  const segments: AscendantRowSegment[] = [];
  let current = segmentOf(ascendant.initialRow, startJdUT, endJdUT);
  for (const change of ascendant.changes) {
    segments.push({ ...current, endJdUT: change.jdUT });
    current = segmentOf(change.row, change.jdUT, endJdUT);
  }
  segments.push(current);
  return segments;
}

/** What the order of candidates reads. */
export interface RankedCandidate {
  score: number;
  rulingPlanetsAgree: boolean;
  /** Seconds between the candidate's middle moment and the recorded birth time (absolute). */
  secondsFromBirth: number;
  /** Seconds of the candidate's middle moment on any one clock, to break the last tie (earlier first). */
  middleSeconds: number;
}

/**
 * The decided order: score highest first; then ruling-planet agreement first; then nearest to the recorded
 * birth time; then the earlier candidate, so the order is total.
 */
export function compareCandidates(a: RankedCandidate, b: RankedCandidate): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.rulingPlanetsAgree !== b.rulingPlanetsAgree) return a.rulingPlanetsAgree ? -1 : 1;
  if (a.secondsFromBirth !== b.secondsFromBirth) return a.secondsFromBirth - b.secondsFromBirth;
  return a.middleSeconds - b.middleSeconds;
}
