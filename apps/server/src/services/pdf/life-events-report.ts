/**
 * GET /pdf/lifeevents/{runningId}: the Life Events & Rectification page on paper, for the client: each life
 * event with its dasha, bhukti and antara (lord, category, value), promise and score; the dasha timeline with
 * the events on it; and, when a rectification was chosen (the saved birth time correction), the chosen time
 * beside the recorded one, its Ascendant's lords and its score, the events above being its evidence. Read
 * through the services the page uses, so paper and screen agree. As many A4 pages as the events need.
 */
import {
  formatDate,
  formatTime,
  type LifeEvent,
  type LifeEventPeriod,
  type PlanetSchedule,
} from '@kpdesk/contract';
import { drawTimeline } from './life-events-timeline.js';
import { ENGLISH_LABELS, fillLabel } from './pdf-labels.js';
import {
  bytesOf,
  CONTENT_WIDTH,
  createA4Pdf,
  footer,
  heading,
  PAGE,
  table,
  textAt,
  type Pdf,
} from './pdf-document.js';
import {
  birthLine,
  displayMoment,
  footerLines,
  pdfFileName,
  withWords,
  type PlainSubject,
  type SheetSubject,
} from './sheet-data.js';

const LEFT = PAGE.margin;
/** The lowest a row may reach before the footer. */
const BOTTOM = PAGE.height - PAGE.margin - 30;
const ROW_FONT = 6.5;
const ROW_HEIGHT = ROW_FONT + 3.5;
const SHARES = [0.19, 0.15, 0.17, 0.17, 0.17, 0.1, 0.05] as const;

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Paper keeps one page's footer before the next page starts. */
function nextPage(doc: Pdf, subject: SheetSubject): number {
  footer(doc, footerLines(subject));
  doc.addPage();
  return PAGE.margin;
}

function whenOf(subject: SheetSubject, event: LifeEvent): string {
  const { settings, words } = subject;
  const day = formatDate(event.date, settings.dateFormat);
  if (!event.time) return words.label('timeNotKnown', { date: day });
  const zone = event.timezone === null ? '' : ` (GMT${event.timezone >= 0 ? '+' : ''}${event.timezone})`;
  return `${day} ${formatTime(event.time, settings.timeFormat)}${zone}`;
}

function periodCell(words: SheetSubject['words'], period: LifeEventPeriod | undefined): string {
  if (!period) return '';
  const category = period.category === null ? '' : ` · ${words.name(period.category)}`;
  return `${words.name(period.lord)}${category} ${period.value === null ? '' : signed(period.value)}`.trim();
}

function eventRow(subject: SheetSubject, event: LifeEvent, i: number): string[] {
  const { words } = subject;
  const level = (name: LifeEventPeriod['level']) => event.periods.find((p) => p.level === name);
  return [
    `${i + 1}. ${words.name(event.eventName)}`,
    whenOf(subject, event),
    periodCell(words, level('dasha')),
    periodCell(words, level('bhukti')),
    periodCell(words, level('antara')),
    `${words.shortPlanet(event.promise.subLord)} ${signed(event.promise.value)}`,
    signed(event.score),
  ];
}

/** The events table, carried over as many pages as it needs; answers the y below it. */
function drawEvents(doc: Pdf, subject: SheetSubject, events: readonly LifeEvent[], top: number): number {
  const { label } = subject.words;
  let y = heading(doc, label('lifeEventsTable'), LEFT, top, CONTENT_WIDTH);
  if (events.length === 0) {
    textAt(doc, label('noLifeEvents'), { x: LEFT, y, width: CONTENT_WIDTH, size: 8 });
    return y + 14;
  }
  const titles = ['event', 'date', 'dasha', 'bhukti', 'antara', 'promise', 'score'] as const;
  const columns = titles.map((key, i) => ({ title: label(key), width: CONTENT_WIDTH * (SHARES[i] ?? 0) }));
  const rows = events.map((event, i) => eventRow(subject, event, i));
  let at = 0;
  while (at < rows.length) {
    const room = Math.max(Math.floor((BOTTOM - y) / ROW_HEIGHT) - 1, 0);
    if (room === 0) {
      y = nextPage(doc, subject);
      continue;
    }
    y = table(doc, { x: LEFT, y, columns, rows: rows.slice(at, at + room), fontSize: ROW_FONT });
    at += room;
    if (at < rows.length) y = nextPage(doc, subject);
  }
  return y + 4;
}

