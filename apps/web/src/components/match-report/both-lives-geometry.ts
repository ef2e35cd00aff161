import type { MatchAnswer } from '@kpdesk/contract';
import { instantOf } from '../chart-tables/running-period';

/** Width of the row names' column, and the margin right of the bars, in user units. */
export const NAME_WIDTH = 76;
const MARGIN = 12;
/** The narrowest picture: a phone scrolls it sideways rather than squeezing the years ahead. */
export const MIN_WIDTH = 640;

type Bhukti = MatchAnswer['kp']['bhuktis']['bride'][number];
type Shared = MatchAnswer['kp']['periods'][number];

/** A bar clipped to the window: where it starts and how wide it is. */
export interface Bar<T> {
  x: number;
  width: number;
  item: T;
}

/** The picture's layout over the timing window. */
export interface BothLivesLayout {
  width: number;
  bride: Bar<Bhukti>[];
  groom: Bar<Bhukti>[];
  shared: Bar<Shared>[];
  /** The first of January of each year inside the window. */
  years: { x: number; year: number }[];
}

/**
 * Lays the window out left to right: each person's bhuktis and the periods both run, clipped to the window.
 * Every time of the answer is on the astrologer's clock, so they are placed on one clock (offset 0) and only
 * their differences matter.
 */
export function layoutBothLives(kp: MatchAnswer['kp'], fitWidth: number): BothLivesLayout {
  const width = Math.max(MIN_WIDTH, fitWidth);
  const from = instantOf(kp.window.from, 0);
  const to = instantOf(kp.window.to, 0);
  const scale = (width - NAME_WIDTH - MARGIN) / Math.max(1, to - from);
  const xOf = (instant: number) => NAME_WIDTH + (Math.min(Math.max(instant, from), to) - from) * scale;
  const barOf = <T extends { from: string; to: string }>(item: T): Bar<T> => {
    const x = xOf(instantOf(item.from, 0));
    return { x, width: Math.max(0, xOf(instantOf(item.to, 0)) - x), item };
  };
  const first = Number(kp.window.from.slice(0, 4)) + 1;
  const last = Number(kp.window.to.slice(0, 4));
  const years = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i).map((year) => ({
    year,
    x: xOf(instantOf(`${year}-01-01 00:00:00`, 0)),
  }));
  return {
    width,
    bride: kp.bhuktis.bride.map(barOf),
    groom: kp.bhuktis.groom.map(barOf),
    shared: kp.periods.map(barOf),
    years,
  };
}
