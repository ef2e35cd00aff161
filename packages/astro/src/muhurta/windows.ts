/**
 * From read pieces to windows (muhurta.md §7 steps 4–6, M8, M9): consecutive qualifying pieces in the same
 * candidate with equal reported fields are one window; a window is reported in whole seconds, its start and
 * end the boundary instants rounded up; windows shorter than the shortest length asked for are dropped; the
 * windows are ranked by score, then length, then start.
 *
 * Where the doc is silent: windows that a participant rejects are merged by the same rule among themselves
 * and kept only when they are as long as the shortest window asked for; a window always lasts at least one
 * whole second, even when `minWindowSeconds` is 0.
 */
import type { MuhurtaEdgeKey } from '@kpdesk/domain';
import type { PieceReading, WindowReading } from './reading.js';

/** A window of a search, [start, end) in whole seconds (Julian days UT), with everything it reports. */
export interface MuhurtaWindow extends WindowReading {
  start: number;
  end: number;
  /** end − start, seconds. */
  seconds: number;
  /** What bounds the window at each end: the cut points and vetoes at its boundary instants. */
  edges: { start: MuhurtaEdgeKey[]; end: MuhurtaEdgeKey[] };
  /** The house system of the moment chart at the start: Porphyry where Placidus fails (§5). */
  houseSystem: 'Placidus' | 'Porphyry';
}

/** A piece between two cut instants, with the reading of its gates, vetoes and participants. */
export interface ReadPiece {
  start: number;
  end: number;
  startKinds: readonly MuhurtaEdgeKey[];
  endKinds: readonly MuhurtaEdgeKey[];
  /** The piece starts a new candidate (the Lagna's lords or the event cusp's sub lord changed there). */
  startsCandidate: boolean;
  /** Null when a gate fails or a veto holds. */
  reading: PieceReading | null;
}

/** A window before rounding: its exact boundary instants. */
interface ExactWindow {
  start: number;
  end: number;
  startKinds: readonly MuhurtaEdgeKey[];
  endKinds: readonly MuhurtaEdgeKey[];
  key: string;
  isRejected: boolean;
  reading: WindowReading;
}

/** Merges pieces in time order into windows, qualifying and rejected by a participant apart. */
export interface WindowMerger {
  /** Takes the next piece; keeps its values, not the object (which the caller may refill). */
  add(piece: Readonly<ReadPiece>): void;
  /** Closes the window still open (at the end of the search). */
  finish(): void;
  /** Closed windows in start order. */
  readonly qualifying: ExactWindow[];
  readonly rejected: ExactWindow[];
}

/** A new merger. */
export function createWindowMerger(): WindowMerger {
  let open: ExactWindow | null = null;
  const qualifying: ExactWindow[] = [];
  const rejected: ExactWindow[] = [];
  const close = (): void => {
    if (open !== null) (open.isRejected ? rejected : qualifying).push(open);
    open = null;
  };
  const add = (piece: Readonly<ReadPiece>): void => {
    const r = piece.reading;
    if (r === null) return close();
    const joins =
      open !== null &&
      !piece.startsCandidate &&
      open.end === piece.start &&
      open.isRejected === r.isRejected &&
      open.key === r.key;
    if (joins && open !== null) {
      open.end = piece.end;
      open.endKinds = piece.endKinds;
      return;
    }
    close();
    // The description is built now, while the moment chart still holds this piece.
    const { start, end, startKinds, endKinds } = piece;
    open = { start, end, startKinds, endKinds, key: r.key, isRejected: r.isRejected, reading: r.describe() };
  };
  return { add, finish: close, qualifying, rejected };
}

/**
 * An instant rounded up to the whole second, Julian day UT. Instants within a millisecond past a whole
 * second (the range ends the caller gave in whole seconds, carried through day arithmetic) stay on it.
 */
export function ceilToSecond(jdUT: number): number {
  return Math.ceil(jdUT * 86400 - 1e-3) / 86400;
}

/** A window in whole seconds, or null when it is shorter than `minSeconds` or shorter than one second. */
export function roundWindow(w: ExactWindow, minSeconds: number): MuhurtaWindow | null {
  const start = ceilToSecond(w.start);
  const end = ceilToSecond(w.end);
  const seconds = Math.round((end - start) * 86400);
  if (seconds < Math.max(1, minSeconds)) return null;
  const edges = { start: [...new Set(w.startKinds)], end: [...new Set(w.endKinds)] };
  return { start, end, seconds, edges, houseSystem: 'Placidus', ...w.reading };
}

/** The decided order (M8): score descending, then length descending, then start ascending. */
export function rankWindows(windows: readonly MuhurtaWindow[]): MuhurtaWindow[] {
  return [...windows].sort((a, b) => b.score - a.score || b.seconds - a.seconds || a.start - b.start);
}
