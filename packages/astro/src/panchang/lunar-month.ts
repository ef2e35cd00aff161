/**
 * The lunar month (panchang.md §6, P9): the amanta month runs from new moon to new moon and is named by the
 * sidereal sign of the Sun at the new moon that starts it, month index (s0 + 1) mod 12 (0 = Chaitra, the
 * Sun in Meena); adhika when the next new moon finds the Sun in the same sign, kshaya when two signs
 * further. The purnimanta month equals the amanta one in the Shukla paksha; in the Krishna paksha it takes
 * the name of the next amanta month and the adhika flag of the current one.
 *
 * Where the doc is silent: a purnimanta month of a Krishna paksha is never flagged kshaya (the rule gives it
 * the next month's name only); for the birth panchang the month is the one in force at the birth moment.
 */
import { normalizeDegrees } from '../ephemeris.js';
import { findAngleCrossing, measureAngle, type LimbSample, type LimbSampler } from './limbs.js';

/** Mean length of the synodic month, days: the first guess of a new moon, refined on the ephemeris. */
export const SYNODIC_MONTH_DAYS = 29.530589;

/** A new moon: its instant (Julian day UT) and the sidereal sign (0 = Aries) of the Sun then. */
export interface NewMoon {
  t: number;
  sunSign: number;
}

/** Sign 0..11 of the sidereal Sun of a sample. */
export function findSunSign(s: LimbSample): number {
  return Math.floor(normalizeDegrees(s.sunLongitude - s.ayanamsa) / 30) % 12;
}

/** The new moon nearest to `guess` (within about 14 days of it), Julian day UT. */
export function findNewMoonNear(sampler: LimbSampler, guess: number): NewMoon {
  const { t, near } = findAngleCrossing(sampler, 'elongation', sampler(guess), 0);
  return { t, sunSign: findSunSign(near) };
}

/** The first new moon after `jdUT`. */
export function findNewMoonAfter(sampler: LimbSampler, jdUT: number): NewMoon {
  const e = measureAngle('elongation', sampler(jdUT)).value;
  const found = findNewMoonNear(sampler, jdUT + ((360 - e) / 360) * SYNODIC_MONTH_DAYS);
  return found.t > jdUT ? found : findNewMoonNear(sampler, found.t + SYNODIC_MONTH_DAYS);
}

/** The last new moon at or before `jdUT`. */
export function findNewMoonBefore(sampler: LimbSampler, jdUT: number): NewMoon {
  const e = measureAngle('elongation', sampler(jdUT)).value;
  const found = findNewMoonNear(sampler, jdUT - (e / 360) * SYNODIC_MONTH_DAYS);
  return found.t <= jdUT ? found : findNewMoonNear(sampler, found.t - SYNODIC_MONTH_DAYS);
}

/** A lunar month by name: index 0..11 (0 = Chaitra … 11 = Phalguna) and its flags. */
export interface LunarMonthName {
  month: number;
  isAdhika: boolean;
  /** Two sankrantis inside: shown with both names, `month` and `secondMonth`. */
  isKshaya: boolean;
  /** The second name of a kshaya month; null otherwise. */
  secondMonth: number | null;
}

/** The amanta month with the new moons that start and end it (Julian days UT). */
export interface AmantaMonth extends LunarMonthName {
  start: number;
  end: number;
}

/** The amanta and purnimanta months in force at a moment. */
export interface LunarMonths {
  amanta: AmantaMonth;
  purnimanta: LunarMonthName;
}

/** Name of the amanta month from the Sun's signs at its two new moons. */
export function nameAmantaMonth(s0: number, s1: number): LunarMonthName {
  const isKshaya = (s1 - s0 + 12) % 12 === 2;
  return {
    month: (s0 + 1) % 12,
    isAdhika: s1 === s0,
    isKshaya,
    secondMonth: isKshaya ? (s0 + 2) % 12 : null,
  };
}

/** The new moons before and after a moment. */
function findNewMoonsAround(sampler: LimbSampler, jdUT: number): [NewMoon, NewMoon] {
  return [findNewMoonBefore(sampler, jdUT), findNewMoonAfter(sampler, jdUT)];
}

/** Amanta and purnimanta months at a moment; `isShukla` is the paksha of the tithi then. */
export function computeLunarMonths(sampler: LimbSampler, jdUT: number, isShukla: boolean): LunarMonths {
  const [start, end] = findNewMoonsAround(sampler, jdUT);
  const amanta = { ...nameAmantaMonth(start.sunSign, end.sunSign), start: start.t, end: end.t };
  const { month, isAdhika, isKshaya, secondMonth } = amanta;
  if (isShukla) return { amanta, purnimanta: { month, isAdhika, isKshaya, secondMonth } };
  // The next amanta month is named by the Sun's sign at the new moon that ends this one.
  const nextMonth = (end.sunSign + 1) % 12;
  return { amanta, purnimanta: { month: nextMonth, isAdhika, isKshaya: false, secondMonth: null } };
}
