/**
 * The match of two clients as a one-page A4 PDF, in the order of the Match page: the KP judgement first (both
 * 7th cusp sub lords with their houses and verdicts, whether both promise, the periods both run), then the 36
 * points with both partners' values, the doshas with the rules that cancel them and the raw and restored totals
 * side by side, then the ten poruthams and Manglik. Every name is the page's word (contract/match-words.ts).
 */
import {
  matchWords,
  momentAtOffset,
  type DisplayLanguage,
  type MatchAnswer,
  type MatchWords,
} from '@kpdesk/contract';
import {
  CONTENT_WIDTH,
  PAGE,
  bytesOf,
  createA4Pdf,
  footer,
  heading,
  keyValues,
  table,
  textAt,
  type Pdf,
} from '../pdf/pdf-document.js';
import { authorName, type PdfAuthor } from '../pdf/pdf-author.js';
import { pdfWords, type PdfWords } from '../pdf/pdf-words.js';
import { pdfFileName } from '../pdf/sheet-data.js';
import { doshaRows, kootaRows, kpRows, manglikRows, periodRows, poruthamRows } from './match-pdf-rows.js';

/** What the tables hold, worded once, so the page can be measured before it is drawn. */
interface Rows {
  kp: string[][];
  periods: string[][];
  kootas: string[][];
  doshas: string[][];
  poruthams: string[][];
  manglik: string[][];
}

interface Words {
  match: MatchWords;
  pdf: PdfWords;
}

/** Font sizes of the tables: the periods are the longest, set a little smaller. */
const TABLE_SIZE = 7.5;
const PERIOD_SIZE = 7;
/** Height of a heading with its rule, of a line of text, and the gap between sections. */
const HEADING_HEIGHT = 16;
const LINE = 11;
const GAP = 2;
/** The lowest y a section may reach: above the footer's rule. */
const BOTTOM = PAGE.height - PAGE.margin - 24;

/** The height `table()` gives `rows` rows (and its header) at `size`. */
const tableHeight = (rows: number, size = TABLE_SIZE) => (rows + 1) * (size + 3.5) + 4;

const columnsOf = (titles: readonly string[], fractions: readonly number[], width = CONTENT_WIDTH) =>
  titles.map((title, i) => ({ title, width: width * fractions[i]! }));

/** The height of everything under the periods: the 36 points, doshas, poruthams and Manglik. */
function heightBelowPeriods(match: MatchAnswer, rows: Rows): number {
  const ashtakoota = HEADING_HEIGHT + tableHeight(rows.kootas.length) + 15 + tableHeight(rows.doshas.length);
  const poruthams = HEADING_HEIGHT + tableHeight(Math.ceil(rows.poruthams.length / 2));
  const manglik =
    HEADING_HEIGHT + tableHeight(rows.manglik.length) + (match.manglik.reducedByBoth ? LINE : 0);
  return ashtakoota + poruthams + manglik + 3 * GAP;
}

/** How many period rows fit between `top` and the sections below them (the rest are counted in a note). */
function periodRowsThatFit(match: MatchAnswer, rows: Rows, top: number): number {
  const space = BOTTOM - top - heightBelowPeriods(match, rows) - HEADING_HEIGHT - GAP;
  if (tableHeight(rows.periods.length, PERIOD_SIZE) <= space) return rows.periods.length;
  const rowHeight = PERIOD_SIZE + 3.5;
  return Math.max(0, Math.floor((space - LINE - 4) / rowHeight) - 1);
}

function personPairs(match: MatchAnswer, w: MatchWords): [string, string][] {
  const person = (p: MatchAnswer['bride']) =>
    `${p.runningId} - ${p.name} · ${w.star(p.moon.nakshatra)} ${w.label('pada')} ${p.moon.pada} · ${w.sign(p.moon.sign)}`;
  const pairs: [string, string][] = [
    [w.label('bride'), person(match.bride)],
    [w.label('groom'), person(match.groom)],
  ];
  if (match.ayanamsaDiffers) pairs.push(['', w.label('ayanamsaDiffers')]);
  return pairs;
}

