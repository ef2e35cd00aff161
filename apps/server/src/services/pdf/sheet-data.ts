/**
 * What both PDFs print about the client and the astrologer, read through the services the pages use (the
 * client chart, the client record, the client chart data), with the ownership check of each: another
 * astrologer's client is the same 404 as a missing one.
 */
import {
  formatMomentForDisplay,
  momentAtOffset,
  parseMoment,
  type ClientChartData,
  type ClientRequest,
  type DisplayLanguage,
  type EffectiveSettings,
} from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import { notFound } from '../../errors.js';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { getClientChartData } from '../charts/chart-calls.js';
import { getClientRequest } from '../clients/clients.js';
import { pdfWords, type PdfWords } from './pdf-words.js';

/** The client, its chart data and the astrologer, as a sheet prints them. */
export interface SheetSubject {
  client: ClientRequest;
  clientName: string;
  data: ClientChartData;
  settings: EffectiveSettings;
  /** The words in the client's effective display language. */
  words: PdfWords;
  astrologer: { name: string; email: string; mobile: string };
  /** The astrologer's date today ('yyyy-MM-dd', on their profile's clock), for the file name and footer. */
  today: string;
  nowMs: number;
}

/** A subject as plain data, its words named by their language (a worker thread makes them again). */
export type PlainSubject = Omit<SheetSubject, 'words'> & { language: DisplayLanguage };

/** A subject as plain data, for the worker thread that draws its PDF. */
export const plainSubject = ({ words, ...rest }: SheetSubject): PlainSubject => ({
  ...rest,
  language: words.language,
});

/** A plain subject with its words again. */
export const withWords = ({ language, ...rest }: PlainSubject): SheetSubject => ({
  ...rest,
  words: pdfWords(language),
});

/** Loads the client (404 when not the astrologer's), its chart data and the astrologer. */
export async function loadSheetSubject(deps: ChartDeps, astrologerId: number, runningId: number) {
  const chart = await loadClientChart(deps, astrologerId, runningId);
  const client = await getClientRequest(deps, astrologerId, runningId);
  const data = await getClientChartData(deps, astrologerId, { userId: runningId });
  const row = await findAstrologerById(deps.db, astrologerId);
  if (!row) throw notFound();
  const nowMs = deps.clock.now();
  return {
    client,
    clientName: [client.firstName, client.lastName ?? ''].join(' ').trim(),
    data,
    settings: chart.settings,
    words: pdfWords(chart.settings.displayLanguage),
    astrologer: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, mobile: row.mobile },
    today: momentAtOffset(nowMs, row.timezone).date,
    nowMs,
  } satisfies SheetSubject;
}

/** A moment text 'yyyy-MM-dd HH:mm:ss' in the astrologer's display formats (kept as sent if unreadable). */
export function displayMoment(subject: SheetSubject, text: string): string {
  const moment = parseMoment(text);
  return moment ? formatMomentForDisplay(moment, subject.settings) : text;
}

/**
 * The birth line under a sheet's title: the moment the chart is cast for, place, coordinates and zone. With a
 * chosen correction the chart is cast for it, so the line prints the corrected time and says so, with the
 * recorded time beside it: a printout never contradicts its chart.
 */
export function birthLine(subject: SheetSubject): string {
  const { client, words } = subject;
  const recorded = displayMoment(subject, `${client.birthDate} ${client.birthTime}`);
  const corrected = client.birthTimeCorrected;
  const line = words.label('birth', {
    moment: corrected ? displayMoment(subject, corrected) : recorded,
    place: client.birthCity,
    latitude: client.birthLatitude.toFixed(4),
    longitude: client.birthLongitude.toFixed(4),
    zone: `UTC${client.birthTimezone >= 0 ? '+' : ''}${client.birthTimezone}`,
  });
  return corrected ? `${line} (${words.label('recordedBirth', { moment: recorded })})` : line;
}

/** The footer's two sides: the astrologer with email and mobile, and the day the sheet was made. */
export function footerLines(subject: SheetSubject) {
  const { astrologer, words } = subject;
  return {
    left: `${words.label('preparedBy', { name: astrologer.name })} · ${astrologer.email} · ${astrologer.mobile}`,
    right: words.label('generated', { date: subject.today }),
  };
}

/**
 * A file name from its words, ASCII letters, digits, spaces, dots and dashes only: the download header carries
 * it as plain text, so other characters (quotes, slashes, non-Latin letters) are dropped.
 */
export function pdfFileName(words: string): string {
  const safe = words
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'KP Astro Desk'}.pdf`;
}
