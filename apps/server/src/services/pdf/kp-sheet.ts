/**
 * The one-page A4 KP sheet (GET /pdf/kpsheet/{runningId}, read by kp-sheet-download.ts). Top: title, birth line and calculation profile;
 * then the birth chart in the astrologer's style beside the client details, ruling planets and running
 * periods; then the planets and cusps with their lords, the significators, the mahadashas; the footer names
 * the astrologer. Every value comes from the service of the matching page, so the sheet and the pages agree.
 */
import {
  cuspalPositionLayout,
  cuspalSignificatorCuspalLayout,
  planetaryPositionLayout,
  rulingPlanetLayout,
  selfSignificatorLayout,
  type BirthChartData,
  type ChartTable,
  type PlanetSchedule,
} from '@kpdesk/contract';
import { chartStyleName, drawChart } from './chart-figure.js';
import {
  bytesOf,
  CONTENT_WIDTH,
  createA4Pdf,
  footer,
  heading,
  keyValues,
  PAGE,
  table,
  textAt,
  type Pdf,
} from './pdf-document.js';
import type { PdfWords } from './pdf-words.js';
import { drawMahadashas, drawRunningPeriods } from './periods.js';
import {
  birthLine,
  footerLines,
  pdfFileName,
  withWords,
  type PlainSubject,
  type SheetSubject,
} from './sheet-data.js';
import { ENGLISH_LABELS } from './pdf-labels.js';

const LEFT = PAGE.margin;
const HALF = (CONTENT_WIDTH - 11) / 2;
const RIGHT = LEFT + HALF + 11;
const CHART_SIZE = 205;

const HOUSE_PHRASES = {
  Placidus: 'Placidus houses',
  Porphyry: 'Porphyry houses (Placidus has no solution here)',
} as const;

function drawTitle(doc: Pdf, subject: SheetSubject): number {
  const { profile } = subject.data;
  const { label } = subject.words;
  const line = (y: number) => ({ x: LEFT, y: PAGE.margin + y, width: CONTENT_WIDTH, size: 8.5 });
  const title = label('kpSheetHeading', { client: subject.clientName });
  textAt(doc, title, { ...line(0), size: 15, bold: true });
  textAt(doc, birthLine(subject), line(21));
  // The screens' calculation-profile phrases, so the sheet and the page say the same words in every language.
  const { name } = subject.words;
  const settings = {
    ayanamsa: profile.ayanamsaName,
    degree: profile.ayanamsaDegree,
    houses: name(HOUSE_PHRASES[profile.houseSystemUsed]),
    nodes: name(profile.nodeType === 'mean' ? 'Mean node' : 'True node'),
    ephemeris: name(profile.ephemeris),
  };
  textAt(doc, label('profile', settings), line(33));
  return PAGE.margin + 50;
}

function detailPairs(subject: SheetSubject): [string, string][] {
  const d = subject.data;
  const { label, name } = subject.words;
  const lagnaLords = [d.cuspalSignLord, d.cuspalStarLord, d.cuspalSubStarLord].map(name).join(' / ');
  return [
    [
      label('star'),
      label('starValue', { star: name(d.starName), patham: d.pathamNumber, lord: name(d.starLord) }),
    ],
    [label('sign'), label('signValue', { sign: name(d.signName), lord: name(d.signLord) })],
    [label('lagna'), name(d.cuspalSignName)],
    [label('lagnaLords'), lagnaLords],
    [label('dayLord'), `${name(d.dayLord)} (${name(d.hinduDay)})`],
    [label('thithi'), thithiText(subject.words, d.thithiName, d.thithiPaksha)],
  ];
}

/** The thithi with its paksha as Client Details writes it, one phrase of the language with the name in its slot. */
function thithiText({ name }: PdfWords, thithi: string, paksha: string): string {
  const phrase = paksha === 'Shukla' ? '{{thithi}} (Shukla Paksha)' : '{{thithi}} (Krishna Paksha)';
  return name(phrase).replace('{{thithi}}', name(thithi));
}

/**
 * The rulers of the ruling planets table in the language, by row: the contract fixes the rows as Lagna, Moon,
 * Day Lord (rulingPlanetLayout), so the row's place names it and its text is never compared.
 */
function rulerNames(words: PdfWords): readonly string[] {
  return [words.label('lagna'), words.name('Moon'), words.label('rulerDayLord')];
}

function drawDetails(doc: Pdf, subject: SheetSubject, top: number): number {
  const { words } = subject;
  const { label, name } = words;
  const x = LEFT + CHART_SIZE + 14;
  const width = PAGE.width - PAGE.margin - x;
  let y = heading(doc, label('detailsHeading'), x, top, width);
  y = keyValues(doc, detailPairs(subject), { x, y, width });
  y = heading(doc, label('rulingPlanets'), x, y, width);
  const rulers = rulerNames(words);
  const ruling = subject.data.rulingPlanets.rows.map((row, i) => {
    const cells = rulingPlanetLayout.read(row);
    const lords = [cells.planet, cells.signLord, cells.starLord, cells.subLord].map(name);
    return [rulers[i] ?? name(cells.ruler), ...lords];
  });
  const cols = [label('ruler'), label('planet'), label('signLord'), label('starLord'), label('subLord')];
  y = table(doc, { x, y, columns: cols.map((title) => ({ title, width: width / 5 })), rows: ruling });
  return drawRunningPeriods(doc, subject, { x, y, width });
}