/** The chosen rectification, or the sentence that none was chosen; answers the y below it. */
function drawChosen(
  doc: Pdf,
  chosen: { subject: SheetSubject; events: readonly LifeEvent[]; ascendant: string },
  top: number,
): number {
  const { subject, events } = chosen;
  const { client, words } = subject;
  let y = top + 60 > BOTTOM ? nextPage(doc, subject) : top;
  y = heading(doc, words.label('chosenHeading'), LEFT, y, CONTENT_WIDTH);
  const line = (text: string, bold = false) => {
    textAt(doc, text, { x: LEFT, y, width: CONTENT_WIDTH, size: 8, bold });
    y += 12;
  };
  if (!client.birthTimeCorrected) {
    line(words.label('noRectification'));
    return y;
  }
  const recorded = displayMoment(subject, `${client.birthDate} ${client.birthTime}`);
  const moment = displayMoment(subject, client.birthTimeCorrected);
  line(words.label('chosenMoment', { moment, recorded }), true);
  line(`${words.label('ascendantLords')}: ${chosen.ascendant}`);
  const score = events.reduce((sum, e) => sum + e.score, 0);
  const up = events.filter((e) => e.score > 0).length;
  const down = events.filter((e) => e.score < 0).length;
  line(words.label('chosenScore', { score: signed(score), up, down }));
  line(words.label('chosenEvidence'));
  return y;
}

/** What a life-events PDF prints, as plain data (structured-clonable): read on the event loop, drawn in a worker. */
export interface LifeEventsReportInput {
  subject: PlainSubject;
  events: LifeEvent[];
  schedule: PlanetSchedule;
  /** The Ascendant's sign, star and sub lord of the chart the events are judged in. */
  lords: { signLord: string; starLord: string; subLord: string };
}

/** The life-events PDF drawn from its data: the PDF's bytes. */
export async function drawLifeEventsReport(input: LifeEventsReportInput): Promise<Uint8Array> {
  const subject = withWords(input.subject);
  const { events, schedule, lords } = input;
  const { words } = subject;
  const ascendant = [lords.signLord, lords.starLord, lords.subLord].map(words.name).join(' / ');
  const names = { client: subject.clientName, date: subject.today };
  const doc = createA4Pdf({
    title: words.label('lifeEventsDocumentTitle', names),
    author: subject.astrologer.name,
    subject: words.label('lifeEventsTitle'),
    createdAtMs: subject.nowMs,
  });
  textAt(doc, words.label('lifeEventsHeading', { client: subject.clientName }), {
    x: LEFT,
    y: PAGE.margin,
    width: CONTENT_WIDTH,
    size: 14,
    bold: true,
  });
  textAt(doc, birthLine(subject), { x: LEFT, y: PAGE.margin + 20, width: CONTENT_WIDTH, size: 8.5 });
  let y = heading(doc, words.label('timelineHeading'), LEFT, PAGE.margin + 40, CONTENT_WIDTH);
  y = drawTimeline(
    doc,
    { schedule, events, today: subject.today, words },
    { x: LEFT, y, width: CONTENT_WIDTH },
  );
  y = drawEvents(doc, subject, events, y + 4);
  drawChosen(doc, { subject, events, ascendant }, y + 4);
  footer(doc, footerLines(subject));
  return bytesOf(doc);
}

/** The file name of a life-events PDF: English words, as the download header carries ASCII only. */
export const lifeEventsFileName = ({ subject }: LifeEventsReportInput) =>
  pdfFileName(
    fillLabel(ENGLISH_LABELS.lifeEventsDocumentTitle, { client: subject.clientName, date: subject.today }),
  );
