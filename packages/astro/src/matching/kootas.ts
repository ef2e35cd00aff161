/**
 * The eight kootas of the Ashtakoota (compatibility.md §3.1), each from the bride's and the groom's Moon:
 * its points, its maximum and each partner's value (an id of the domain's matching vocabulary, a planet or
 * a sign index), so a page can print the rule with both values beside the points.
 */
import type { GanaId, KootaKey, NadiId, TaraId, VarnaId, VashyaGroupId, YoniId } from '@kpdesk/domain';
import type { Planet } from '../tables/planets.js';
import { computeGrahaMaitriPoints } from './friendship.js';
import { countSigns, countStars, type MatchMoon } from './moon.js';
import {
  GANA_OF_STAR,
  GANA_ORDER,
  GANA_POINTS,
  NADI_OF_STAR,
  VARNA_OF_SIGN,
  VARNA_RANK,
  VASHYA_OF_SIGN,
  VASHYA_ORDER,
  VASHYA_POINTS,
  YONI_OF_STAR,
  YONI_ORDER,
  YONI_POINTS,
  type VashyaTable,
} from './tables.js';

/**
 * What each koota compares, per partner: varna, vashya group, tara, yoni animal, Moon-sign lord, gana,
 * Moon sign (index 0..11) and nadi. A partner's tara is the tara of the other's star counted from his or
 * her own (the bride's tara counts from the bride's star to the groom's).
 */
export interface KootaValues {
  varna: VarnaId;
  vashya: VashyaGroupId;
  tara: TaraId;
  yoni: YoniId;
  grahaMaitri: Planet;
  gana: GanaId;
  bhakoot: number;
  nadi: NadiId;
}

/** One koota: points (a multiple of 0.5 in 0..max), maximum and both partners' values. */
export type Koota = {
  [K in KootaKey]: { key: K; points: number; max: number; bride: KootaValues[K]; groom: KootaValues[K] };
}[KootaKey];

/** The maximum points of each koota (§3.1); they add up to 36. */
export const KOOTA_MAX: Readonly<Record<KootaKey, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

/** Taras by star count mod 9 (§3.3): 0 Parama-mitra, 1 Janma … 8 Mitra. */
const TARA_BY_REMAINDER: readonly TaraId[] = [
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

/** The bad taras: Vipat, Pratyari, Vadha (remainders 3, 5, 7). */
const BAD_TARAS: ReadonlySet<TaraId> = new Set(['vipat', 'pratyari', 'vadha']);

/** The vashya group of a Moon (C5): by sign, Sagittarius and Capricorn by the degree (below 15° / from 15°). */
export function findVashyaGroup(moon: MatchMoon): VashyaGroupId {
  const [below, from] = VASHYA_OF_SIGN[moon.sign] as readonly [VashyaGroupId, VashyaGroupId];
  return moon.degreeInSign < 15 ? below : from;
}

/** The tara of star `to` counted from star `from` (1..27). */
export function findTara(from: number, to: number): TaraId {
  return TARA_BY_REMAINDER[countStars(from, to) % 9] as TaraId;
}

/** Points for a pair of values (bride's, groom's). */
function koota<K extends KootaKey>(key: K, bride: KootaValues[K], groom: KootaValues[K], points: number) {
  return { key, points, max: KOOTA_MAX[key], bride, groom } as Extract<Koota, { key: K }>;
}

function computeVarna(b: MatchMoon, g: MatchMoon) {
  const bride = VARNA_OF_SIGN[b.sign] as VarnaId;
  const groom = VARNA_OF_SIGN[g.sign] as VarnaId;
  return koota('varna', bride, groom, VARNA_RANK[groom] >= VARNA_RANK[bride] ? 1 : 0);
}

function computeVashya(b: MatchMoon, g: MatchMoon, table: VashyaTable) {
  const bride = findVashyaGroup(b);
  const groom = findVashyaGroup(g);
  const row = VASHYA_POINTS[table][VASHYA_ORDER.indexOf(bride)];
  return koota('vashya', bride, groom, row?.[VASHYA_ORDER.indexOf(groom)] as number);
}

/** Tara (C6): 1.5 for each direction whose tara is not Vipat, Pratyari or Vadha. */
function computeTara(b: MatchMoon, g: MatchMoon) {
  const bride = findTara(b.nakshatra, g.nakshatra);
  const groom = findTara(g.nakshatra, b.nakshatra);
  return koota('tara', bride, groom, (BAD_TARAS.has(bride) ? 0 : 1.5) + (BAD_TARAS.has(groom) ? 0 : 1.5));
}

function computeYoni(b: MatchMoon, g: MatchMoon) {
  const bride = YONI_OF_STAR[b.nakshatra - 1] as YoniId;
  const groom = YONI_OF_STAR[g.nakshatra - 1] as YoniId;
  const row = YONI_POINTS[YONI_ORDER.indexOf(bride)];
  return koota('yoni', bride, groom, row?.[YONI_ORDER.indexOf(groom)] as number);
}

function computeGrahaMaitri(b: MatchMoon, g: MatchMoon) {
  return koota('grahaMaitri', b.signLord, g.signLord, computeGrahaMaitriPoints(b.signLord, g.signLord));
}

/** Gana (C9): the table is read [groom's gana][bride's gana]. */
function computeGana(b: MatchMoon, g: MatchMoon) {
  const bride = GANA_OF_STAR[b.nakshatra - 1] as GanaId;
  const groom = GANA_OF_STAR[g.nakshatra - 1] as GanaId;
  const row = GANA_POINTS[GANA_ORDER.indexOf(groom)];
  return koota('gana', bride, groom, row?.[GANA_ORDER.indexOf(bride)] as number);
}

/** Bhakoot: 0 when the signs are 2/12, 5/9 or 6/8 from each other, else 7. */
function computeBhakoot(b: MatchMoon, g: MatchMoon) {
  const isBad = [2, 5, 6, 8, 9, 12].includes(countSigns(b.sign, g.sign));
  return koota('bhakoot', b.sign, g.sign, isBad ? 0 : 7);
}

function computeNadi(b: MatchMoon, g: MatchMoon) {
  const bride = NADI_OF_STAR[b.nakshatra - 1] as NadiId;
  const groom = NADI_OF_STAR[g.nakshatra - 1] as NadiId;
  return koota('nadi', bride, groom, bride === groom ? 0 : 8);
}

/** The eight kootas of a bride's and a groom's Moon, in table order (Varna … Nadi). */
export function computeKootas(
  bride: MatchMoon,
  groom: MatchMoon,
  vashyaTable: VashyaTable = 'saravali',
): Koota[] {
  return [
    computeVarna(bride, groom),
    computeVashya(bride, groom, vashyaTable),
    computeTara(bride, groom),
    computeYoni(bride, groom),
    computeGrahaMaitri(bride, groom),
    computeGana(bride, groom),
    computeBhakoot(bride, groom),
    computeNadi(bride, groom),
  ];
}
