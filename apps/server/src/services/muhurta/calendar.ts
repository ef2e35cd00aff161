/**
 * The chosen windows as an iCalendar file (RFC 5545, written by ical-generator): one event per window, its
 * instants in UTC (so every calendar shows them on its own clock), the place as location with its
 * coordinates, and the lords and score in the description. Each window is searched again before it is
 * written (chosen-windows.ts).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import ical from 'ical-generator';
import {
  instantAtOffset,
  parseMoment,
  resolveEffectiveSettings,
  type MuhurtaChosen,
  type MuhurtaWindowData,
  formatWindowLength,
} from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import type { DownloadAnswer } from '../download-answer.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { searchChosenWindows } from './chosen-windows.js';
import { lordsLine, muhurtaWords, type MuhurtaWords } from './window-words.js';

/** The UTC instant (ms) of a local time of the search's clock. */
function instantOf(localTime: string, offsetHours: number): Date {
  const moment = parseMoment(localTime);
  if (moment === null) throw new RangeError(`not a moment: ${localTime}`);
  return new Date(instantAtOffset(moment, offsetHours));
}

/** A stable id: the same window of the same search at the same place is the same calendar event. */
function eventId(chosen: MuhurtaChosen, window: MuhurtaWindowData): string {
  const key = [
    chosen.search.event,
    chosen.search.latitude,
    chosen.search.longitude,
    window.start,
    window.end,
  ];
  return `${createHash('sha256').update(key.join('|')).digest('hex').slice(0, 32)}@kp-astro-desk`;
}

function description(window: MuhurtaWindowData, words: MuhurtaWords): string {
  return [
    `${words.label('score')}: ${window.score}`,
    lordsLine(window, words),
    `${words.label('length')}: ${formatWindowLength(window.seconds)}`,
  ].join('\n');
}

/** POST /muhurta/calendar: the chosen windows as a .ics download. */
export async function buildMuhurtaCalendar(
  deps: ChartDeps,
  astrologerId: number,
  chosen: MuhurtaChosen,
): Promise<DownloadAnswer> {
  const { windows } = await searchChosenWindows(deps, astrologerId, chosen.search, chosen.windows);
  const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  const words = muhurtaWords(settings.displayLanguage);
  const title = `${words.event(chosen.search)} · ${words.label('title')}`;
  const calendar = ical({ name: title, prodId: { company: 'KP Astro Desk', product: 'Muhurta' } });
  const { timezone, place, latitude, longitude } = chosen.search;
  for (const window of windows) {
    calendar.createEvent({
      id: eventId(chosen, window),
      start: instantOf(window.start, timezone),
      end: instantOf(window.end, timezone),
      stamp: new Date(deps.clock.now()),
      summary: title,
      description: description(window, words),
      location: { title: place, geo: { lat: latitude, lon: longitude } },
    });
  }
  return { fileName: 'muhurta.ics', file: Readable.from([calendar.toString()]) };
}
