/**
 * The South Indian ten poruthams (compatibility.md §6, C12): pass or fail each, the number passed out of 10,
 * Rajju and Vedha must pass whatever the total. c = the star count from the bride's star to the groom's,
 * r = the sign count from the bride's Moon sign to the groom's.
 */
import type { PoruthamKey } from '@kpdesk/domain';
import { computeGrahaMaitriPoints } from './friendship.js';
import { countSigns, countStars, type MatchMoon } from './moon.js';
import {
  DINA_SAME_STAR_PASSES,
  GANA_OF_STAR,
  RAJJU_OF_STAR,
  VASYA_SIGNS,
  VEDHA_PAIRS,
  YONI_ENEMIES_SOUTH,
  YONI_OF_STAR,
} from './tables.js';

/** One porutham: passed or failed, and whether it must pass (Rajju, Vedha). */
export interface Porutham {
  key: PoruthamKey;
  passed: boolean;
  mustPass: boolean;
}

/** The ten poruthams and how many passed (0..10). */
export interface Poruthams {
  poruthams: Porutham[];
  poruthamTotal: number;
}

/** The facts every rule reads: both Moons, c and r. */
interface Pair {
  b: MatchMoon;
  g: MatchMoon;
  c: number;
  r: number;
}

const DINA_GOOD_COUNTS: readonly number[] = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
const MAHENDRA_COUNTS: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25];

/** Dina: the good counts, three counts that fail on one pada of the groom, same star, the 27th in one sign. */
function isDinaPassed({ b, g, c, r }: Pair): boolean {
  const byCount =
    DINA_GOOD_COUNTS.includes(c) ||
    (c === 12 && g.pada !== 1) ||
    (c === 14 && g.pada !== 4) ||
    (c === 16 && g.pada !== 3) ||
    (c === 1 && DINA_SAME_STAR_PASSES.includes(b.nakshatra)) ||
    (c === 27 && b.sign === g.sign);
  return byCount && r !== 8;
}

const isRakshasa = (m: MatchMoon): boolean => GANA_OF_STAR[m.nakshatra - 1] === 'rakshasa';

/** Rasi: r not 2, 6, 8, 12, and not the 7th across Cancer–Capricorn or Leo–Aquarius. */
function isRasiPassed({ b, g, r }: Pair): boolean {
  if ([2, 6, 8, 12].includes(r)) return false;
  const signs = [b.sign, g.sign].sort((x, y) => x - y).join('-');
  return !(r === 7 && (signs === '3-9' || signs === '4-10'));
}

function isYoniPassed({ b, g }: Pair): boolean {
  const bride = YONI_OF_STAR[b.nakshatra - 1];
  const groom = YONI_OF_STAR[g.nakshatra - 1];
  return !YONI_ENEMIES_SOUTH.some(([x, y]) => (x === bride && y === groom) || (x === groom && y === bride));
}

function isVasyaPassed({ b, g }: Pair): boolean {
  return Boolean(VASYA_SIGNS[b.sign]?.includes(g.sign) || VASYA_SIGNS[g.sign]?.includes(b.sign));
}

function isVedhaPassed({ b, g }: Pair): boolean {
  const [x, y] = [b.nakshatra, g.nakshatra];
  return !VEDHA_PAIRS.some(([p, q]) => (p === x && q === y) || (p === y && q === x));
}

/** The rule of each porutham, in table order, and whether it must pass. */
const RULES: readonly (readonly [PoruthamKey, (pair: Pair) => boolean, boolean])[] = [
  ['dina', isDinaPassed, false],
  ['gana', ({ b, g }) => isRakshasa(b) === isRakshasa(g), false],
  ['mahendra', ({ c }) => MAHENDRA_COUNTS.includes(c), false],
  ['streeDeergha', ({ c }) => c > 13, false],
  ['yoni', isYoniPassed, false],
  ['rasi', isRasiPassed, false],
  ['rasiAdhipati', ({ b, g }) => computeGrahaMaitriPoints(b.signLord, g.signLord) >= 3, false],
  ['vasya', isVasyaPassed, false],
  ['rajju', ({ b, g }) => RAJJU_OF_STAR[b.nakshatra - 1] !== RAJJU_OF_STAR[g.nakshatra - 1], true],
  ['vedha', isVedhaPassed, true],
];

/** The ten poruthams of a bride's and a groom's Moon (§6). */
export function computePoruthams(bride: MatchMoon, groom: MatchMoon): Poruthams {
  const pair: Pair = {
    b: bride,
    g: groom,
    c: countStars(bride.nakshatra, groom.nakshatra),
    r: countSigns(bride.sign, groom.sign),
  };
  const poruthams = RULES.map(([key, isPassed, mustPass]) => ({ key, passed: isPassed(pair), mustPass }));
  return { poruthams, poruthamTotal: poruthams.filter((p) => p.passed).length };
}
