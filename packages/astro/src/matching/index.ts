/**
 * Marriage matching of two computed charts, exactly as shared/domain/compatibility.md decides: the KP
 * judgement (§8), the Ashtakoota out of 36 with its doshas and cancellations (§3–§5), the ten poruthams
 * (§6), Manglik dosha (§7) and the ranking of the matrimony search (§9). Pure functions on ids and
 * numbers; the words are in `@kpdesk/domain` (KOOTAS, PORUTHAMS, DOSHA_RULES, MANGLIK_RULES, …).
 *
 * Where the document is silent, this module decides:
 * - Boundaries: the Moon's sign, star, pada, navamsa and degree in sign follow the chart's own lords
 *   (lower-inclusive, a longitude within 1e-9° below a boundary counts as on it), so the Match page never
 *   puts a Moon in another star than the chart pages; the 15° half-sign test reads the same degree.
 * - Each koota's `bride`/`groom` values: varna, vashya group, yoni, gana, nadi ids; the Moon-sign lord for
 *   Graha Maitri; the Moon sign index (0 = Aries) for Bhakoot; for Tara the tara of the other's star counted
 *   from one's own (the bride's tara counts from the bride's star to the groom's), so both directions show.
 * - Ashtakoota: `bandWithCancellations` stands beside `band` (C11 bands each total). A dosha that is absent
 *   lists no rules; a present one lists every rule of §4 that applies, in the document's order.
 * - Manglik: the references' signs and Mars's sign are those of the chart (whole signs); "combust" is the
 *   shorter arc between the Sun and Mars; a person who is not Manglik lists no cancellations.
 * - KP 4-step: a node's H(X) is the house it occupies plus the houses owned by the lord of its sign (C14);
 *   the marriage significators M(person) read the engine's four-level table (levels A–D, planet view),
 *   where nodes own no house at levels C and D. Each carries all its A–D houses (so 1, 6, 10, 12 show) and
 *   the ones of 2, 7, 11.
 * - Ruling planets: read from a chart the caller casts for T0 at the astrologer's profile place with the
 *   astrologer's settings (its day lord follows that sunrise setting); listed in slot order of first
 *   appearance, each marked retrograde from that chart (mean nodes always are).
 * - Timing: the window is [T0, T0 + N · 365.25 days) whatever the clients' dasha year, while each antara
 *   keeps the client's own year convention (the chart's Moon, birth moment and dasha year, split by the
 *   dasha module only inside the window); antaras are tested for overlap unclipped and the shared interval
 *   is clipped; pairs that only touch at an instant are not periods. Times are Julian days UT.
 * - `ayanamsaDiffers` compares the two charts' ayanamsa index and correction (C2).
 * - Ranking: the five keys of §9 order every pair fully (running ids differ); the input is not reordered.
 */
export {
  computeAshtakoota,
  computeDoshas,
  findMatchBand,
  type Ashtakoota,
  type Dosha,
} from './ashtakoota.js';
export { areMutualFriends, computeGrahaMaitriPoints } from './friendship.js';
export {
  computeKootas,
  findTara,
  findVashyaGroup,
  KOOTA_MAX,
  type Koota,
  type KootaValues,
} from './kootas.js';
export {
  computeMarriagePromise,
  findMarriageSignificators,
  findStepHouses,
  judgeMarriageHouses,
  type MarriagePromise,
  type MarriageSignificator,
  type MarriageStep,
} from './kp-promise.js';
export {
  crossWithRulingPlanets,
  findSharedPeriods,
  findSupportingAntaras,
  listMatchRulingPlanets,
  type AntaraLords,
  type MatchRulingPlanet,
  type MatchWindow,
  type RulingMomentChart,
  type SharedPeriod,
  type SupportingAntara,
  type WindowBhukti,
} from './kp-timing.js';
export { computeManglik, type Manglik, type ManglikChart, type ManglikFrom } from './manglik.js';
export {
  MATCH_YEARS_DEFAULT,
  MATCH_YEARS_MAX,
  MATCH_YEARS_MIN,
  combineMatch,
  computeMatch,
  computeMatchPerson,
  resolveMatchContext,
  type Match,
  type MatchChart,
  type MatchContext,
  type MatchKp,
  type MatchOptions,
  type MatchPerson,
  type PersonKp,
  type PersonManglik,
} from './match.js';
export { countSigns, countStars, describeMatchMoon, type MatchMoon } from './moon.js';
export { computePoruthams, type Porutham, type Poruthams } from './poruthams.js';
export {
  compareRankedBriefs,
  computeMatchRanking,
  rankMatches,
  summarizeMatch,
  type MatchBrief,
  type RankedMatch,
} from './ranking.js';
export type { VashyaTable } from './tables.js';
