import { formatLocalIso, fromJulianDayUT, toJulianDayUT, type LocalMoment } from '@kpdesk/astro';

/** Julian day of the Unix epoch (1970-01-01 00:00 UT). */
const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;

/** Julian day UT of a clock reading in milliseconds since the Unix epoch. */
export function toJulianDayFromMs(ms: number): number {
  return ms / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** 'yyyy-MM-dd HH:mm:ss' of a Julian day UT at a UTC offset (hours east), rounded to the second. */
export function formatLocalDateTime(jdUT: number, utcOffsetHours: number): string {
  return formatLocalIso(jdUT, utcOffsetHours, 'second').replace('T', ' ');
}

function daysInMonth(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return last.getUTCDate();
}

/** The same local clock time `months` calendar months later, the day clamped to the month's length. */
function addMonths(m: LocalMoment, months: number): number {
  const index = m.year * 12 + (m.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return toJulianDayUT({ ...m, year, month, day: Math.min(m.day, daysInMonth(year, month)) });
}

/**
 * Calendar difference from one moment to a later one, read on the local calendar at a UTC offset, as
 * 'Y years M months D days': the most whole calendar months that fit (a month ending on the same day and
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
  return `${Math.floor(months / 12)} years ${months % 12} months ${days} days`;
}
