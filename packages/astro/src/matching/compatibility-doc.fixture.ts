/**
 * Test fixture: a second path through shared/domain/compatibility.md, written straight from the document
 * and sharing nothing with the engine's matching module. The tables are the document's rows transcribed as
 * text (§2, §3.2, §3.4, §3.5 points, §3.6) and the rules are its sentences, so an error in either copy
 * shows as a disagreement.
 */

/** A Moon as the document's §1 derives it from the longitude. */
export interface DocMoon {
  m: number;
  s: number;
  d: number;
  n: number;
  p: number;
  ns: number;
}

/** §1, in plain floating point (the tests place Moons well away from boundaries, or exactly 1e-6° off). */
export function docMoon(m: number): DocMoon {
  const s = Math.floor(m / 30);
  return {
    m,
    s,
    d: m - 30 * s,
    n: Math.floor(m / (40 / 3)) + 1,
    p: Math.floor((m % (40 / 3)) / (10 / 3)) + 1,
    ns: Math.floor(m / (10 / 3)) % 12,
  };
}

/** The Moon at the middle of pada p (1..4) of star n (1..27), as §11 places the published pairs. */
export const padaMiddle = (n: number, p: number): number => (n - 1) * (40 / 3) + (p - 0.5) * (10 / 3);

/** Every star-pada Moon, Ashwini 1 … Revati 4. */
export const ALL_PADAS: readonly { n: number; p: number; m: number }[] = Array.from(
  { length: 108 },
  (_, i) => ({
    n: Math.floor(i / 4) + 1,
    p: (i % 4) + 1,
    m: padaMiddle(Math.floor(i / 4) + 1, (i % 4) + 1),
  }),
);

export const countStar = (x: number, y: number): number => ((((y - x) % 27) + 27) % 27) + 1;
export const countSign = (x: number, y: number): number => ((((y - x) % 12) + 12) % 12) + 1;

/** §2, the sign table: sign, lord, vasya signs (porutham). Varna and vashya are decided below by their rules. */
const SIGN_ROWS = `
Aries Mars Leo,Scorpio
Taurus Venus Cancer,Libra
Gemini Mercury Virgo
Cancer Moon Scorpio,Sagittarius
Leo Sun Libra
Virgo Mercury Gemini,Pisces
Libra Venus Virgo,Capricorn
Scorpio Mars Cancer
Sagittarius Jupiter Pisces
Capricorn Saturn Aries,Aquarius
Aquarius Saturn Aries
Pisces Jupiter Capricorn`
  .trim()
  .split('\n')
  .map((line) => line.split(' ') as [string, string, string]);

export const SIGN_NAMES = SIGN_ROWS.map((r) => r[0]);
export const signLord = (s: number): string => SIGN_ROWS[s]?.[1] as string;
export const vasyaSigns = (s: number): number[] =>
  (SIGN_ROWS[s]?.[2] as string).split(',').map((name) => SIGN_NAMES.indexOf(name));

/** C4: by element; fire Aries, Leo, Sagittarius; earth Taurus, Virgo, Capricorn; air; water. */
export function varnaOf(s: number): string {
  const element = s % 4;
  return ['kshatriya', 'vaishya', 'shudra', 'brahmin'][element] as string;
}
export const varnaRank = (v: string): number => ({ brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 })[v] ?? 0;

/** C5 with C3: the vashya group by sign and degree. */
export function vashyaOf(moon: DocMoon): string {
  const name = SIGN_NAMES[moon.s];
  if (name === 'Sagittarius') return moon.d < 15 ? 'manava' : 'chatushpada';
  if (name === 'Capricorn') return moon.d < 15 ? 'chatushpada' : 'jalachara';
  if (name === 'Aries' || name === 'Taurus') return 'chatushpada';
  if (name === 'Cancer' || name === 'Pisces') return 'jalachara';
  if (name === 'Leo') return 'vanachara';
  if (name === 'Scorpio') return 'keeta';
  return 'manava';
}

/** §3.2, rows bride, columns groom: Chatushpada, Manava, Jalachara, Vanachara, Keeta. */
const VASHYA_ORDER = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'];
const VASHYA_SARAVALI = ['2 0.5 1 0 2', '0.5 2 0 0 0', '1 0 2 2 2', '0 0 2 2 0', '1 0 1 0 2'];
const VASHYA_ASTROYOGI = ['2 1 1 1.5 1', '1 2 1.5 0 1', '1 1.5 2 1 1', '0 0 0 2 0', '1 1 1 0 2'];
export function vashyaPoints(
  bride: string,
  groom: string,
  table: 'saravali' | 'astroyogi' = 'saravali',
): number {
  const rows = table === 'saravali' ? VASHYA_SARAVALI : VASHYA_ASTROYOGI;
  return Number(rows[VASHYA_ORDER.indexOf(bride)]?.split(' ')[VASHYA_ORDER.indexOf(groom)]);
}

