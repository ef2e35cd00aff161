/**
 * Parashara's natural friendship of the seven sign lords (compatibility.md §3.5, C8) and the Graha Maitri
 * points read from it both ways. Used by the Graha Maitri koota, the Rasi Adhipati porutham and the
 * "lords are mutual friends" cancellations of §4.
 */
import type { Planet } from '../tables/planets.js';

/** How one planet regards another: friend, neutral or enemy. */
type Regard = 'F' | 'N' | 'E';

/** The seven sign lords, in the order of the friendship rows and columns. */
const LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** Row planet towards column planet, rows and columns in LORDS order; the diagonal is never read. */
const REGARD: readonly string[] = [
  '-FFNFEE',
  'F-NFNNN',
  'FF-EFNN',
  'FEN-NFN',
  'FFFE-EN',
  'EENFN-F',
  'EEEFNF-',
];

/** How `of` regards `towards` (two different sign lords). Throws for a node, which owns no sign. */
function regardOf(of: Planet, towards: Planet): Regard {
  const row = LORDS.indexOf(of);
  const column = LORDS.indexOf(towards);
  if (row < 0 || column < 0) throw new RangeError(`not a sign lord: ${row < 0 ? of : towards}`);
  return REGARD[row]?.[column] as Regard;
}

/** Points for the two regards, whichever way round (C8). */
const POINTS: Readonly<Record<string, number>> = { FF: 5, FN: 4, NN: 3, EF: 1, EN: 0.5, EE: 0 };

/**
 * Graha Maitri points of two sign lords, 0..5, symmetric: 5 the same lord or friend/friend, 4
 * friend/neutral, 3 neutral/neutral, 1 friend/enemy, 0.5 neutral/enemy, 0 enemy/enemy.
 */
export function computeGrahaMaitriPoints(a: Planet, b: Planet): number {
  if (a === b) return 5;
  const pair = [regardOf(a, b), regardOf(b, a)].sort().join('');
  return POINTS[pair] as number;
}

/** Mutual friends (§3.5): the same planet, or each a friend of the other. */
export function areMutualFriends(a: Planet, b: Planet): boolean {
  return a === b || (regardOf(a, b) === 'F' && regardOf(b, a) === 'F');
}
