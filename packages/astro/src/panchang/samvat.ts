/**
 * The year, season and half-year of a panchang day (panchang.md §7, §8, P10–P13): Shaka and Vikram years
 * change at the start of the first amanta month named Chaitra (adhika Chaitra when there is one); their
 * samvatsaras follow fixed offsets of the 60-year cycle; the ritu follows the amanta month; the ayana the
 * sidereal Sun at sunrise.
 *
 * Where the doc is silent: a kshaya month whose second name is Chaitra counts as named Chaitra.
 */
import { normalizeDegrees } from '../ephemeris.js';
import { toJulianDayUT } from '../time/julian-day.js';
import type { LimbSample, LimbSampler } from './limbs.js';
import { findNewMoonAfter, findNewMoonNear, nameAmantaMonth, SYNODIC_MONTH_DAYS } from './lunar-month.js';

/** Shaka and Vikram years with their samvatsaras (1..60 in the table of §7, 1 = Prabhava). */
export interface Samvat {
  shaka: number;
  vikram: number;
  shakaSamvatsara: number;
  vikramSamvatsara: number;
}

/** The six ritus in order, two amanta months each from Chaitra. */
export const RITU_IDS = ['vasanta', 'grishma', 'varsha', 'sharad', 'hemanta', 'shishira'] as const;

/** A ritu (season) by id. */
export type Ritu = (typeof RITU_IDS)[number];

/** The two ayanas. */
export const AYANA_IDS = ['uttarayana', 'dakshinayana'] as const;

/** An ayana (half-year) by id. */
export type Ayana = (typeof AYANA_IDS)[number];

/** The Chaitra searched for starts after the Sun enters sidereal Meena (mid-March), so after 1 February. */
const SEARCH_FROM = { month: 2, day: 1 };

/**
 * C(Y): the start (new moon, Julian day UT) of the first amanta month named Chaitra that starts in the
 * civil year Y.
 */
export function findChaitraStart(sampler: LimbSampler, year: number): number {
  const from = toJulianDayUT({ year, ...SEARCH_FROM, hour: 0, minute: 0, second: 0, utcOffsetHours: 0 });
  let newMoon = findNewMoonAfter(sampler, from);
  for (let i = 0; i < 4; i++) {
    const next = findNewMoonNear(sampler, newMoon.t + SYNODIC_MONTH_DAYS);
    const name = nameAmantaMonth(newMoon.sunSign, next.sunSign);
    if (name.month === 0 || name.secondMonth === 0) return newMoon.t;
    newMoon = next;
  }
  throw new Error(`no amanta Chaitra found in ${year}`);
}

/** Shaka and Vikram years of a day of civil year `year` whose sunrise is `sunrise`, given C(year). */
export function computeSamvat(year: number, sunrise: number, chaitraStart: number): Samvat {
  const isNewYear = sunrise >= chaitraStart;
  const shaka = year - (isNewYear ? 78 : 79);
  const vikram = year + (isNewYear ? 57 : 56);
  return {
    shaka,
    vikram,
    shakaSamvatsara: ((((shaka + 11) % 60) + 60) % 60) + 1,
    vikramSamvatsara: ((((vikram + 9) % 60) + 60) % 60) + 1,
  };
}

/** The ritu of an amanta month index (0 = Chaitra); a kshaya month passes its first name. */
export function findRitu(amantaMonth: number): Ritu {
  return RITU_IDS[Math.floor(amantaMonth / 2)] as Ritu;
}

/** Uttarayana while the sidereal Sun is in [270°, 90°), Dakshinayana in [90°, 270°). */
export function findAyana(s: LimbSample): Ayana {
  const sun = normalizeDegrees(s.sunLongitude - s.ayanamsa);
  return sun >= 90 && sun < 270 ? 'dakshinayana' : 'uttarayana';
}
