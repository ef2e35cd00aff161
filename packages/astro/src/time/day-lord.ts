/**
 * Weekday and day lord of a moment and place. The KP day lord follows the Hindu day, which starts at
 * sunrise (domain §11.2, decisions.md): before sunrise the day lord is the previous weekday's. Where the
 * Sun does not rise that day (polar day or night) the day starts at local midnight and the result is
 * flagged.
 */
import { findRiseSet } from '../ephemeris.js';
import { DAY_LORDS, WEEKDAYS, type Planet } from '../tables/planets.js';
import type { Place, SunriseMethod } from '../settings.js';
import { civilWeekday, localMidnightJulianDayUT } from './julian-day.js';

/** Day facts of a moment. */
export interface DayInfo {
  /** Civil weekday of the local date, 0 = Sunday. */
  civilWeekday: number;
  civilWeekdayName: string;
  /** Weekday of the Hindu day (sunrise to sunrise) containing the moment, 0 = Sunday. */
  weekday: number;
  weekdayName: string;
  dayLord: Planet;
  /** Sunrise that began the Hindu day, Julian day UT; null on the polar fallback. */
  sunriseJdUT: number | null;
  /** True when there was no sunrise and local midnight was used (polar day or night). */
  isPolarFallback: boolean;
}

/** Computes the civil weekday and the sunrise-based day lord at a Julian day UT and place. */
export function computeDayInfo(
  jdUT: number,
  utcOffsetHours: number,
  place: Place,
  settings: { sunrise: SunriseMethod; ephePath: string | null },
): DayInfo {
  const civil = civilWeekday(jdUT, utcOffsetHours);
  const midnight = localMidnightJulianDayUT(jdUT, utcOffsetHours);
  const rise = (from: number): number | null =>
    findRiseSet(from, 'Sun', 'rise', place, settings.sunrise, { ephePath: settings.ephePath });
  const todays = rise(midnight);
  const isTodayRise = todays !== null && todays < midnight + 1;
  let sunriseJdUT: number | null = null;
  let weekday = civil;
  if (isTodayRise && todays <= jdUT) {
    sunriseJdUT = todays;
  } else if (isTodayRise) {
    const yesterdays = rise(midnight - 1);
    weekday = (civil + 6) % 7;
    sunriseJdUT = yesterdays !== null && yesterdays < midnight ? yesterdays : null;
  }
  return {
    civilWeekday: civil,
    civilWeekdayName: WEEKDAYS[civil] ?? '',
    weekday,
    weekdayName: WEEKDAYS[weekday] ?? '',
    dayLord: DAY_LORDS[weekday] as Planet,
    sunriseJdUT,
    isPolarFallback: !isTodayRise,
  };
}