const positionColumns = ({ label }: PdfWords, first: string) =>
  [
    first,
    label('sign'),
    label('degree'),
    label('signLordShort'),
    label('starLordShort'),
    label('subLordShort'),
  ].map((title, i) => ({ title, width: [46, 50, 50, 42, 42, HALF - 230][i] ?? 40 }));

function positionRows(words: PdfWords, answer: ChartTable, read: typeof planetaryPositionLayout.read) {
  const { name } = words;
  return answer.rows.map((row) => {
    const c = read(row);
    const body = c.retro ? words.label('retrograde', { planet: name(c.name) }) : name(c.name);
    return [body, name(c.sign), c.degree, name(c.signLord), name(c.starLord), name(c.subLord)];
  });
}

function drawPositions(doc: Pdf, words: PdfWords, tables: SheetTables, top: number): number {
  const { label } = words;
  const left = heading(doc, label('planetsHeading'), LEFT, top, HALF);
  const planets = positionRows(words, tables.planets, planetaryPositionLayout.read);
  const planetColumns = positionColumns(words, label('planet'));
  const endLeft = table(doc, { x: LEFT, y: left, columns: planetColumns, rows: planets });
  const right = heading(doc, label('cuspsHeading'), RIGHT, top, HALF);
  const cusps = positionRows(words, tables.cusps, cuspalPositionLayout.read);
  const cuspColumns = positionColumns(words, label('cusp'));
  const endRight = table(doc, { x: RIGHT, y: right, columns: cuspColumns, rows: cusps });
  return Math.max(endLeft, endRight);
}

function drawSignificators(doc: Pdf, words: PdfWords, tables: SheetTables, top: number): number {
  const { label, shortPlanet, shortPlanets } = words;
  const left = heading(doc, label('planetSignificators'), LEFT, top, HALF);
  const self = tables.self.rows.map((row) => {
    const c = selfSignificatorLayout.read(row);
    return [shortPlanet(c.planet), c.cl, c.occ, c.cst, c.csl];
  });
  const selfColumns = [label('planet'), 'CL', 'OCC', 'CST', 'CSL'].map((title, i) => ({
    title,
    width: i === 0 ? 40 : (HALF - 40) / 4,
  }));
  const endLeft = table(doc, { x: LEFT, y: left, columns: selfColumns, rows: self });
  const right = heading(doc, label('cuspalSignificators'), RIGHT, top, HALF);
  const cuspal = tables.cuspal.rows.map((row) => {
    const c = cuspalSignificatorCuspalLayout.read(row);
    return [c.house, ...[c.a, c.b, c.c, c.d, c.e, c.f].map(shortPlanets)];
  });
  const cuspalColumns = [label('house'), 'A', 'B', 'C', 'D', 'E', 'F'].map((title, i) => ({
    title,
    width: i === 0 ? 28 : (HALF - 28) / 6,
  }));
  const endRight = table(doc, { x: RIGHT, y: right, columns: cuspalColumns, rows: cuspal, fontSize: 6.5 });
  return Math.max(endLeft, endRight);
}

export interface SheetTables {
  planets: ChartTable;
  cusps: ChartTable;
  self: ChartTable;
  cuspal: ChartTable;
}

/** What a KP sheet prints, as plain data (structured-clonable): read on the event loop, drawn in a worker. */
export interface KpSheetInput {
  subject: PlainSubject;
  chart: BirthChartData;
  tables: SheetTables;
  schedule: PlanetSchedule;
}

/** The KP sheet drawn from its data: the PDF's bytes. */
export async function drawKpSheet(input: KpSheetInput): Promise<Uint8Array> {
  const subject = withWords(input.subject);
  const { chart, tables, schedule } = input;
  const { words } = subject;
  const doc = createA4Pdf({
    title: `${subject.clientName} ${words.label('kpSheetTitle')} ${subject.today}`,
    author: subject.astrologer.name,
    subject: words.label('kpSheetTitle'),
    createdAtMs: subject.nowMs,
  });
  const top = drawTitle(doc, subject);
  const caption = words.label('chartStyle', { style: chartStyleName(chart, words) });
  textAt(doc, caption, { x: LEFT, y: top, width: CHART_SIZE, size: 8, bold: true });
  drawChart(doc, chart, { x: LEFT, y: top + 13, size: CHART_SIZE }, words);
  const belowTop = Math.max(top + CHART_SIZE + 20, drawDetails(doc, subject, top));
  const belowPositions = drawPositions(doc, words, tables, belowTop);
  const belowSignificators = drawSignificators(doc, words, tables, belowPositions);
  drawMahadashas(doc, subject, schedule, belowSignificators);
  footer(doc, footerLines(subject));
  return bytesOf(doc);
}

/** The file name of a KP sheet: English words, as the download header carries ASCII only (see pdfFileName). */
export const kpSheetFileName = (subject: PlainSubject) =>
  pdfFileName(`${subject.clientName} ${ENGLISH_LABELS.kpSheetTitle} ${subject.today}`);
