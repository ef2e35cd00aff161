/**
 * Panchang items at a moment (domain §13, panchang.md §9): the Moon's nakshatra and pada, tithi with paksha
 * and type, karana, yoga, the weekday with its sunrise-based day lord, and the lunar month in force.
 */
import { normalizeDegrees } from '../ephemeris.js';
import { computeKpLords } from '../kp/lords.js';
import type { Planet } from '../tables/planets.js';
import type { DayInfo } from '../time/day-lord.js';
import type { LunarMonths } from './lunar-month.js';
import { computeKaranaNumber, computeTithi, type Tithi } from './tithi.js';

/** Panchang of a moment. */
export interface Panchang {
  /** Weekday of the Hindu day (sunrise to sunrise), e.g. "Thursday". */
  weekday: string;
  /** The same weekday as an index, 0 = Sunday (the vara of the birth panchang). */
  vara: number;
  /** Civil weekday of the local date. */
  civilWeekday: string;
  dayLord: Planet;
  /** True when no sunrise happened (polar) and local midnight started the day. */
  isDayLordPolarFallback: boolean;
  tithi: Tithi;
  /** Karana 1..60 (half-tithis from new moon). */
  karana: number;
  nakshatra: { number: number; name: string; pada: number; lord: Planet };
  /** Yoga 1..27 (panchang.md §4.3). */
  yoga: number;
  /** Amanta and purnimanta months in force at the moment (panchang.md §6). */
  lunarMonth: LunarMonths;
}

/** Yoga 1..27 of sidereal Sun and Moon longitudes (degrees): ⌊((S + M) mod 360) / 13°20′⌋ + 1. */
export function computeYogaNumber(moonLongitude: number, sunLongitude: number): number {
  return Math.min(27, Math.floor(normalizeDegrees(moonLongitude + sunLongitude) / (40 / 3)) + 1);
}

/**
 * Builds the panchang from the sidereal Moon and Sun longitudes (degrees) and the day facts. The lunar month
 * needs the new moons around the moment, so it is searched on first read with `findLunarMonths` (given the
 * paksha of the moment).
 */
export function computePanchang(
  moonLongitude: number,
  sunLongitude: number,
  day: DayInfo,
  findLunarMonths: (isShukla: boolean) => LunarMonths,
): Panchang {
  const moon = computeKpLords(moonLongitude);
  const tithi = computeTithi(moonLongitude, sunLongitude);
  let lunarMonth: LunarMonths | undefined;
  return {
    weekday: day.weekdayName,
    vara: day.weekday,
    civilWeekday: day.civilWeekdayName,
    dayLord: day.dayLord,
    isDayLordPolarFallback: day.isPolarFallback,
    tithi,
    karana: computeKaranaNumber(tithi.elongation),
    nakshatra: { number: moon.nakshatraNumber, name: moon.nakshatra, pada: moon.pada, lord: moon.starLord },
    yoga: computeYogaNumber(moonLongitude, sunLongitude),
    get lunarMonth() {
      return (lunarMonth ??= findLunarMonths(tithi.number <= 15));
    },
  };
}
