/**
 * The dasha parts of the KP sheet: the running dasha, bhukti and antara today, and the nine mahadashas beside
 * the bhuktis of the running one. Dates are shown in the astrologer's display formats.
 */
import type { PlanetSchedule, RunningPeriod } from '@kpdesk/contract';
import { CONTENT_WIDTH, heading, PAGE, table, type Pdf } from './pdf-document.js';
import type { PdfWords } from './pdf-words.js';
import { displayMoment, type SheetSubject } from './sheet-data.js';

type Box = { x: number; y: number; width: number };

function periodRow(subject: SheetSubject, name: string, period: RunningPeriod): string[] {
  const { words } = subject;
  if (!period.name || !period.start || !period.end) return [name, words.label('outsideSchedule'), '', ''];
  const lord = words.name(period.name);
  return [name, lord, displayMoment(subject, period.start), displayMoment(subject, period.end)];
}

/** One dated period of a lord as a numbered row. */
function scheduleRow(subject: SheetSubject, period: { lord: string; start: string; end: string }, i: number) {
  const lord = subject.words.name(period.lord);
  return [String(i + 1), lord, displayMoment(subject, period.start), displayMoment(subject, period.end)];
}

const periodColumns = (words: PdfWords, width: number, first: string) =>
  [first, words.label('lord'), words.label('from'), words.label('to')].map((title, i) => ({
    title,
    width: width * ([0.14, 0.18, 0.34, 0.34][i] ?? 0),
  }));

/** The running dasha chain today; answers the y below it. */
export function drawRunningPeriods(doc: Pdf, subject: SheetSubject, at: Box): number {
  const { data, words } = subject;
  const y = heading(doc, words.label('runningPeriods'), at.x, at.y, at.width);
  const rows = [
    periodRow(subject, words.label('dasha'), data.currentDasha),
    periodRow(subject, words.label('bhukti'), data.currentBhukti),
    periodRow(subject, words.label('antara'), data.currentAndharam),
  ];
  const columns = periodColumns(words, at.width, words.label('period'));
  return table(doc, { x: at.x, y, columns, rows });
}

/** The nine mahadashas, and beside them the bhuktis of the one running today; answers the y below. */
export function drawMahadashas(
  doc: Pdf,
  subject: SheetSubject,
  schedule: PlanetSchedule,
  top: number,
): number {
  const { words } = subject;
  const half = (CONTENT_WIDTH - 11) / 2;
  const columns = periodColumns(words, half, '#');
  const dashaRows = schedule.dashas.map((d, i) => scheduleRow(subject, d, i));
  let y = heading(doc, words.label('mahadashas'), PAGE.margin, top, half);
  const endLeft = table(doc, { x: PAGE.margin, y, columns, rows: dashaRows });
  const running = schedule.dashas.find((d) => d.lord === subject.data.currentDasha.name);
  if (!running) return endLeft;
  const right = PAGE.margin + half + 11;
  const bhuktisTitle = words.label('bhuktisOfDasha', { lord: words.name(running.lord) });
  y = heading(doc, bhuktisTitle, right, top, half);
  const bhuktiRows = running.bhuktis.map((b, i) => scheduleRow(subject, b, i));
  return Math.max(endLeft, table(doc, { x: right, y, columns, rows: bhuktiRows }));
}
