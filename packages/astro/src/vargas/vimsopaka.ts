/**
 * Vimsopaka strength (domain vargas.md §5, V5–V6): per division the planet's compound relation to the lord
 * of its divisional sign, weighted per group. Sun to Saturn only.
 */
import type { Planet } from '../tables/planets.js';
import { VARGA_DIVISIONS, type VargaDivision } from './rules.js';

/** A planet that has Vimsopaka strength. */
export type VimsopakaPlanet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';

/** The four classical groups. */
export type VimsopakaGroup = 'shadvarga' | 'saptavarga' | 'dasavarga' | 'shodasavarga';

/** The groups in order. */
export const VIMSOPAKA_GROUPS: readonly VimsopakaGroup[] = [
  'shadvarga',
  'saptavarga',
  'dasavarga',
  'shodasavarga',
];

/** Weights per group (BPHS ch. 7, each totals 20). */
export const VIMSOPAKA_WEIGHTS: Readonly<Record<VimsopakaGroup, Partial<Record<VargaDivision, number>>>> = {
  shadvarga: { 1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1 },
  saptavarga: { 1: 5, 2: 2, 3: 3, 7: 2.5, 9: 4.5, 12: 2, 30: 1 },
  dasavarga: { 1: 3, 2: 1.5, 3: 1.5, 7: 1.5, 9: 1.5, 10: 1.5, 12: 1.5, 16: 1.5, 30: 1.5, 60: 5 },
  shodasavarga: {
    1: 3.5,
    2: 1,
    3: 1,
    4: 0.5,
    7: 0.5,
    9: 3,
    10: 0.5,
    12: 0.5,
    16: 2,
    20: 0.5,
    24: 0.5,
    27: 0.5,
    30: 1,
    40: 0.5,
    45: 0.5,
    60: 4,
  },
};

/** Lord of each sign, Aries first. */
export const SIGN_LORD: readonly VimsopakaPlanet[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

type Natural = 1 | 0 | -1;
const ORDER: readonly VimsopakaPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Natural relation of the row planet towards the column planet (ORDER), 1 friend 0 neutral -1 enemy. */
const NATURAL: readonly (readonly Natural[])[] = [
  [0, 1, 1, 0, 1, -1, -1],
  [1, 0, 0, 1, 0, 0, 0],
  [1, 1, 0, -1, 1, 0, 0],
  [1, -1, 0, 0, 0, 1, 0],
  [1, 1, 1, -1, 0, -1, 0],
  [-1, -1, 0, 1, 0, 0, 1],
  [-1, -1, -1, 1, 0, 1, 0],
];

/** Each planet's row and column in NATURAL. */
const ORDER_INDEX = Object.fromEntries(ORDER.map((p, i) => [p, i])) as Record<VimsopakaPlanet, number>;
/** Houses from the planet where its dispositor is a temporary friend (2, 3, 4, 10, 11, 12). */
const TEMPORARY_FRIEND_HOUSES = new Set([2, 3, 4, 10, 11, 12]);
/** The weights as [division, weight] pairs, in the order of VIMSOPAKA_WEIGHTS (the table is read per row). */
const WEIGHT_ENTRIES = Object.fromEntries(
  VIMSOPAKA_GROUPS.map((g) => [g, Object.entries(VIMSOPAKA_WEIGHTS[g]).map(([n, w]) => [Number(n), w])]),
) as Record<VimsopakaGroup, [VargaDivision, number][]>;

/** True for the planets that have Vimsopaka strength. */
export function hasVimsopaka(p: Planet): p is VimsopakaPlanet {
  return (ORDER as readonly string[]).includes(p);
}

/** Points by compound relation + 2 (−2 great enemy … +2 great friend). */
const POINTS_BY_COMPOUND = [5, 7, 10, 15, 18];
/** Each sign's lord as its row in NATURAL. */
const SIGN_LORD_INDEX = SIGN_LORD.map((lord) => ORDER_INDEX[lord]);
/** Whether the house (1–12, index 0 unused) holds a temporary friend. */
const TEMPORARY_FRIEND = Array.from({ length: 13 }, (_, h) => TEMPORARY_FRIEND_HOUSES.has(h));

/** Points of the planet in row `self` whose divisional sign is `sign`, given the D1 signs by row. */
function pointsOf(self: number, sign: number, d1: readonly number[]): number {
  const lord = SIGN_LORD_INDEX[sign]!;
  if (lord === self) return 20;
  const house = ((((d1[lord]! - d1[self]!) % 12) + 12) % 12) + 1;
  return POINTS_BY_COMPOUND[NATURAL[self]![lord]! + (TEMPORARY_FRIEND[house] ? 1 : -1) + 2]!;
}

const d1ByRow = (d1Signs: Readonly<Record<VimsopakaPlanet, number>>): number[] =>
  ORDER.map((q) => d1Signs[q]);

/**
 * Points (20, 18, 15, 10, 7, 5) of planet `p` whose divisional sign is `sign`, given every planet's D1 sign:
 * 20 in its own sign, else by the compound of the natural relation and the temporary one (from D1).
 */
export function vimsopakaPoints(
  p: VimsopakaPlanet,
  sign: number,
  d1Signs: Readonly<Record<VimsopakaPlanet, number>>,
): number {
  return pointsOf(ORDER_INDEX[p], sign, d1ByRow(d1Signs));
}

/** Vimsopaka of one group: Σ weight × points / 20 over the group's divisions. */
export function vimsopakaStrength(
  group: VimsopakaGroup,
  p: VimsopakaPlanet,
  signOf: (n: VargaDivision) => number,
  d1Signs: Readonly<Record<VimsopakaPlanet, number>>,
): number {
  const d1 = d1ByRow(d1Signs);
  let sum = 0;
  for (const [n, weight] of WEIGHT_ENTRIES[group])
    sum += (weight * pointsOf(ORDER_INDEX[p], signOf(n), d1)) / 20;
  return sum;
}

/** Each group's divisions as indices in VARGA_DIVISIONS, and their weights, in two arrays. */
const GROUP_WEIGHTS = VIMSOPAKA_GROUPS.map((g) => ({
  group: g,
  indices: WEIGHT_ENTRIES[g].map(([n]) => VARGA_DIVISIONS.indexOf(n)),
  weights: WEIGHT_ENTRIES[g].map(([, w]) => w),
}));

/**
 * All four groups' Vimsopaka of one planet from its signs in the sixteen (in the order of VARGA_DIVISIONS),
 * each division's points read once for the four groups (the table asks this of seven planets per chart).
 */
export function vimsopakaStrengths(
  p: VimsopakaPlanet,
  signs: readonly number[],
  d1Signs: Readonly<Record<VimsopakaPlanet, number>>,
): Record<VimsopakaGroup, number> {
  const self = ORDER_INDEX[p];
  const d1 = d1ByRow(d1Signs);
  const points: number[] = [];
  for (let i = 0; i < signs.length; i++) points.push(pointsOf(self, signs[i]!, d1));
  const out = {} as Record<VimsopakaGroup, number>;
  for (const { group, indices, weights } of GROUP_WEIGHTS) {
    let sum = 0;
    for (let k = 0; k < indices.length; k++) sum += (weights[k]! * points[indices[k]!]!) / 20;
    out[group] = sum;
  }
  return out;
}