function drawKp(doc: Pdf, match: MatchAnswer, rows: Rows, { match: w, pdf }: Words, y: number): number {
  const { kp } = match;
  let top = heading(doc, w.label('kpJudgement'), PAGE.margin, y, CONTENT_WIDTH);
  const titles = ['', pdf.label('cusp7SubLord'), w.label('houses'), w.label('verdict')];
  const columns = columnsOf(titles, [0.3, 0.18, 0.2, 0.32]);
  top = table(doc, { x: PAGE.margin, y: top, columns, rows: rows.kp });
  const ruling = kp.rulingPlanets
    .map((r) => `${w.planet(r.planet)}${r.isRetrograde ? ` (${w.label('retrograde')})` : ''}`)
    .join(', ');
  const lines = [
    kp.bothPromise ? w.label('bothPromise') : w.label('notBothPromise'),
    `${w.label('rulingPlanets')} (${w.label('reportMoment')} ${kp.moment}, ${kp.place}): ${ruling}`,
  ];
  lines.forEach((text, i) =>
    textAt(doc, text, { x: PAGE.margin, y: top + i * LINE, width: CONTENT_WIDTH, size: 7.5, bold: i === 0 }),
  );
  return top + lines.length * LINE;
}

function drawPeriods(doc: Pdf, match: MatchAnswer, rows: Rows, { match: w, pdf }: Words, y: number): number {
  const { window } = match.kp;
  const title = `${w.label('periods')} (${window.from.slice(0, 10)} – ${window.to.slice(0, 10)})`;
  const top = heading(doc, title, PAGE.margin, y, CONTENT_WIDTH);
  if (rows.periods.length === 0) {
    textAt(doc, w.label('noPeriods'), { x: PAGE.margin, y: top, width: CONTENT_WIDTH, size: 7.5 });
    return top + LINE;
  }
  const shown = rows.periods.slice(0, periodRowsThatFit(match, rows, y));
  const titles = [w.label('from'), w.label('to'), w.label('bride'), w.label('groom')];
  const columns = columnsOf(titles, [0.15, 0.15, 0.35, 0.35]);
  const below = table(doc, { x: PAGE.margin, y: top, columns, rows: shown, fontSize: PERIOD_SIZE });
  const more = rows.periods.length - shown.length;
  if (more === 0) return below;
  const note = pdf.label('morePeriods', { count: more });
  textAt(doc, note, { x: PAGE.margin, y: below, width: CONTENT_WIDTH, size: PERIOD_SIZE });
  return below + LINE;
}

function drawAshtakoota(doc: Pdf, match: MatchAnswer, rows: Rows, w: MatchWords, y: number): number {
  const a = match.ashtakoota;
  let top = heading(doc, w.label('ashtakoota'), PAGE.margin, y, CONTENT_WIDTH);
  const titles = [w.label('koota'), w.label('bride'), w.label('groom'), w.label('points')];
  const columns = columnsOf(titles, [0.25, 0.3, 0.3, 0.15]);
  top = table(doc, { x: PAGE.margin, y: top, columns, rows: rows.kootas });
  // The raw and the restored totals side by side on one line (C10: the raw points are never changed).
  const totals =
    `${w.label('total')}: ${a.total} / 36 (${w.band(a.band)})   ·   ` +
    `${w.label('totalWithCancellations')}: ${a.totalWithCancellations} / 36 (${w.band(a.bandWithCancellations)})`;
  textAt(doc, totals, { x: PAGE.margin, y: top, width: CONTENT_WIDTH, size: 8.5, bold: true });
  const doshaColumns = columnsOf([w.label('dosha'), '', w.label('cancelledBy')], [0.2, 0.1, 0.7]);
  return table(doc, { x: PAGE.margin, y: top + 15, columns: doshaColumns, rows: rows.doshas });
}

