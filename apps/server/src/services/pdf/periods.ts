/**
 * The dasha parts of the KP sheet: the running dasha, bhukti and antara today, and the nine mahadashas beside
 * the bhuktis of the running one. Dates are shown in the astrologer's display formats.
 */
import type { PlanetSchedule, RunningPeriod } from '@kpdesk/contract';
import { label } from './pdf-labels.js';
import { CONTENT_WIDTH, heading, PAGE, table, type Pdf } from './pdf-document.js';
import { displayMoment, type SheetSubject } from './sheet-data.js';

type Box = { x: number; y: number; width: number };

function periodRow(subject: SheetSubject, name: string, period: RunningPeriod): string[] {
  if (!period.name || !period.start || !period.end) return [name, label('outsideSchedule'), '', ''];
  return [name, period.name, displayMoment(subject, period.start), displayMoment(subject, period.end)];
}

const periodColumns = (width: number, first: string) =>
  [first, label('lord'), label('from'), label('to')].map((title, i) => ({
    title,
    width: width * ([0.14, 0.18, 0.34, 0.34][i] ?? 0),
  }));

/** The running dasha chain today; answers the y below it. */
export function drawRunningPeriods(doc: Pdf, subject: SheetSubject, at: Box): number {
  const { data } = subject;
  const y = heading(doc, label('runningPeriods'), at.x, at.y, at.width);
  const rows = [
    periodRow(subject, label('dasha'), data.currentDasha),
    periodRow(subject, label('bhukti'), data.currentBhukti),
    periodRow(subject, label('antara'), data.currentAndharam),
  ];
  const columns = periodColumns(at.width, label('period'));
  return table(doc, { x: at.x, y, columns, rows });
}

/** The nine mahadashas, and beside them the bhuktis of the one running today; answers the y below. */
export function drawMahadashas(
  doc: Pdf,
  subject: SheetSubject,
  schedule: PlanetSchedule,
  top: number,
): number {
  const half = (CONTENT_WIDTH - 11) / 2;
  const columns = periodColumns(half, '#');
  const dashaRows = schedule.dashas.map((d, i) => [
    String(i + 1),
    d.lord,
    displayMoment(subject, d.start),
    displayMoment(subject, d.end),
  ]);
  let y = heading(doc, label('mahadashas'), PAGE.margin, top, half);
  const endLeft = table(doc, { x: PAGE.margin, y, columns, rows: dashaRows });
  const running = schedule.dashas.find((d) => d.lord === subject.data.currentDasha.name);
  if (!running) return endLeft;
  const right = PAGE.margin + half + 11;
  y = heading(doc, `${label('bhukti')}: ${running.lord} ${label('dasha')}`, right, top, half);
  const bhuktiRows = running.bhuktis.map((b, i) => [
    String(i + 1),
    b.lord,
    displayMoment(subject, b.start),
    displayMoment(subject, b.end),
  ]);
  return Math.max(endLeft, table(doc, { x: right, y, columns, rows: bhuktiRows }));
}
