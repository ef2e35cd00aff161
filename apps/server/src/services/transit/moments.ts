/** Local moments of the transit and correction calls ↔ Julian days and clock milliseconds. */
import { computeInputJulianDay } from '@kpdesk/astro';
import { parseLocalDateTime, type LocalDateTime } from '@kpdesk/contract';
import { badRequest } from '../../errors.js';
import { formatLocalDateTime } from '../charts/dates.js';

/** Julian day of the Unix epoch (1970-01-01 00:00 UT). */
const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;

/** A validated 'yyyy-MM-dd HH:mm:ss' (the contract parsed it) split into date and time. */
export function splitMoment(text: string, message: string): LocalDateTime {
  const moment = parseLocalDateTime(text);
  if (!moment) throw badRequest(message);
  return moment;
}

/** Julian day UT of a local moment at a UTC offset (hours east). */
export function toJulianDay(moment: LocalDateTime, utcOffsetHours: number): number {
  return computeInputJulianDay({ ...moment, utcOffsetHours });
}

/** Whole milliseconds since the epoch of a Julian day UT. */
export function toEpochMs(jdUT: number): number {
  return Math.round((jdUT - UNIX_EPOCH_JD) * MS_PER_DAY);
}

/** The local moment of a clock reading at a UTC offset, to the second. */
export function localMomentOfMs(ms: number, utcOffsetHours: number): LocalDateTime {
  const [date = '', time = ''] = formatLocalDateTime(ms / MS_PER_DAY + UNIX_EPOCH_JD, utcOffsetHours).split(
    ' ',
  );
  return { date, time };
}
