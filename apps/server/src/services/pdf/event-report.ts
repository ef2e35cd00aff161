/**
 * The Advanced Stellar System report of one event on one A4 page (GET /pdf/report/{runningId}/{eventKey}, read
 * by event-report-download.ts):
 * the event's houses, the categories of the nine planets (saved, or the proposal marked as such), the
 * destiny rows, the prosperity summary, the saved report comment and the coming periods of the top-ranked
 * planets. Read through the event services the Advanced Stellar System page uses.
 */
import { eventGroupSchema, type EventData, type PiltChart, type ProsperityChart } from '@kpdesk/contract';
import { ENGLISH_LABELS, fillLabel, type LabelKey } from './pdf-labels.js';
import { writeScriptParagraph } from './script-text.js';
import {
  CONTENT_WIDTH,
  bytesOf,
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
const HALF = (CONTENT_WIDTH - 11) / 2;

interface Report {
  subject: SheetSubject;
  event: EventData;
  prosperity: ProsperityChart;
  pilt: PiltChart;
}

type EventGroup = (typeof eventGroupSchema.options)[number];
const values = (list: string) => list.split(',').map(Number);
const widths = (titles: readonly string[], shares: readonly number[], total: number) =>
  titles.map((title, i) => ({ title, width: total * (shares[i] ?? 0) }));

/** A planet category's name (Favourable (More) … Unfavourable (More)) in the language, '-' when unset. */
function categoryName(report: Report, value: number | undefined): string {
  const category = report.event.allPlanetCategory.find((c) => c.value === value);
  return category ? report.subject.words.name(category.longName) : '-';
}

/** An event house group with its cusp numbers, in the language ('Primary 10'). */
const groupHouses = (report: Report, group: EventGroup, houses: string | number) =>
  report.subject.words.label('eventGroupHouses', { group: report.subject.words.label(group), houses });

function drawTitle(doc: Pdf, report: Report): number {
  const { currentEvent } = report.event;
  const { label } = report.subject.words;
  const line = (y: number) => ({ x: LEFT, y: PAGE.margin + y, width: CONTENT_WIDTH, size: 8.5 });
  const title = label('reportHeading', { event: report.subject.words.name(currentEvent.name) });
  textAt(doc, title, { ...line(0), size: 14, bold: true });
  textAt(doc, `${report.subject.clientName} · ${birthLine(report.subject)}`, line(20));
  const houses = eventGroupSchema.options
    .filter((group) => currentEvent[group] !== '')
    .map((group) => groupHouses(report, group, currentEvent[group]))
    .join('; ');
  textAt(doc, label('eventHouses', { houses }), line(32));
  return PAGE.margin + 50;
}

function drawCategories(doc: Pdf, report: Report, top: number): number {
  const { userEvent, eventSignificators } = report.event;
  const { label, name } = report.subject.words;
  const saved = values(userEvent.planetCategory);
  const order = values(userEvent.planetOrder);
  const combined = values(userEvent.planetCombinedCategory);
  const title = label(userEvent.isSaved ? 'categoriesHeading' : 'categoriesProposed');
  const y = heading(doc, title, LEFT, top, CONTENT_WIDTH);
  const rows = eventSignificators.map((s, i) => [
    name(s.name),
    s.significators,
    label(s.houseClass as LabelKey),
    categoryName(report, saved[i]),
    order[i] ? String(order[i]) : '-',
    categoryName(report, combined[i]),
  ]);
  const titles = [
    label('planet'),
    label('significators'),
    label('houseClass'),
    label('category'),
    label('order'),
    label('combined'),
  ];
  return table(doc, {
    x: LEFT,
    y,
    columns: widths(titles, [0.12, 0.2, 0.14, 0.22, 0.08, 0.24], CONTENT_WIDTH),
    rows,
  });
}

function drawDestiny(doc: Pdf, report: Report, top: number): number {
  const { event } = report;
  const { label, name } = report.subject.words;
  const side = (sideName: string, rows: EventData['supportiveDestinyRows'], results: string, x: number) => {
    const y = heading(doc, label('destinyHeading', { side: sideName }), x, top, HALF);
    const categories = values(results);
    const cells = rows.map((row, i) => [
      groupHouses(report, row.group, row.cusp),
      name(row.subLord),
      categoryName(report, categories[i]),
    ]);
    const titles = [label('destinyRow'), label('subLord'), label('category')];
    return table(doc, { x, y, columns: widths(titles, [0.34, 0.26, 0.4], HALF), rows: cells });
  };
  const left = side(
    label('supportive'),
    event.supportiveDestinyRows,
    event.userEvent.supportiveDestinyCategory,
    LEFT,
  );
  const right = side(
    label('opposing'),
    event.opposingDestinyRows,
    event.userEvent.opposingDestinyCategory,
    LEFT + HALF + 11,
  );
  return Math.max(left, right);
}

/** The labels of the links of a planet's chain, as the engine names them (ChainElement). */
const CHAIN_LABELS: Readonly<Record<string, LabelKey>> = {
  Planet: 'planet',
  'Star lord': 'starLord',
  'Sub lord': 'subLord',
  'Sub-sub lord': 'subSubLord',
};

function drawProsperity(doc: Pdf, report: Report, top: number): number {
  const { label, name } = report.subject.words;
  const element = (english: string) => {
    const key = CHAIN_LABELS[english];
    return key ? label(key) : english;
  };
  const y = heading(doc, label('prosperityHeading'), LEFT, top, CONTENT_WIDTH);
  const rows = report.prosperity.map((planet) => [
    name(planet.planet),
    planet.rows
      .map((row) => `${element(row.element)} ${name(row.planet)}: ${label(row.houseClass)}`)
      .join(' · '),
  ]);
  const titles = [label('planet'), label('prosperityColumn')];
  return table(doc, {
    x: LEFT,
    y,
    columns: widths(titles, [0.12, 0.88], CONTENT_WIDTH),
    rows,
    fontSize: 6.5,
  });
}

/** The most of a comment the page holds (about ten full lines at 8.5 pt); a longer one ends in an ellipsis. */
const COMMENT_CHARACTERS = 1100;

function drawComment(doc: Pdf, report: Report, top: number): number {
  const { label } = report.subject.words;
  const y = heading(doc, label('commentHeading'), LEFT, top, CONTENT_WIDTH);
  const { userEvent } = report.event;
  const saved = userEvent.isSaved ? userEvent.prediction : '';
  const text = saved === '' ? label('noComment') : saved;
  // Cut by characters, not by pdfkit's height option: a comment may mix scripts, set as chained runs.
  const shown =
    [...text].length > COMMENT_CHARACTERS ? `${[...text].slice(0, COMMENT_CHARACTERS).join('')}…` : text;
  return writeScriptParagraph(doc, shown, { x: LEFT, y, width: CONTENT_WIDTH, size: 8.5 }) + 8;
}

function drawPeriods(doc: Pdf, report: Report, top: number): number {
  const { subject, pilt } = report;
  const { label, name } = subject.words;
  const planets = pilt.rankedPlanets.map(name).join(', ');
  const y = heading(doc, label('periodsHeading', { planets }), LEFT, top, CONTENT_WIDTH);
  const room = Math.floor((PAGE.height - PAGE.margin - 30 - y) / 11) - 1;
  const rows = pilt.periods
    .slice(0, Math.max(room, 0))
    .map((p) => [
      name(p.dasha),
      name(p.bhukti),
      name(p.antara),
      displayMoment(subject, p.start),
      displayMoment(subject, p.end),
    ]);
  if (rows.length === 0) {
    textAt(doc, label('noPeriods'), { x: LEFT, y, width: CONTENT_WIDTH, size: 8 });
    return y + 14;
  }
  const titles = [label('dasha'), label('bhukti'), label('antara'), label('from'), label('to')];
  return table(doc, {
    x: LEFT,
    y,
    columns: widths(titles, [0.16, 0.16, 0.16, 0.26, 0.26], CONTENT_WIDTH),
    rows,
  });
}

/** What an event report prints, as plain data (structured-clonable): read on the event loop, drawn in a worker. */
export interface EventReportInput {
  subject: PlainSubject;
  event: EventData;
  prosperity: ProsperityChart;
  pilt: PiltChart;
}

/** The words of a report's title and file name. */
const titleNames = ({ subject, event }: EventReportInput) => ({
  client: subject.clientName,
  event: event.currentEvent.name,
  date: subject.today,
});

/** The event report drawn from its data: the PDF's bytes. */
export async function drawEventReport(input: EventReportInput): Promise<Uint8Array> {
  const report: Report = { ...input, subject: withWords(input.subject) };
  const { words } = report.subject;
  const names = titleNames(input);
  const doc = createA4Pdf({
    title: words.label('reportDocumentTitle', { ...names, event: words.name(names.event) }),
    author: report.subject.astrologer.name,
    subject: words.label('reportTitle'),
    createdAtMs: report.subject.nowMs,
  });
  let y = drawTitle(doc, report);
  for (const draw of [drawCategories, drawDestiny, drawProsperity, drawComment, drawPeriods])
    y = draw(doc, report, y);
  footer(doc, footerLines(report.subject));
  return bytesOf(doc);
}

/** The file name of a report: English words, as the download header carries ASCII only (see pdfFileName). */
export const eventReportFileName = (input: EventReportInput) =>
  pdfFileName(fillLabel(ENGLISH_LABELS.reportDocumentTitle, titleNames(input)));
