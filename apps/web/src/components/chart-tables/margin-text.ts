import { FRAGILE_MARGIN_SECONDS } from '@kpdesk/contract';

/** A sub-lord margin cell of a position row: seconds as text, '' when beyond the engine's 30-day limit. */
export interface MarginView {
  /** "−m:ss / +m:ss", both sides in one format (see chooseMarginFormat); "> 30 d" for a side beyond the limit. */
  text: string;
  /** The smaller side in seconds, or null when both are beyond the limit. */
  smallest: number | null;
  /** True under {@link FRAGILE_MARGIN_SECONDS}: a birth-time error that small changes a lord. */
  isFragile: boolean;
}

const BEYOND_LIMIT = '> 30 d';

/**
 * The one format of a margin cell, so its two sides read alike: 'm:ss' when both are under an hour (a birth
 * time is weighed to the second), days with one decimal when both are a day or more, else 'h:mm:ss' (hours
 * may pass 24, so the small side keeps its seconds).
 */
export type MarginFormat = 'minutes' | 'hours' | 'days';

const HOUR = 3_600;
const DAY = 86_400;

/** The format of a cell whose known sides are `seconds` (none known: minutes, unused). */
export function chooseMarginFormat(seconds: readonly number[]): MarginFormat {
  if (seconds.every((s) => s < HOUR)) return 'minutes';
  return seconds.every((s) => s >= DAY) ? 'days' : 'hours';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A margin rounded down (a margin is never overstated) in a cell's format: '2:05', '5:07:12', '1.8 d'. */
export function formatMarginSeconds(seconds: number, format: MarginFormat): string {
  const whole = Math.floor(seconds);
  switch (format) {
    case 'days':
      return `${(Math.floor(whole / 8_640) / 10).toFixed(1)} d`;
    case 'hours':
      return `${Math.floor(whole / HOUR)}:${pad2(Math.floor((whole % HOUR) / 60))}:${pad2(whole % 60)}`;
    case 'minutes':
      return `${Math.floor(whole / 60)}:${pad2(whole % 60)}`;
  }
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
  const known = [earlier, later].filter((s): s is number => s !== null);
  const format = chooseMarginFormat(known);
  const text = [
    `−${earlier === null ? BEYOND_LIMIT : formatMarginSeconds(earlier, format)}`,
    `+${later === null ? BEYOND_LIMIT : formatMarginSeconds(later, format)}`,
  ].join(' / ');
  const smallest = known.length ? Math.min(...known) : null;
  return { text, smallest, isFragile: smallest !== null && smallest < FRAGILE_MARGIN_SECONDS };
}
