/**
 * Amrit kalam and Varjyam (panchang.md §5.6, P8): windows of 4 ghatis starting at a fixed ghati of each
 * nakshatra, both scaled to that nakshatra's actual length (a nakshatra counts as 60 ghatis). Karanam
 * Ramakumar's table as PyJHora stores it (`const.amrita_gadiya_varjyam_star_map`, in hours of a 24-hour
 * star = ghati / 2.5); Mula has two Varjyams.
 */
import type { Span } from './day-periods.js';
import type { LimbElement } from './limbs.js';

/** The ghati (0..60) where Amrit kalam starts, nakshatra 1..27 at index 0..26. */
export const AMRIT_GHATIS: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
];

/** The ghatis where Varjyam starts, nakshatra 1..27 at index 0..26. */
export const VARJYAM_GHATIS: readonly (readonly number[])[] = [
  [50],
  [24],
  [30],
  [40],
  [14],
  [21],
  [30],
  [20],
  [32],
  [30],
  [20],
  [18],
  [21],
  [20],
  [14],
  [14],
  [10],
  [14],
  [20, 56],
  [24],
  [20],
  [10],
  [10],
  [18],
  [16],
  [24],
  [30],
];

/** Length of each window, ghatis. */
const WINDOW_GHATIS = 4;

/** An Amrit kalam or a Varjyam with the nakshatra (1..27) it belongs to. */
export interface NakshatraWindow extends Span {
  nakshatra: number;
}

function windowAt(star: LimbElement, ghati: number): NakshatraWindow {
  const ghatiLength = (star.end - star.start) / 60;
  const start = star.start + ghati * ghatiLength;
  return { nakshatra: star.number, start, end: start + WINDOW_GHATIS * ghatiLength };
}

function overlapping(windows: NakshatraWindow[], from: number, to: number): NakshatraWindow[] {
  return windows.filter((w) => w.end > from && w.start < to).sort((a, b) => a.start - b.start);
}

/** Amrit kalams of the listed nakshatras (with their true starts and ends) that overlap [from, to). */
export function computeAmritKalams(
  stars: readonly LimbElement[],
  from: number,
  to: number,
): NakshatraWindow[] {
  return overlapping(
    stars.map((s) => windowAt(s, AMRIT_GHATIS[s.number - 1] as number)),
    from,
    to,
  );
}

/** Varjyams of the listed nakshatras that overlap [from, to). */
export function computeVarjyams(stars: readonly LimbElement[], from: number, to: number): NakshatraWindow[] {
  return overlapping(
    stars.flatMap((s) => (VARJYAM_GHATIS[s.number - 1] ?? []).map((g) => windowAt(s, g))),
    from,
    to,
  );
}
