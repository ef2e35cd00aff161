import { PLANET_COLUMN_TITLES } from '@kpdesk/contract';

/** Sun … Ketu in the order of the contract's short titles. */
const FULL_NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** The short name of a planet ('Rahu' → 'Rag'), the product's three-letter form. */
export function shortPlanet(name: string): string {
  const i = FULL_NAMES.indexOf(name);
  return i < 0 ? name : (PLANET_COLUMN_TITLES[i] ?? name);
}

/** A local date 'yyyy-MM-dd' and time 'HH:mm:ss'. */
export interface DateTime {
  date: string;
  time: string;
}

/** Splits 'yyyy-MM-dd HH:mm:ss'. */
export function splitDateTime(text: string): DateTime {
  const [date = '', time = ''] = text.split(' ');
  return { date, time };
}

/**
 * A client's saved birth moment: the corrected one ('yyyy-MM-dd HH:mm:ss', or with 'T'), else the recorded
 * birth date and time.
 */
export function savedBirthMoment(client: {
  birthDate: string;
  birthTime: string;
  birthTimeCorrected: string | null;
}): DateTime {
  if (client.birthTimeCorrected) return splitDateTime(client.birthTimeCorrected.replace('T', ' '));
  return { date: client.birthDate, time: client.birthTime };
}

/** A time of 5 characters gets ':00' (spec §5 interval search). */
export function completeTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** A date input's value with a year of five or more digits trimmed to four (spec §5 birth date). */
export function trimYear(value: string): string {
  const match = /^(\d{5,})(-.*)?$/.exec(value);
  return match ? `${(match[1] ?? '').slice(0, 4)}${match[2] ?? ''}` : value;
}

/** True for a complete date (10 characters) and time with seconds (8 characters). */
export function isCompleteMoment({ date, time }: DateTime): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}:\d{2}$/.test(time);
}

/** The same clock reading `seconds` later (earlier when negative), on the proleptic calendar. */
export function shiftMoment({ date, time }: DateTime, seconds: number): DateTime {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s + seconds, 0);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    date: `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`,
  };
}

/** Seconds from `from` to `to` (negative when `to` is earlier). */
export function secondsBetween(from: DateTime, to: DateTime): number {
  const at = ({ date, time }: DateTime) => {
    const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
    const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
    const t = new Date(0);
    t.setUTCFullYear(y, mo - 1, d);
    t.setUTCHours(h, mi, s, 0);
    return t.getTime() / 1000;
  };
  return at(to) - at(from);
}
