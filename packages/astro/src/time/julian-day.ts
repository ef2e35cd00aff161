/**
 * Civil local time <-> Julian day (UT), proleptic Gregorian calendar, pure arithmetic.
 *
 * A Julian day is a count of days from -4712-01-01 12:00 UT; UT = local time − UTC offset. The calendar
 * conversion is the Fliegel–Van Flandern integer algorithm (Communications of the ACM 11, 1968).
 */

import { momentParts, type LocalMoment } from '@kpdesk/domain';

/** Julian day of the Unix epoch, 1970-01-01 00:00 UT: a clock's milliseconds since it are days × 86,400,000. */
export const UNIX_EPOCH_JD = 2440587.5;

/**
 * A civil moment in numbers: calendar date, clock time and the UTC offset in hours east of Greenwich. The
 * engine's arithmetic form of the domain's `LocalMoment` (text date and time) with its offset beside it.
 */
export interface CivilMoment {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
  /** 0..23 */
  hour: number;
  /** 0..59 */
  minute: number;
  /** 0..59, fractions allowed */
  second: number;
  /** Hours east of Greenwich, e.g. 5.5 for India, -4 for New York in summer. */
  utcOffsetHours: number;
}

/** Julian day number (integer, the day starting at noon) of a Gregorian calendar date. */
function dayNumber(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

/** Julian day UT of a local civil moment. */
export function toJulianDayUT(moment: CivilMoment): number {
  const dayFraction =
    (moment.hour - 12) / 24 + moment.minute / 1440 + moment.second / 86400 - moment.utcOffsetHours / 24;
  return dayNumber(moment.year, moment.month, moment.day) + dayFraction;
}

/**
 * Local civil moment of a Julian day UT at a UTC offset (hours). Seconds are rounded to the nearest
 * millisecond so that a moment built from whole seconds converts back to the same whole seconds.
 */
export function fromJulianDayUT(jdUT: number, utcOffsetHours: number): CivilMoment {
  const local = jdUT + utcOffsetHours / 24 + 0.5;
  let jdn = Math.floor(local);
  let ms = Math.round((local - jdn) * 86_400_000);
  if (ms >= 86_400_000) {
    jdn += 1;
    ms -= 86_400_000;
  }
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    year: 100 * b + d - 4800 + Math.floor(m / 10),
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    hour: Math.floor(ms / 3_600_000),
    minute: Math.floor((ms % 3_600_000) / 60_000),
    second: (ms % 60_000) / 1000,
    utcOffsetHours,
  };
}

/** Julian day UT of local midnight starting the local civil date that contains `jdUT`. */
export function localMidnightJulianDayUT(jdUT: number, utcOffsetHours: number): number {
  return Math.floor(jdUT + utcOffsetHours / 24 + 0.5) - 0.5 - utcOffsetHours / 24;
}

/** Civil weekday (0 = Sunday … 6 = Saturday) of the local date containing `jdUT`. */
export function civilWeekday(jdUT: number, utcOffsetHours: number): number {
  return (((Math.floor(jdUT + utcOffsetHours / 24 + 0.5) + 1) % 7) + 7) % 7;
}

/** The moment itself when it names a real date and time at a real offset; a RangeError naming the bad part. */
function checkCivilMoment(moment: CivilMoment, date: string, time: string): CivilMoment {
  const { year, month, day, hour, minute, second, utcOffsetHours } = moment;
  if (![year, month, day].every(Number.isInteger)) throw new RangeError(`date must be YYYY-MM-DD: ${date}`);
  if (![hour, minute].every(Number.isInteger) || !Number.isFinite(second)) {
    throw new RangeError(`time must be HH:MM or HH:MM:SS: ${time}`);
  }
  const back = fromJulianDayUT(toJulianDayUT({ ...moment, hour: 12, minute: 0, second: 0 }), utcOffsetHours);
  if (back.month !== month || back.day !== day) throw new RangeError(`no such date: ${date}`);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second >= 60) {
    throw new RangeError(`no such time: ${time}`);
  }
  if (!Number.isFinite(utcOffsetHours) || Math.abs(utcOffsetHours) > 14) {
    throw new RangeError(`UTC offset must be within -14..14 hours: ${utcOffsetHours}`);
  }
  return moment;
}

/**
 * Parses "YYYY-MM-DD" and "HH:MM" or "HH:MM:SS" into a civil moment; throws a RangeError naming the bad
 * part. Calendar validity is checked (no 31 April).
 */
export function parseCivilMoment(date: string, time: string, utcOffsetHours: number): CivilMoment {
  const d = /^(-?\d{1,4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) throw new RangeError(`date must be YYYY-MM-DD: ${date}`);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?$/.exec(time);
  if (!t) throw new RangeError(`time must be HH:MM or HH:MM:SS: ${time}`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  return checkCivilMoment({ year, month, day, hour, minute, second, utcOffsetHours }, date, time);
}

/**
 * Julian day UT of the domain's local moment (parsed once where it entered, at the contract's edge) on a
 * clock `utcOffsetHours` east of Greenwich; a RangeError for an impossible moment or offset.
 */
export function julianDayOfMoment(moment: LocalMoment, utcOffsetHours: number): number {
  const civil = { ...momentParts(moment), utcOffsetHours };
  return toJulianDayUT(checkCivilMoment(civil, moment.date, moment.time));
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * Local ISO-8601 text of a Julian day UT at an offset, without the offset suffix.
 * `precision` 'minute' gives "YYYY-MM-DDTHH:MM" (rounded to the nearest minute), 'second' adds ":SS".
 */
export function formatLocalIso(jdUT: number, utcOffsetHours: number, precision: 'minute' | 'second'): string {
  const step = precision === 'minute' ? 60 : 1;
  const rounded = Math.round((jdUT * 86400) / step) * step;
  const m = fromJulianDayUT(rounded / 86400, utcOffsetHours);
  const base = `${pad(m.year, 4)}-${pad(m.month)}-${pad(m.day)}T${pad(m.hour)}:${pad(m.minute)}`;
  return precision === 'minute' ? base : `${base}:${pad(Math.round(m.second) % 60)}`;
}