/** §2, the star table: nakshatra | gana | nadi | yoni | rajju. */
const STAR_ROWS = `
Ashwini|Deva|Adi|Horse|foot
Bharani|Manushya|Madhya|Elephant|waist
Krittika|Rakshasa|Antya|Sheep|stomach
Rohini|Manushya|Antya|Serpent|neck
Mrigashira|Deva|Madhya|Serpent|head
Ardra|Manushya|Adi|Dog|neck
Punarvasu|Deva|Adi|Cat|stomach
Pushya|Deva|Madhya|Sheep|waist
Ashlesha|Rakshasa|Antya|Cat|foot
Magha|Rakshasa|Antya|Rat|foot
Purva Phalguni|Manushya|Madhya|Rat|waist
Uttara Phalguni|Manushya|Adi|Cow|stomach
Hasta|Deva|Adi|Buffalo|neck
Chitra|Rakshasa|Madhya|Tiger|head
Swati|Deva|Antya|Buffalo|neck
Vishakha|Rakshasa|Antya|Tiger|stomach
Anuradha|Deva|Madhya|Deer|waist
Jyeshtha|Rakshasa|Adi|Deer|foot
Mula|Rakshasa|Adi|Dog|foot
Purva Ashadha|Manushya|Madhya|Monkey|waist
Uttara Ashadha|Manushya|Antya|Mongoose|stomach
Shravana|Deva|Antya|Monkey|neck
Dhanishta|Rakshasa|Madhya|Lion|head
Shatabhisha|Rakshasa|Adi|Horse|neck
Purva Bhadrapada|Manushya|Adi|Lion|stomach
Uttara Bhadrapada|Manushya|Madhya|Cow|waist
Revati|Deva|Antya|Elephant|foot`
  .trim()
  .split('\n')
  .map((line) => line.split('|').map((word) => word.toLowerCase()));

export const STAR_NAMES = STAR_ROWS.map((r) => r[0] as string);
export const ganaOf = (n: number): string => STAR_ROWS[n - 1]?.[1] as string;
export const nadiOf = (n: number): string => STAR_ROWS[n - 1]?.[2] as string;
export const yoniOf = (n: number): string => STAR_ROWS[n - 1]?.[3] as string;
export const rajjuOf = (n: number): string => STAR_ROWS[n - 1]?.[4] as string;

/** §3.4, rows and columns Horse … Lion. */
const YONI_ORDER =
  'horse elephant sheep serpent dog cat rat cow buffalo tiger deer monkey mongoose lion'.split(' ');
const YONI_ROWS = `
4 2 2 3 2 2 2 1 0 1 1 3 2 1
2 4 3 3 2 2 2 2 3 1 2 3 2 0
2 3 4 2 1 2 1 3 3 1 2 0 3 1
3 3 2 4 2 1 1 1 1 2 2 2 0 2
2 2 1 2 4 2 1 2 2 1 0 2 1 1
2 2 2 1 2 4 0 2 2 1 3 3 2 1
2 2 1 1 1 0 4 2 2 2 2 2 1 2
1 2 3 1 2 2 2 4 3 0 3 2 2 1
0 3 3 1 2 2 2 3 4 1 2 2 2 1
1 1 1 2 1 1 2 0 1 4 1 1 2 1
1 2 2 2 0 3 2 3 2 1 4 2 2 1
3 3 0 2 2 3 2 2 2 1 2 4 3 2
2 2 3 0 1 2 1 2 2 2 2 3 4 2
1 0 1 2 1 1 2 1 1 1 1 2 2 4`
  .trim()
  .split('\n')
  .map((line) => line.split(' ').map(Number));
export const yoniPoints = (a: string, b: string): number =>
  YONI_ROWS[YONI_ORDER.indexOf(a)]?.[YONI_ORDER.indexOf(b)] as number;

/** §3.5, the points table (not the friendship table the engine derives them from). */
const LORD_ORDER = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const MAITRI_ROWS = [
  [5, 5, 5, 4, 5, 0, 0],
  [5, 5, 4, 1, 4, 0.5, 0.5],
  [5, 4, 5, 0.5, 5, 3, 0.5],
  [4, 1, 0.5, 5, 0.5, 5, 4],
  [5, 4, 5, 0.5, 5, 0.5, 3],
  [0, 0.5, 3, 5, 0.5, 5, 5],
  [0, 0.5, 0.5, 4, 3, 5, 5],
];
export const maitriPoints = (a: string, b: string): number =>
  MAITRI_ROWS[LORD_ORDER.indexOf(a)]?.[LORD_ORDER.indexOf(b)] as number;

