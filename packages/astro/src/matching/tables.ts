/**
 * The tables of matching by sign and by star (shared/domain/compatibility.md §2–§3), as data: varna,
 * vashya group and vasya signs of each sign; gana, nadi, yoni and rajju of each star; the Vashya, Yoni and
 * Gana point tables. Values are ids of the domain's vocabulary (`@kpdesk/domain` matching words).
 */
import type { GanaId, NadiId, RajjuId, VarnaId, VashyaGroupId, YoniId } from '@kpdesk/domain';

/** Varna of each sign by element (C4): water Brahmin, fire Kshatriya, earth Vaishya, air Shudra. Aries first. */
export const VARNA_OF_SIGN: readonly VarnaId[] = [
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
];

/** Rank of a varna: Brahmin 4 > Kshatriya 3 > Vaishya 2 > Shudra 1 (§2). */
export const VARNA_RANK: Readonly<Record<VarnaId, number>> = {
  brahmin: 4,
  kshatriya: 3,
  vaishya: 2,
  shudra: 1,
};

/**
 * Vashya group of each sign (C5), Aries first; Sagittarius and Capricorn are split at 15° (C3): the pair
 * gives the group below 15° and the group from 15° on.
 */
export const VASHYA_OF_SIGN: readonly (readonly [VashyaGroupId, VashyaGroupId])[] = [
  ['chatushpada', 'chatushpada'],
  ['chatushpada', 'chatushpada'],
  ['manava', 'manava'],
  ['jalachara', 'jalachara'],
  ['vanachara', 'vanachara'],
  ['manava', 'manava'],
  ['manava', 'manava'],
  ['keeta', 'keeta'],
  ['manava', 'chatushpada'],
  ['chatushpada', 'jalachara'],
  ['manava', 'manava'],
  ['jalachara', 'jalachara'],
];

/** The vashya groups in the order of the matrices' rows and columns. */
export const VASHYA_ORDER: readonly VashyaGroupId[] = [
  'chatushpada',
  'manava',
  'jalachara',
  'vanachara',
  'keeta',
];

/** Which Vashya matrix: saravali.de (the default, PyJHora's) or AstroYogi's (§3.2). */
export type VashyaTable = 'saravali' | 'astroyogi';

/** Vashya points [bride's group][groom's group] in VASHYA_ORDER, for each table (§3.2). */
export const VASHYA_POINTS: Readonly<Record<VashyaTable, readonly (readonly number[])[]>> = {
  saravali: [
    [2, 0.5, 1, 0, 2],
    [0.5, 2, 0, 0, 0],
    [1, 0, 2, 2, 2],
    [0, 0, 2, 2, 0],
    [1, 0, 1, 0, 2],
  ],
  astroyogi: [
    [2, 1, 1, 1.5, 1],
    [1, 2, 1.5, 0, 1],
    [1, 1.5, 2, 1, 1],
    [0, 0, 0, 2, 0],
    [1, 1, 1, 0, 2],
  ],
};

/** Vasya signs of each sign for the Vasya porutham (§2, last column), Aries first; sign indices. */
export const VASYA_SIGNS: readonly (readonly number[])[] = [
  [4, 7],
  [3, 6],
  [5],
  [7, 8],
  [6],
  [2, 11],
  [5, 9],
  [3],
  [11],
  [0, 10],
  [0],
  [9],
];

/** Gana of each star, Ashwini first (§2). */
export const GANA_OF_STAR: readonly GanaId[] = (
  'D M R M D M D D R R M M D R D R D R R M M D R R M M D'.split(' ') as ('D' | 'M' | 'R')[]
).map((g) => (g === 'D' ? 'deva' : g === 'M' ? 'manushya' : 'rakshasa'));

/** Nadi of each star, Ashwini first (§2): Adi, Madhya, Antya, Antya, Madhya, Adi, repeated. */
export const NADI_OF_STAR: readonly NadiId[] = Array.from(
  { length: 27 },
  (_, i) => (['adi', 'madhya', 'antya', 'antya', 'madhya', 'adi'] as const)[i % 6] as NadiId,
);

/** Yoni animal of each star, Ashwini first (§2). */
export const YONI_OF_STAR: readonly YoniId[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
];

/** The yoni animals in the order of the Yoni table's rows and columns (§3.4). */
export const YONI_ORDER: readonly YoniId[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
];

/** Yoni points (C7, PyJHora `YoniArray`), symmetric, rows and columns in YONI_ORDER (§3.4). */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/**
 * Yoni pairs that fail the Yoni porutham (PyJHora `yoni_enemies_south`): the seven sworn enemies and
 * Serpent–Rat (§6).
 */
export const YONI_ENEMIES_SOUTH: readonly (readonly [YoniId, YoniId])[] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['sheep', 'monkey'],
  ['serpent', 'mongoose'],
  ['dog', 'deer'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
  ['serpent', 'rat'],
];

/** The ganas in the order of the Gana table (§3.6). */
export const GANA_ORDER: readonly GanaId[] = ['deva', 'manushya', 'rakshasa'];

/** Gana points (C9, PyJHora = Maitreya 8): [groom's gana][bride's gana] in GANA_ORDER (§3.6). */
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 5, 1],
  [6, 6, 0],
  [0, 0, 6],
];

/** Rajju group of each star, Ashwini first (§6, PyJHora, prokerala.com). */
export const RAJJU_OF_STAR: readonly RajjuId[] = (() => {
  const groups: readonly [RajjuId, readonly number[]][] = [
    ['foot', [1, 9, 10, 18, 19, 27]],
    ['waist', [2, 8, 11, 17, 20, 26]],
    ['stomach', [3, 7, 12, 16, 21, 25]],
    ['neck', [4, 6, 13, 15, 22, 24]],
    ['head', [5, 14, 23]],
  ];
  const out: RajjuId[] = [];
  for (const [rajju, stars] of groups) for (const n of stars) out[n - 1] = rajju;
  return out;
})();

/** Vedha pairs of stars (classical list, C12): star numbers, either order (§6). */
export const VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [1, 18],
  [2, 17],
  [3, 16],
  [4, 15],
  [6, 22],
  [7, 21],
  [8, 20],
  [9, 19],
  [10, 27],
  [11, 26],
  [12, 25],
  [13, 24],
  [5, 14],
  [5, 23],
  [14, 23],
];

/** Stars whose Janma (same star) passes the Dina porutham (§6). */
export const DINA_SAME_STAR_PASSES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 17, 22];

/** Stars of the Jyotish Chintamani list that cancel Nadi dosha when both Moons are in it (§4). */
export const NADI_LISTED_STARS: readonly number[] = [3, 4, 5, 6, 8, 18, 22, 26, 27];