function drawPoruthams(doc: Pdf, match: MatchAnswer, rows: Rows, w: MatchWords, y: number): number {
  const title = `${w.label('poruthams')} · ${w.label('poruthamTotal')}: ${match.poruthamTotal} / 10`;
  const top = heading(doc, title, PAGE.margin, y, CONTENT_WIDTH);
  const half = (CONTENT_WIDTH - 12) / 2;
  const columns = columnsOf([w.label('porutham'), '', w.label('mustPass')], [0.45, 0.3, 0.25], half);
  const middle = Math.ceil(rows.poruthams.length / 2);
  const left = table(doc, { x: PAGE.margin, y: top, columns, rows: rows.poruthams.slice(0, middle) });
  const right = table(doc, {
    x: PAGE.margin + half + 12,
    y: top,
    columns,
    rows: rows.poruthams.slice(middle),
  });
  return Math.max(left, right);
}

function drawManglik(doc: Pdf, match: MatchAnswer, rows: Rows, w: MatchWords, y: number): number {
  let top = heading(doc, w.label('manglik'), PAGE.margin, y, CONTENT_WIDTH);
  const titles = ['', w.label('manglik'), w.label('marsHouse'), w.label('cancellations')];
  const columns = columnsOf(titles, [0.2, 0.16, 0.12, 0.52]);
  top = table(doc, { x: PAGE.margin, y: top, columns, rows: rows.manglik });
  if (!match.manglik.reducedByBoth) return top;
  textAt(doc, w.label('reducedByBoth'), { x: PAGE.margin, y: top, width: CONTENT_WIDTH, size: 7.5 });
  return top + LINE;
}

function rowsOf(match: MatchAnswer, w: MatchWords): Rows {
  return {
    kp: kpRows(match, w),
    periods: periodRows(match, w),
    kootas: kootaRows(match, w),
    doshas: doshaRows(match, w),
    poruthams: poruthamRows(match, w),
    manglik: manglikRows(match, w),
  };
}

/** What a match PDF prints: the match answer, the page's language, the astrologer and the moment made. */
export interface MatchPdfInput {
  match: MatchAnswer;
  language: DisplayLanguage;
  author: PdfAuthor;
  nowMs: number;
}

/** The match drawn from its data (in a worker thread: work/tasks.ts). */
export function drawMatchPdf({ match, language, author, nowMs }: MatchPdfInput): Promise<Uint8Array> {
  const words: Words = { match: matchWords(language), pdf: pdfWords(language) };
  const today = momentAtOffset(nowMs, author.timezone).date;
  const title = `${words.match.label('match')}: ${match.bride.name} · ${match.groom.name}`;
  const name = authorName(author);
  const doc = createA4Pdf({ title, author: name, subject: title, createdAtMs: nowMs });
  textAt(doc, title, { x: PAGE.margin, y: PAGE.margin, width: CONTENT_WIDTH, size: 13, bold: true });
  const rows = rowsOf(match, words.match);
  let y = keyValues(doc, personPairs(match, words.match), {
    x: PAGE.margin,
    y: PAGE.margin + 20,
    width: CONTENT_WIDTH * 0.7,
  });
  y = drawKp(doc, match, rows, words, y + GAP);
  y = drawPeriods(doc, match, rows, words, y + GAP);
  y = drawAshtakoota(doc, match, rows, words.match, y + GAP);
  y = drawPoruthams(doc, match, rows, words.match, y + GAP);
  drawManglik(doc, match, rows, words.match, y + GAP);
  footer(doc, {
    left: `${words.pdf.label('preparedBy', { name })} · ${author.email} · ${author.mobile}`,
    right: words.pdf.label('generated', { date: today }),
  });
  return bytesOf(doc);
}

/** The file name of a match PDF (English words: the download header carries ASCII only). */
export const matchPdfFileName = (match: MatchAnswer, author: PdfAuthor, nowMs: number) =>
  pdfFileName(`${match.bride.name} ${match.groom.name} match ${momentAtOffset(nowMs, author.timezone).date}`);
