/**
 * The interval-search table of the spec's "Interval search result" entity (chart-screens spec §3; domain
 * §16.2 step 4): rows = the window's start plus every change instant (sorted, several changes in the same
 * second share one row); per row and column the lords in force and, for bodies, the motion (retrograde or
 * direct) at the row's moment; span lists for the Sub Lord and Star Lord groupings (the first row of a run
 * of equal values carries the run's length, the others 0).
 */
import type { KpSubRow } from '../kp/sub-table.js';
import type { Planet } from '../tables/planets.js';
import type { LordChangeSearch, PointTrack, Station } from './search.js';

/** The lords of one cell. */
export interface LordCell {
  sign: string;
  signLord: Planet;
  starLord: Planet;
  subLord: Planet;
}

/** Rows and columns of the Cuspal In Interval and Planet In Interval tables. */
export interface IntervalTable {
  /** Row instants, Julian day UT, whole seconds. */
  dateList: number[];
  cuspalNameList: string[];
  /** cuspalList[row][cusp] */
  cuspalList: LordCell[][];
  /** Sub Lord grouping spans, [row][cusp]. */
  cuspalSpanList: number[][];
  planetNameList: Planet[];
  planetList: LordCell[][];
  planetSpanList: number[][];
  planetStarSpanList: number[][];
  /** Retrograde flag per row and body: the body's motion at the row's moment (after any station before it). */
  planetRetroList: boolean[][];
}

/** One frozen cell per KP row: a day of cusps has ~32,000 cells but at most 249 distinct ones. */
const CELLS = new Map<KpSubRow, LordCell>();

/** The cell of a KP row; the same object for the same row, so callers may compare and index cells by identity. */
function toCell(row: KpSubRow): LordCell {
  let cell = CELLS.get(row);
  if (!cell) {
    cell = Object.freeze({
      sign: row.sign,
      signLord: row.signLord,
      starLord: row.starLord,
      subLord: row.subLord,
    });
    CELLS.set(row, cell);
  }
  return cell;
}

function toSecond(jd: number): number {
  return Math.round(jd * 86400) / 86400;
}

function columnCells<N extends string>(track: PointTrack<N>, dates: readonly number[]): LordCell[] {
  const cells: LordCell[] = [];
  let current = track.initialRow;
  let next = 0;
  for (const d of dates) {
    while (next < track.changes.length && toSecond((track.changes[next] as { jdUT: number }).jdUT) <= d) {
      current = (track.changes[next] as { row: KpSubRow }).row;
      next++;
    }
    cells.push(toCell(current));
  }
  return cells;
}

/** Retrograde flags of one body's column: at each row, the motion after the last station at or before it. */
function retroFlags<N extends string>(track: PointTrack<N>, dates: readonly number[]): boolean[] {
  let isRetrograde = track.isRetrogradeAtStart;
  let next = 0;
  return dates.map((d) => {
    for (; next < track.stations.length && (track.stations[next] as Station).jdUT <= d; next++) {
      isRetrograde = (track.stations[next] as Station).isRetrograde;
    }
    return isRetrograde;
  });
}

/** Span list of one column for a key (sub lord or star lord). */
function spans(cells: readonly LordCell[], key: (c: LordCell) => string): number[] {
  const out = cells.map(() => 0);
  let runStart = 0;
  for (let i = 1; i <= cells.length; i++) {
    const isEnd = i === cells.length || key(cells[i] as LordCell) !== key(cells[i - 1] as LordCell);
    if (isEnd) {
      out[runStart] = i - runStart;
      runStart = i;
    }
  }
  return out;
}

function transpose<T>(columns: readonly T[][], rows: number): T[][] {
  return Array.from({ length: rows }, (_, r) => columns.map((col) => col[r] as T));
}

/** Builds the table from a search. */
export function buildIntervalTable(search: LordChangeSearch): IntervalTable {
  const instants = new Set<number>([toSecond(search.startJdUT)]);
  for (const t of [...search.cusps, ...search.bodies])
    for (const c of t.changes) instants.add(toSecond(c.jdUT));
  const dateList = [...instants].sort((a, b) => a - b);
  const cuspCols = search.cusps.map((t) => columnCells(t, dateList));
  const bodyCols = search.bodies.map((t) => columnCells(t, dateList));
  const bySub = (c: LordCell): string => c.subLord;
  const byStar = (c: LordCell): string => c.starLord;
  return {
    dateList,
    cuspalNameList: search.cusps.map((t) => t.name),
    cuspalList: transpose(cuspCols, dateList.length),
    cuspalSpanList: transpose(
      cuspCols.map((col) => spans(col, bySub)),
      dateList.length,
    ),
    planetNameList: search.bodies.map((t) => t.name),
    planetList: transpose(bodyCols, dateList.length),
    planetSpanList: transpose(
      bodyCols.map((col) => spans(col, bySub)),
      dateList.length,
    ),
    planetStarSpanList: transpose(
      bodyCols.map((col) => spans(col, byStar)),
      dateList.length,
    ),
    planetRetroList: transpose(
      search.bodies.map((t) => retroFlags(t, dateList)),
      dateList.length,
    ),
  };
}
