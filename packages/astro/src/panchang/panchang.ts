/**
 * Panchang items at a moment (domain §13): the Moon's nakshatra and pada, tithi with paksha and type,
 * karana, and the weekday with its sunrise-based day lord.
 */
import { computeKpLords } from '../kp/lords.js';
import type { Planet } from '../tables/planets.js';
import type { DayInfo } from '../time/day-lord.js';
import { computeKaranaNumber, computeTithi, type Tithi } from './tithi.js';

/** Panchang of a moment. */
export interface Panchang {
  /** Weekday of the Hindu day (sunrise to sunrise), e.g. "Thursday". */
  weekday: string;
  /** Civil weekday of the local date. */
  civilWeekday: string;
  dayLord: Planet;
  /** True when no sunrise happened (polar) and local midnight started the day. */
  isDayLordPolarFallback: boolean;
  tithi: Tithi;
  /** Karana 1..60 (half-tithis from new moon). */
  karana: number;
  nakshatra: { number: number; name: string; pada: number; lord: Planet };
}

/** Builds the panchang from the sidereal Moon and Sun longitudes (degrees) and the day facts. */
export function computePanchang(moonLongitude: number, sunLongitude: number, day: DayInfo): Panchang {
  const moon = computeKpLords(moonLongitude);
  const tithi = computeTithi(moonLongitude, sunLongitude);
  return {
    weekday: day.weekdayName,
    civilWeekday: day.civilWeekdayName,
    dayLord: day.dayLord,
    isDayLordPolarFallback: day.isPolarFallback,
    tithi,
    karana: computeKaranaNumber(tithi.elongation),
    nakshatra: { number: moon.nakshatraNumber, name: moon.nakshatra, pada: moon.pada, lord: moon.starLord },
  };
}
