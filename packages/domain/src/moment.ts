/**
 * The one local moment of the product: a calendar date and a clock time at a place whose UTC offset travels
 * beside it, its parser and its formatters. The contract builds its schemas on it, the engine converts it to a
 * Julian day (julianDayOfMoment), the server and the browser format it back with these helpers only.
 *
 * Wire forms: 'yyyy-MM-dd HH:mm:ss' in bodies, answers and stored rows, 'yyyy-MM-dd_HH:mm:ss' in paths (the
 * spec's `{date}_{time}`). 'HH:mm' is accepted for the time and gains ':00' (spec §5).
 */

/** A local moment: date 'yyyy-MM-dd' (years 1..2999) and 24-hour time 'HH:mm:ss'. */
export interface LocalMoment {
  date: string;
  time: string;
}

/** Which separators between date and time a field accepts: any of ' ', 'T', '_', or only the path's '_'. */
export type MomentSeparators = 'any' | 'underscore';

const MOMENT_PATTERNS: Record<MomentSeparators, RegExp> = {
  any: /^(\d{4,}-\d{2}-\d{2})[ T_](\d{2}:\d{2}(?::\d{2})?)$/,
  underscore: /^(\d{4,}-\d{2}-\d{2})_(\d{2}:\d{2}(?::\d{2})?)$/,
};
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** Last year a date input accepts (spec §9). */
export const DATE_MAX_YEAR = 2999;

/** True for a real calendar date 'yyyy-MM-dd' in years 0001..2999. */
export function isClientDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || year > DATE_MAX_YEAR) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time as typed: 'HH:mm' gains ':00' (spec §3, §5); anything else is kept as typed for the check. */
export function withSeconds(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** True for a real 24-hour clock time 'HH:mm:ss' (00:00:00 … 23:59:59; no 24:00, no minute 60). */
export function isClockTime(time: string): boolean {
  return CLOCK_TIME_PATTERN.test(time);
}

/** True for a real calendar date (years 1..2999) with a real clock time 'HH:mm:ss'. */
export function isLocalMoment({ date, time }: LocalMoment): boolean {
  return isClientDate(date) && isClockTime(time);
}

/**
 * Parses a moment as sent: date, separator, time 'HH:mm' or 'HH:mm:ss'. Null for anything else and for an
 * impossible moment (30 February, 24:00, minute 60, year 3000).
 */
export function parseMoment(text: string, separators: MomentSeparators = 'any'): LocalMoment | null {
  const match = MOMENT_PATTERNS[separators].exec(text.trim());
  if (!match) return null;
  const moment = { date: match[1] ?? '', time: withSeconds(match[2] ?? '') };
  return isLocalMoment(moment) ? moment : null;
}

/** The body and display form 'yyyy-MM-dd HH:mm:ss'. */
export function formatMoment({ date, time }: LocalMoment): string {
  return `${date} ${withSeconds(time)}`;
}

/** The path form 'yyyy-MM-dd_HH:mm:ss' (spec §7 `{date}_{time}`). */
export function momentParam({ date, time }: LocalMoment): string {
  return `${date}_${withSeconds(time)}`;
}

/** A moment's date and time as a UTC Date, so calendar arithmetic stays on the proleptic calendar. */
function toCalendarDate({ date, time }: LocalMoment): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s, 0);
  return at;
}

/** Seconds since 1970-01-01 00:00:00 of a local moment's clock reading, as if it were UTC (moments at one offset compare). */
export function toLocalSeconds(moment: LocalMoment): number {
  return toCalendarDate(moment).getTime() / 1000;
}

/** Seconds from `from` to `to` on the clock (negative when `to` is earlier). */
export function secondsBetween(from: LocalMoment, to: LocalMoment): number {
  return toLocalSeconds(to) - toLocalSeconds(from);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The clock reading of a Date read through its UTC fields (the inverse of toCalendarDate). */
function fromCalendarDate(at: Date): LocalMoment {
  return {
    date: `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`,
  };
}

/** The same clock reading `seconds` later (earlier when negative), on the proleptic calendar. */
export function shiftMoment(moment: LocalMoment, seconds: number): LocalMoment {
  const at = toCalendarDate(moment);
  at.setUTCSeconds(at.getUTCSeconds() + seconds);
  return fromCalendarDate(at);
}

/**
 * The clock reading of an instant (milliseconds since 1970 UTC) at a place `offsetHours` east of UTC,
 * whole seconds: "now" as the place's clock shows it, whatever zone the browser runs in.
 */
export function momentAtOffset(instantMs: number, offsetHours: number): LocalMoment {
  return fromCalendarDate(new Date(Math.floor(instantMs / 1000) * 1000 + offsetHours * 3_600_000));
}

/**
 * The instant (milliseconds since 1970 UTC) of a clock reading at a place `offsetHours` east of UTC: the
 * inverse of {@link momentAtOffset}, so instants, never clock texts of two zones, are compared.
 */
export function instantAtOffset(moment: LocalMoment, offsetHours: number): number {
  return (toLocalSeconds(moment) - offsetHours * 3600) * 1000;
}

/** The numbers of a valid moment: year, month 1..12, day 1..31, hour 0..23, minute 0..59, second 0..59. */
export interface MomentParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The numbers of a moment (checked where it was parsed), so no later reader splits its text again. */
export function momentParts({ date, time }: LocalMoment): MomentParts {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = withSeconds(time).split(':').map(Number);
  return { year, month, day, hour, minute, second };
}
