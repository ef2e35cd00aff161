import { FRAGILE_MARGIN_SECONDS } from '@kpdesk/contract';

/** A sub-lord margin cell of a position row: seconds as text, '' when beyond the engine's 30-day limit. */
export interface MarginView {
  /** "−m:ss / +m:ss" (see formatMarginSeconds); "> 30 d" for a side beyond the limit. */
  text: string;
  /** The smaller side in seconds, or null when both are beyond the limit. */
  smallest: number | null;
  /** True under {@link FRAGILE_MARGIN_SECONDS}: a birth-time error that small changes a lord. */
  isFragile: boolean;
}

const BEYOND_LIMIT = '> 30 d';

/**
 * A margin rounded down (a margin is never overstated): "m:ss" under an hour, where a birth time is
 * weighed to the second; "5h 07m" under a day; days with one decimal beyond.
 */
export function formatMarginSeconds(seconds: number): string {
  const whole = Math.floor(seconds);
  if (whole >= 86_400) return `${(Math.floor(whole / 8_640) / 10).toFixed(1)} d`;
  if (whole >= 3_600) {
    return `${Math.floor(whole / 3_600)}h ${String(Math.floor((whole % 3_600) / 60)).padStart(2, '0')}m`;
  }
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function side(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === '') return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : null;
}

/** The margin view of a row's "Margin Earlier" and "Margin Later" cells. */
export function toMarginView(earlierCell: string | undefined, laterCell: string | undefined): MarginView {
  const earlier = side(earlierCell);
  const later = side(laterCell);
  const text = [
    `−${earlier === null ? BEYOND_LIMIT : formatMarginSeconds(earlier)}`,
    `+${later === null ? BEYOND_LIMIT : formatMarginSeconds(later)}`,
  ].join(' / ');
  const known = [earlier, later].filter((s): s is number => s !== null);
  const smallest = known.length ? Math.min(...known) : null;
  return { text, smallest, isFragile: smallest !== null && smallest < FRAGILE_MARGIN_SECONDS };
}
