/**
 * The Ashtakoota out of 36 with its doshas (compatibility.md §3–§5, C10, C11): the raw points are never
 * changed; each of the Nadi, Bhakoot and Gana doshas is reported present or absent with every cancellation
 * rule that applies, by key, and a second total restores the points of the cancelled doshas.
 */
import type { DoshaKey, DoshaRuleKey, MatchBand } from '@kpdesk/domain';
import { areMutualFriends } from './friendship.js';
import { computeKootas, KOOTA_MAX, type Koota } from './kootas.js';
import { countStars, type MatchMoon } from './moon.js';
import { GANA_OF_STAR, NADI_LISTED_STARS, type VashyaTable } from './tables.js';

/** A dosha of the Ashtakoota: present or not, and the rules that cancel it (empty when none or absent). */
export interface Dosha {
  key: DoshaKey;
  present: boolean;
  cancelledBy: DoshaRuleKey[];
}

/** The Ashtakoota of a pair. Totals are multiples of 0.5 in 0..36. */
export interface Ashtakoota {
  /** Varna … Nadi, in table order. */
  kootas: Koota[];
  /** Raw sum of the eight kootas. */
  total: number;
  max: 36;
  /** Nadi, Bhakoot, Gana, in this order. */
  doshas: Dosha[];
  /** total + the points each cancelled dosha's koota lacks (total ≤ this ≤ 36). */
  totalWithCancellations: number;
  band: MatchBand;
  bandWithCancellations: MatchBand;
}

/** A cancellation rule: its key and when it applies. */
type Rule = readonly [DoshaRuleKey, (b: MatchMoon, g: MatchMoon) => boolean];

const signLordsFriends = (b: MatchMoon, g: MatchMoon): boolean => areMutualFriends(b.signLord, g.signLord);
const navamsaLordsFriends = (b: MatchMoon, g: MatchMoon): boolean =>
  areMutualFriends(b.navamsaLord, g.navamsaLord);
const isRakshasa = (m: MatchMoon): boolean => GANA_OF_STAR[m.nakshatra - 1] === 'rakshasa';

/** The rules of §4 for each dosha, in report order. */
const CANCELLATIONS: Readonly<Record<DoshaKey, readonly Rule[]>> = {
  nadi: [
    ['nadi-same-star-different-sign', (b, g) => b.nakshatra === g.nakshatra && b.sign !== g.sign],
    ['nadi-same-sign-different-star', (b, g) => b.sign === g.sign && b.nakshatra !== g.nakshatra],
    [
      'nadi-same-star-sign-different-pada',
      (b, g) => b.nakshatra === g.nakshatra && b.sign === g.sign && b.pada !== g.pada,
    ],
    ['nadi-sign-lords-friends', (b, g) => b.nakshatra !== g.nakshatra && signLordsFriends(b, g)],
    [
      'nadi-listed-stars',
      (b, g) => NADI_LISTED_STARS.includes(b.nakshatra) && NADI_LISTED_STARS.includes(g.nakshatra),
    ],
  ],
  bhakoot: [
    ['bhakoot-sign-lords-friends', signLordsFriends],
    ['bhakoot-navamsa-lords-friends', navamsaLordsFriends],
  ],
  gana: [
    ['gana-sign-lords-friends', signLordsFriends],
    ['gana-navamsa-lords-friends', navamsaLordsFriends],
    ['gana-bride-star-14th-or-more', (b, g) => countStars(g.nakshatra, b.nakshatra) >= 14],
  ],
};

/** Whether each dosha is present (§4): Nadi and Bhakoot at 0 points; Gana when exactly one is Rakshasa. */
function isDoshaPresent(key: DoshaKey, kootas: readonly Koota[], b: MatchMoon, g: MatchMoon): boolean {
  if (key === 'gana') return isRakshasa(b) !== isRakshasa(g);
  return kootas.find((k) => k.key === key)?.points === 0;
}

/** The three doshas with the cancellation rules that apply to each present one. */
export function computeDoshas(kootas: readonly Koota[], bride: MatchMoon, groom: MatchMoon): Dosha[] {
  return (['nadi', 'bhakoot', 'gana'] as const).map((key) => {
    const present = isDoshaPresent(key, kootas, bride, groom);
    const cancelledBy = present
      ? CANCELLATIONS[key].filter(([, applies]) => applies(bride, groom)).map(([rule]) => rule)
      : [];
    return { key, present, cancelledBy };
  });
}

/** The band of a total (C11): below 18 low, 18 to below 25 average, 25 and above good. */
export function findMatchBand(total: number): MatchBand {
  if (total < 18) return 'low';
  return total < 25 ? 'average' : 'good';
}

/** The raw total plus, for every cancelled dosha, the points its koota lacks of its maximum (§5). */
function restoreCancelled(kootas: readonly Koota[], doshas: readonly Dosha[], total: number): number {
  let restored = total;
  for (const dosha of doshas) {
    if (!dosha.present || dosha.cancelledBy.length === 0) continue;
    const points = kootas.find((k) => k.key === dosha.key)?.points ?? 0;
    restored += KOOTA_MAX[dosha.key] - points;
  }
  return restored;
}

/** The Ashtakoota of a bride's and a groom's Moon (§3–§5). */
export function computeAshtakoota(
  bride: MatchMoon,
  groom: MatchMoon,
  vashyaTable: VashyaTable = 'saravali',
): Ashtakoota {
  const kootas = computeKootas(bride, groom, vashyaTable);
  const total = kootas.reduce((sum, k) => sum + k.points, 0);
  const doshas = computeDoshas(kootas, bride, groom);
  const totalWithCancellations = restoreCancelled(kootas, doshas, total);
  return {
    kootas,
    total,
    max: 36,
    doshas,
    totalWithCancellations,
    band: findMatchBand(total),
    bandWithCancellations: findMatchBand(totalWithCancellations),
  };
}
