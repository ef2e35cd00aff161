/**
 * What a crossing of a boundary of the 249 KP rows changes: the sign, else the star, else only the sub lord.
 * The planets of a row as indexes, for the muhurta search's arithmetic on masks.
 */
import { rowOf } from '../intervals/search.js';
import type { KpSubRow } from '../kp/sub-table.js';
import { PLANETS, type Planet } from '../tables/planets.js';

/** The largest division a row boundary changes. */
export type ChangeLevel = 'sign' | 'star' | 'sub';

/** The rows on both sides of a crossing and the largest division it changes. */
export interface RowCrossing {
  left: KpSubRow;
  entered: KpSubRow;
  level: ChangeLevel;
}

/**
 * The crossing into the row of global index `entered` (turn × 249 + row) moving forward or backward: the
 * row left is the one before it (forward) or after it (backward).
 */
export function describeRowCrossing(entered: number, isForward: boolean): RowCrossing {
  const into = rowOf(entered);
  const left = rowOf(isForward ? entered - 1 : entered + 1);
  const level: ChangeLevel =
    left.sign !== into.sign ? 'sign' : left.nakshatraNumber !== into.nakshatraNumber ? 'star' : 'sub';
  return { left, entered: into, level };
}

/** Index of each planet in {@link PLANETS} (Sun 0 … Ketu 8). */
export const PLANET_INDEX: Readonly<Record<Planet, number>> = Object.fromEntries(
  PLANETS.map((p, i) => [p, i]),
) as Record<Planet, number>;

/** The planet of an index of {@link PLANETS}. */
export function planetAt(index: number): Planet {
  return PLANETS[index] as Planet;
}

/** Sign index 0 = Aries … 11 = Pisces of a row. */
export function rowSignIndex(row: KpSubRow): number {
  return Math.floor(row.fromDeg / 30 + 1e-9);
}