/** §3.5 friendship, row towards column, for "mutual friends". */
const FRIENDS: Readonly<Record<string, string[]>> = {
  Sun: ['Moon', 'Mars', 'Jupiter'],
  Moon: ['Sun', 'Mercury'],
  Mars: ['Sun', 'Moon', 'Jupiter'],
  Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'],
  Venus: ['Mercury', 'Saturn'],
  Saturn: ['Mercury', 'Venus'],
};
/** §3.5 friendship, the E entries of each row. */
const ENEMIES: Readonly<Record<string, string[]>> = {
  Sun: ['Venus', 'Saturn'],
  Moon: [],
  Mars: ['Mercury'],
  Mercury: ['Moon'],
  Jupiter: ['Mercury', 'Venus'],
  Venus: ['Sun', 'Moon'],
  Saturn: ['Sun', 'Moon', 'Mars'],
};
export const mutualFriends = (a: string, b: string): boolean =>
  a === b || (Boolean(FRIENDS[a]?.includes(b)) && Boolean(FRIENDS[b]?.includes(a)));

/** §3.6: [groom][bride]. */
export function ganaPoints(groom: string, bride: string): number {
  const table: Record<string, Record<string, number>> = {
    deva: { deva: 6, manushya: 5, rakshasa: 1 },
    manushya: { deva: 6, manushya: 6, rakshasa: 0 },
    rakshasa: { deva: 0, manushya: 0, rakshasa: 6 },
  };
  return table[groom]?.[bride] as number;
}

/** §3.3: 1.5 per direction whose count mod 9 is not 3, 5 or 7. */
export function taraPoints(b: number, g: number): number {
  const good = (c: number): number => ([3, 5, 7].includes(c % 9) ? 0 : 1.5);
  return good(countStar(b, g)) + good(countStar(g, b));
}
export const TARA_NAMES = [
  'paramaMitra',
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhaka',
  'vadha',
  'mitra',
];

/** The eight kootas of §3.1: [points, bride's value, groom's value]. */
export function docKootas(b: DocMoon, g: DocMoon): Record<string, [number, unknown, unknown]> {
  const c = countSign(b.s, g.s);
  return {
    varna: [varnaRank(varnaOf(g.s)) >= varnaRank(varnaOf(b.s)) ? 1 : 0, varnaOf(b.s), varnaOf(g.s)],
    vashya: [vashyaPoints(vashyaOf(b), vashyaOf(g)), vashyaOf(b), vashyaOf(g)],
    tara: [taraPoints(b.n, g.n), TARA_NAMES[countStar(b.n, g.n) % 9], TARA_NAMES[countStar(g.n, b.n) % 9]],
    yoni: [yoniPoints(yoniOf(b.n), yoniOf(g.n)), yoniOf(b.n), yoniOf(g.n)],
    grahaMaitri: [maitriPoints(signLord(b.s), signLord(g.s)), signLord(b.s), signLord(g.s)],
    gana: [ganaPoints(ganaOf(g.n), ganaOf(b.n)), ganaOf(b.n), ganaOf(g.n)],
    bhakoot: [[1, 3, 4, 7, 10, 11].includes(c) ? 7 : 0, b.s, g.s],
    nadi: [nadiOf(b.n) === nadiOf(g.n) ? 0 : 8, nadiOf(b.n), nadiOf(g.n)],
  };
}

const NADI_STARS = [
  'rohini',
  'mrigashira',
  'ardra',
  'krittika',
  'pushya',
  'jyeshtha',
  'shravana',
  'uttara bhadrapada',
  'revati',
];

