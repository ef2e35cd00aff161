/**
 * Rectification candidates (decisions.md "Life events and rectification"): inside a window around the
 * recorded birth time, the stretches over which the Ascendant's sub lord stays the same, bounded by its exact
 * changes and by the window's ends; and the order in which candidates are shown. The changes come from the
 * interval search (intervals/search.ts), which solves each crossing to a small fraction of a second; the
 * caller rounds the bounds to the second on the birth clock and scores a birth at each candidate's middle.
 */
import { searchLordChanges } from '../intervals/search.js';
import type { ChartSettings, Place } from '../settings.js';
import type { Planet } from '../tables/planets.js';

/** A stretch of the window with one Ascendant sub lord; Julian days UT, exact (not rounded). */
export interface SubLordSegment {
  startJdUT: number;
  endJdUT: number;
  subLord: Planet;
}

/**
 * The Ascendant sub lord segments of [startJdUT, endJdUT] at a place: a new segment starts at each change of
 * the sub lord; a row change that keeps the sub lord (a sub split by a sign boundary) does not start one.
 */
export function findAscendantSubLordSegments(
  startJdUT: number,
  endJdUT: number,
  place: Place,
  settings: ChartSettings,
): SubLordSegment[] {
  const search = searchLordChanges(startJdUT, endJdUT, place, settings, { cusps: true, bodies: false });
  const ascendant = search.cusps[0];
  if (!ascendant) throw new RangeError('the interval search gave no Ascendant');
  const segments: SubLordSegment[] = [];
  let current: SubLordSegment = { startJdUT, endJdUT, subLord: ascendant.initialRow.subLord };
  for (const change of ascendant.changes) {
    if (change.row.subLord === current.subLord) continue;
    segments.push({ ...current, endJdUT: change.jdUT });
    current = { startJdUT: change.jdUT, endJdUT, subLord: change.row.subLord };
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
