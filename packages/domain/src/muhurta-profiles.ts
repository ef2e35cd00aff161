/**
 * The event profiles of the KP muhurta finder and the rules an edited profile and a search must keep
 * (shared/domain/muhurta.md §1, §2, M9, M10, M12). They sit in the vocabulary package, which has no
 * dependencies, so that the engine and the contract apply the same rules: the engine refuses a bad profile,
 * the contract refuses it under its field before the engine is called.
 */
import type { MuhurtaEventKey } from './muhurta.js';

/** An event profile: favourable houses F, negating houses N and the event cusp c (houses 1..12). */
export interface MuhurtaProfile {
  event: MuhurtaEventKey;
  /** F, ascending. */
  favourable: readonly number[];
  /** N, ascending. */
  negating: readonly number[];
  /** The event cusp c, whose sub lord gate G2 reads. */
  cusp: number;
}

const profile = (
  event: MuhurtaEventKey,
  favourable: readonly number[],
  negating: readonly number[],
  cusp: number,
): MuhurtaProfile => ({ event, favourable, negating, cusp });

/**
 * The shipped profiles (§2; M12: the job cusp is the 10th). Sources: kpastrologypro.com
 * kp-muhurta-electional-astrology (F and N), astrochart.in KP muhurta pages (event cusps), DevAstroAI presets
 * (ManyueJavvadi/kp-astro muhurtha-audit.md).
 */
export const MUHURTA_PROFILES: Readonly<Record<MuhurtaEventKey, MuhurtaProfile>> = {
  marriage: profile('marriage', [2, 7, 11], [1, 6, 10, 12], 7),
  engagement: profile('engagement', [2, 5, 7, 11], [1, 6, 12], 7),
  business: profile('business', [2, 6, 10, 11], [5, 8, 12], 10),
  contract: profile('contract', [2, 9, 11], [6, 8, 12], 3),
  job: profile('job', [2, 6, 10, 11], [5, 8, 12], 10),
  'house-warming': profile('house-warming', [2, 4, 11], [3, 8, 12], 4),
  vehicle: profile('vehicle', [3, 4, 11], [8, 12], 4),
  surgery: profile('surgery', [1, 5, 11], [6, 8, 12], 1),
  travel: profile('travel', [3, 9, 12], [2, 8], 9),
};

/** The longest range of a search, days between `from` and `to` (§1). */
export const MUHURTA_MAX_RANGE_DAYS = 31;

/** How far past `to` the next qualifying window is looked for when none qualifies in the range, days (M10). */
export const MUHURTA_NEXT_SEARCH_DAYS = 90;

/** Windows shorter than this many seconds are dropped unless the search says otherwise; 0 keeps all (M9). */
export const MUHURTA_MIN_WINDOW_SECONDS = 60;

/** The longest `minWindowSeconds` a search accepts: one day. */
export const MUHURTA_MIN_WINDOW_SECONDS_MAX = 86_400;

/** A profile as a caller sends it: the event, and any of F, N and c it edits. */
export interface MuhurtaProfileInput {
  event: string;
  favourable?: readonly number[];
  negating?: readonly number[];
  cusp?: number;
}

/** The field of a profile a rule speaks about. */
export type MuhurtaProfileField = 'event' | 'favourable' | 'negating' | 'cusp';

/**
 * A broken rule of §1: `unknown-event` (not one of the nine keys), `no-favourable` (F empty), `house-range`
 * (a house that is not a whole number 1..12), `overlap` (a house in both F and N; reported under `negating`).
 */
export type MuhurtaProfileRule = 'unknown-event' | 'no-favourable' | 'house-range' | 'overlap';

/** One broken rule with the field it belongs to. */
export interface MuhurtaProfileProblem {
  field: MuhurtaProfileField;
  rule: MuhurtaProfileRule;
}

/** True for one of the nine event keys. */
export function isMuhurtaEvent(key: string): key is MuhurtaEventKey {
  return Object.hasOwn(MUHURTA_PROFILES, key);
}

/** True for a whole number 1..12. */
export function isMuhurtaHouse(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 12;
}

/**
 * Every rule of §1 the profile breaks, in field order (event, favourable, negating, cusp); empty when it is
 * valid. Houses left out are the event's defaults.
 */
export function findMuhurtaProfileProblems(input: MuhurtaProfileInput): MuhurtaProfileProblem[] {
  if (!isMuhurtaEvent(input.event)) return [{ field: 'event', rule: 'unknown-event' }];
  const shipped = MUHURTA_PROFILES[input.event];
  const favourable = input.favourable ?? shipped.favourable;
  const negating = input.negating ?? shipped.negating;
  const cusp = input.cusp ?? shipped.cusp;
  const problems: MuhurtaProfileProblem[] = [];
  if (favourable.length === 0) problems.push({ field: 'favourable', rule: 'no-favourable' });
  if (!favourable.every(isMuhurtaHouse)) problems.push({ field: 'favourable', rule: 'house-range' });
  if (!negating.every(isMuhurtaHouse)) problems.push({ field: 'negating', rule: 'house-range' });
  if (negating.some((h) => favourable.includes(h))) problems.push({ field: 'negating', rule: 'overlap' });
  if (!isMuhurtaHouse(cusp)) problems.push({ field: 'cusp', rule: 'house-range' });
  return problems;
}

/** A complete profile and whether it differs from the shipped one (a saved muhurta stores both, §1). */
export interface CompletedMuhurtaProfile extends MuhurtaProfile {
  edited: boolean;
}

const sortHouses = (houses: readonly number[]): number[] => [...new Set(houses)].sort((a, b) => a - b);

const sameHouses = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((h, i) => h === b[i]);

/**
 * The profile with the event's defaults for what the input leaves out, houses ascending without repeats.
 * The input must be valid ({@link findMuhurtaProfileProblems} empty).
 */
export function completeMuhurtaProfile(
  input: MuhurtaProfileInput & { event: MuhurtaEventKey },
): CompletedMuhurtaProfile {
  const shipped = MUHURTA_PROFILES[input.event];
  const favourable = sortHouses(input.favourable ?? shipped.favourable);
  const negating = sortHouses(input.negating ?? shipped.negating);
  const cusp = input.cusp ?? shipped.cusp;
  const edited =
    !sameHouses(favourable, shipped.favourable) ||
    !sameHouses(negating, shipped.negating) ||
    cusp !== shipped.cusp;
  return { event: input.event, favourable, negating, cusp, edited };
}
