/**
 * Clock and calendar conversions of the server's charts: clock milliseconds ↔ Julian days UT, a typed local
 * moment ↔ Julian day at a UTC offset, and calendar differences for the dasha tables.
 */
import {
  formatLocalIso,
  fromJulianDayUT,
  julianDayOfMoment,
  toJulianDayUT,
  UNIX_EPOCH_JD,
  type CivilMoment,
} from '@kpdesk/astro/engine';
import { countOf, formatMoment, type LocalMoment } from '@kpdesk/contract';

const MS_PER_DAY = 86_400_000;

/** Julian day UT of a clock reading in milliseconds since the Unix epoch. */
export function toJulianDayFromMs(ms: number): number {
  return ms / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** Whole milliseconds since the Unix epoch of a Julian day UT. */
export function toEpochMs(jdUT: number): number {
  return Math.round((jdUT - UNIX_EPOCH_JD) * MS_PER_DAY);
}

/** Julian day UT of a local moment at a UTC offset (hours east). */
export function toJulianDay(moment: LocalMoment, utcOffsetHours: number): number {
  return julianDayOfMoment(moment, utcOffsetHours);
}

/** The local moment of a Julian day UT at a UTC offset (hours east), rounded to the second. */
export function toLocalMoment(jdUT: number, utcOffsetHours: number): LocalMoment {
  // The engine's ISO text is the one formatter of a Julian day; it is split here and nowhere else.
  const [date = '', time = ''] = formatLocalIso(jdUT, utcOffsetHours, 'second').split('T');
  return { date, time };
}

/** 'yyyy-MM-dd HH:mm:ss' of a Julian day UT at a UTC offset (hours east), rounded to the second. */
export function formatLocalDateTime(jdUT: number, utcOffsetHours: number): string {
  return formatMoment(toLocalMoment(jdUT, utcOffsetHours));
}

function daysInMonth(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return last.getUTCDate();
}

/** The same local clock time `months` calendar months later, the day clamped to the month's length. */
function addMonths(m: CivilMoment, months: number): number {
  const index = m.year * 12 + (m.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return toJulianDayUT({ ...m, year, month, day: Math.min(m.day, daysInMonth(year, month)) });
}

/**
 * Calendar difference from one moment to a later one, read on the local calendar at a UTC offset, as
 * 'Y years M months D days' (a count of one reads '1 year', '1 month', '1 day'): the most whole calendar months that fit (a month ending on the same day and
 * clock time, clamped to a shorter month's last day), then the whole days left. A start at or after the end
 * gives '0 years 0 months 0 days'.
 */
export function formatCalendarDifference(fromJd: number, toJd: number, utcOffsetHours: number): string {
  const from = fromJulianDayUT(fromJd, utcOffsetHours);
  const to = fromJulianDayUT(toJd, utcOffsetHours);
  let months = Math.max(0, (to.year - from.year) * 12 + (to.month - from.month));
  // Half a second of slack: both ends come from whole-second local times in the product's data.
  const slack = 0.5 / 86400;
  while (months > 0 && addMonths(from, months) > toJd + slack) months -= 1;
  const days = Math.max(0, Math.floor(toJd - addMonths(from, months) + slack));
  return [countOf(Math.floor(months / 12), 'year'), countOf(months % 12, 'month'), countOf(days, 'day')].join(
    ' ',
  );
}