/** §4: each dosha's presence and the keys of the rules that apply, in the document's order. */
export function docDoshas(
  b: DocMoon,
  g: DocMoon,
): { key: string; present: boolean; cancelledBy: string[] }[] {
  const k = docKootas(b, g);
  const lords = mutualFriends(signLord(b.s), signLord(g.s));
  const navamsaLords = mutualFriends(signLord(b.ns), signLord(g.ns));
  const nadi: [string, boolean][] = [
    ['nadi-same-star-different-sign', b.n === g.n && b.s !== g.s],
    ['nadi-same-sign-different-star', b.s === g.s && b.n !== g.n],
    ['nadi-same-star-sign-different-pada', b.n === g.n && b.s === g.s && b.p !== g.p],
    ['nadi-sign-lords-friends', b.n !== g.n && lords],
    [
      'nadi-listed-stars',
      NADI_STARS.includes(STAR_NAMES[b.n - 1] ?? '') && NADI_STARS.includes(STAR_NAMES[g.n - 1] ?? ''),
    ],
  ];
  const bhakoot: [string, boolean][] = [
    ['bhakoot-sign-lords-friends', lords],
    ['bhakoot-navamsa-lords-friends', navamsaLords],
  ];
  const gana: [string, boolean][] = [
    ['gana-sign-lords-friends', lords],
    ['gana-navamsa-lords-friends', navamsaLords],
    ['gana-bride-star-14th-or-more', countStar(g.n, b.n) >= 14],
  ];
  const applying = (rules: [string, boolean][]): string[] => rules.filter(([, a]) => a).map(([key]) => key);
  const nadiPresent = k.nadi?.[0] === 0;
  const bhakootPresent = k.bhakoot?.[0] === 0;
  const ganaPresent = (ganaOf(b.n) === 'rakshasa') !== (ganaOf(g.n) === 'rakshasa');
  return [
    { key: 'nadi', present: nadiPresent, cancelledBy: nadiPresent ? applying(nadi) : [] },
    { key: 'bhakoot', present: bhakootPresent, cancelledBy: bhakootPresent ? applying(bhakoot) : [] },
    { key: 'gana', present: ganaPresent, cancelledBy: ganaPresent ? applying(gana) : [] },
  ];
}

/** §5: raw total, restored total. */
export function docTotals(b: DocMoon, g: DocMoon): { total: number; restored: number } {
  const k = docKootas(b, g);
  const total = Object.values(k).reduce((sum, [points]) => sum + points, 0);
  const max: Record<string, number> = { nadi: 8, bhakoot: 7, gana: 6 };
  let restored = total;
  for (const d of docDoshas(b, g)) {
    if (d.present && d.cancelledBy.length > 0) restored += (max[d.key] ?? 0) - (k[d.key]?.[0] ?? 0);
  }
  return { total, restored };
}

/** §6 Dina, c = 1: the stars whose Janma passes. */
const DINA_SAME_STAR = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'magha',
  'uttara phalguni',
  'hasta',
  'chitra',
  'anuradha',
  'shravana',
];
const SOUTH_ENEMIES = [
  'horse-buffalo',
  'elephant-lion',
  'sheep-monkey',
  'serpent-mongoose',
  'dog-deer',
  'cat-rat',
  'cow-tiger',
  'serpent-rat',
];
const VEDHA = [
  '1-18',
  '2-17',
  '3-16',
  '4-15',
  '6-22',
  '7-21',
  '8-20',
  '9-19',
  '10-27',
  '11-26',
  '12-25',
  '13-24',
  '5-14',
  '5-23',
  '14-23',
];

/** §6: the ten poruthams as { key: passed }. */
export function docPoruthams(b: DocMoon, g: DocMoon): Record<string, boolean> {
  const c = countStar(b.n, g.n);
  const r = countSign(b.s, g.s);
  const dinaCount =
    [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26].includes(c) ||
    (c === 12 && g.p !== 1) ||
    (c === 14 && g.p !== 4) ||
    (c === 16 && g.p !== 3) ||
    (c === 1 && DINA_SAME_STAR.includes(STAR_NAMES[b.n - 1] ?? '')) ||
    (c === 27 && b.s === g.s);
  const pair = (x: string, y: string, list: string[]): boolean =>
    list.includes(`${x}-${y}`) || list.includes(`${y}-${x}`);
  const signs = [SIGN_NAMES[b.s], SIGN_NAMES[g.s]].sort().join('-');
  const rasiForbidden7 = r === 7 && (signs === 'Cancer-Capricorn' || signs === 'Aquarius-Leo');
  const lordB = signLord(b.s);
  const lordG = signLord(g.s);
  return {
    dina: dinaCount && r !== 8,
    gana: !((ganaOf(b.n) === 'rakshasa') !== (ganaOf(g.n) === 'rakshasa')),
    mahendra: [4, 7, 10, 13, 16, 19, 22, 25].includes(c),
    streeDeergha: c > 13,
    yoni: !pair(yoniOf(b.n), yoniOf(g.n), SOUTH_ENEMIES),
    rasi: ![2, 6, 8, 12].includes(r) && !rasiForbidden7,
    rasiAdhipati: !ENEMIES[lordB]?.includes(lordG) && !ENEMIES[lordG]?.includes(lordB),
    vasya: vasyaSigns(b.s).includes(g.s) || vasyaSigns(g.s).includes(b.s),
    rajju: rajjuOf(b.n) !== rajjuOf(g.n),
    vedha: !pair(String(b.n), String(g.n), VEDHA),
  };
}
