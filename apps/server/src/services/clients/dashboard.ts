import type { ClientListItem } from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import { findClientsByBirthday, findRecentClients } from '../../db/clients.js';
import type { ClientDeps } from './deps.js';

const RECENT_LIMIT = 10;
/** Upcoming birthdays look this many days ahead, today included (spec: next 30 days). */
export const BIRTHDAY_WINDOW_DAYS = 30;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** GET /users/recent: distinct clients by their latest visit, newest first; date = that visit's UTC date. */
export async function listRecentClients(deps: ClientDeps, astrologerId: number): Promise<ClientListItem[]> {
  const rows = await findRecentClients(deps.db, astrologerId, RECENT_LIMIT);
  return rows.map((r) => ({
    runningId: r.running_id,
    firstName: r.first_name,
    lastName: r.last_name,
    date: isoDate(new Date(Number(r.last_visit))),
  }));
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The next `BIRTHDAY_WINDOW_DAYS` local dates from `today` ('yyyy-MM-dd' in the astrologer's zone), each with
 * the 'MM-dd' keys celebrated that day. A 29 February birthday is celebrated on 28 February in common years.
 */
export function birthdayWindow(today: string): { date: string; keys: string[] }[] {
  const start = new Date(`${today}T00:00:00Z`);
  return Array.from({ length: BIRTHDAY_WINDOW_DAYS }, (_, i) => {
    const day = new Date(start.getTime() + i * 86_400_000);
    const date = isoDate(day);
    const key = date.slice(5);
    const keys = key === '02-28' && !isLeapYear(day.getUTCFullYear()) ? [key, '02-29'] : [key];
    return { date, keys };
  });
}

/** GET /users/birthday: clients whose birthday falls in the next 30 days of the astrologer's time zone. */
export async function listUpcomingBirthdays(
  deps: ClientDeps,
  astrologerId: number,
): Promise<ClientListItem[]> {
  const astrologer = await findAstrologerById(deps.db, astrologerId);
  const offsetMs = (astrologer?.timezone ?? 5.5) * 3_600_000;
  const window = birthdayWindow(isoDate(new Date(deps.clock.now() + offsetMs)));
  const dateOfKey = new Map(window.flatMap((d) => d.keys.map((k) => [k, d.date] as const)));
  const rows = await findClientsByBirthday(deps.db, astrologerId, [...dateOfKey.keys()]);
  return rows
    .map((r) => ({
      runningId: r.running_id,
      firstName: r.first_name,
      lastName: r.last_name,
      date: dateOfKey.get(r.birthday_key) ?? '',
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.runningId - b.runningId);
}
