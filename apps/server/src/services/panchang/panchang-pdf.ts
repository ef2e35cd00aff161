/**
 * The panchang of a day as a one-page A4 PDF, in the astrologer's display language with the page's words
 * (contract/panchang-words.ts): the day's facts and convention, the five limbs with their starts and ends,
 * the periods of the day and the 24 horas in two columns.
 */
import { Readable } from 'node:stream';
import {
  momentAtOffset,
  panchangWords,
  type DisplayLanguage,
  type PanchangDayData,
  type PanchangSpan,
  type PanchangWords,
} from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import { notFound } from '../../errors.js';
import type { DownloadAnswer } from '../download-answer.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
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
import { authorLine, authorName, pdfAuthorOf, type PdfAuthor } from '../pdf/pdf-author.js';
import { pdfFileName } from '../pdf/sheet-data.js';
import { astrologerSettingsOf } from './panchang.js';

const HALF = (CONTENT_WIDTH - 12) / 2;
const time = (text: string | null) => (text === null ? '—' : text.slice(11));
const dayOf = (text: string) => text.slice(0, 10);
/** A time with its date when it falls on another day than the panchang's date. */
const timeOn = (date: string) => (text: string | null) =>
  text === null ? '—' : dayOf(text) === date ? time(text) : `${time(text)} (${dayOf(text).slice(5)})`;

function factPairs(day: PanchangDayData, w: PanchangWords): [string, string][] {
  const at = timeOn(day.date);
  const { amanta, purnimanta } = day.lunarMonth;
  return [
    [w.label('vara'), day.vara ? `${w.vara(day.vara.weekday)} (${w.planet(day.vara.lord)})` : '—'],
    [w.label('sunrise'), at(day.sunrise)],
    [w.label('sunset'), at(day.sunset)],
    [w.label('moonrise'), at(day.moonrise)],
    [w.label('moonset'), at(day.moonset)],
    [w.label('sunriseConvention'), `${w.convention(day.sunriseConvention)}`],
    [w.label('ayanamsa'), `${day.ayanamsa.degrees.toFixed(6)}°`],
    [w.label('amanta'), w.lunarMonth(amanta)],
    [w.label('purnimanta'), w.lunarMonth(purnimanta)],
    [w.label('shakaSamvat'), `${day.samvat.shaka} (${w.samvatsara(day.samvat.shakaSamvatsara)})`],
    [w.label('vikramSamvat'), `${day.samvat.vikram} (${w.samvatsara(day.samvat.vikramSamvatsara)})`],
    [`${w.label('ritu')} · ${w.label('ayana')}`, `${w.ritu(day.ritu)} · ${w.ayana(day.ayana)}`],
  ];
}

function limbRows(day: PanchangDayData, w: PanchangWords): string[][] {
  const at = timeOn(day.date);
  return [
    ...day.tithis.map((t) => [
      w.label('tithi'),
      `${t.number} ${w.tithi(t.number, t.paksha)}`,
      at(t.start),
      at(t.end),
    ]),
    ...day.nakshatras.map((n) => [
      w.label('nakshatra'),
      `${n.number} ${w.nakshatra(n.number)}, ${w.label('pada')} ${n.pada} (${w.planet(n.lord)})`,
      at(n.start),
      at(n.end),
    ]),
    ...day.yogas.map((y) => [w.label('yoga'), `${y.number} ${w.yoga(y.number)}`, at(y.start), at(y.end)]),
    ...day.karanas.map((k) => [
      w.label('karana'),
      `${k.number} ${w.karana(k.number)}`,
      at(k.start),
      at(k.end),
    ]),
  ];
}

function periodRows(day: PanchangDayData, w: PanchangWords): string[][] {
  const at = timeOn(day.date);
  const row = (name: string, span: PanchangSpan | null) => [
    name,
    at(span?.start ?? null),
    at(span?.end ?? null),
  ];
  return [
    row(w.period('rahuKalam'), day.rahuKalam),
    row(w.period('yamaganda'), day.yamaganda),
    row(w.period('gulika'), day.gulika),
    row(w.period('abhijit'), day.abhijit),
    ...day.durMuhurtas.map((s) => row(w.period('durMuhurta'), s)),
    row(w.period('brahmaMuhurta'), day.brahmaMuhurta),
    row(w.period('vijayaMuhurta'), day.vijayaMuhurta),
    ...day.amritKalams.map((s) => row(w.period('amritKalam'), s)),
    ...day.varjyams.map((s) => row(w.period('varjyam'), s)),
  ];
}

function drawHoras(doc: Pdf, day: PanchangDayData, w: PanchangWords, y: number): number {
  const top = heading(doc, w.label('horas'), PAGE.margin, y, CONTENT_WIDTH);
  const at = timeOn(day.date);
  const rows = day.horas.map((h, i) => [String(i + 1), w.planet(h.lord), at(h.start), at(h.end)]);
  const columns = [0.1, 0.3, 0.3, 0.3].map((f, i) => ({
    title: ['#', w.label('lord'), w.label('start'), w.label('end')][i]!,
    width: HALF * f,
  }));
  const left = table(doc, { x: PAGE.margin, y: top, columns, rows: rows.slice(0, 12), fontSize: 7 });
  const right = table(doc, {
    x: PAGE.margin + HALF + 12,
    y: top,
    columns,
    rows: rows.slice(12),
    fontSize: 7,
  });
  return Math.max(left, right);
}

/** What a panchang PDF prints: the day, the page's language, the astrologer and the moment it is made. */
export interface PanchangPdfInput {
  day: PanchangDayData;
  language: DisplayLanguage;
  author: PdfAuthor;
  nowMs: number;
}

/** The day's panchang drawn from its data (in a worker thread: work/tasks.ts). */
export function drawPanchangPdf({ day, language, author, nowMs }: PanchangPdfInput): Promise<Uint8Array> {
  const words = panchangWords(language);
  const title = `${words.label('panchang')} · ${day.date} · ${day.place}`;
  const doc = createA4Pdf({ title, author: authorName(author), subject: title, createdAtMs: nowMs });
  textAt(doc, title, { x: PAGE.margin, y: PAGE.margin, width: CONTENT_WIDTH, size: 13, bold: true });
  const zone = `UTC${day.timezone >= 0 ? '+' : ''}${day.timezone}`;
  const note = `${words.label('timesOn')} ${zone} · ${words.conventionMeaning(day.sunriseConvention)}`;
  textAt(doc, note, { x: PAGE.margin, y: PAGE.margin + 18, width: CONTENT_WIDTH, size: 7.5 });
  const y = keyValues(doc, factPairs(day, words), {
    x: PAGE.margin,
    y: PAGE.margin + 32,
    width: CONTENT_WIDTH / 2,
  });
  drawHoras(doc, day, words, drawLimbsAndPeriods(doc, day, words, y) + 4);
  footer(doc, {
    left: authorLine(author),
    right: momentAtOffset(nowMs, author.timezone).date,
  });
  return bytesOf(doc);
}

function drawLimbsAndPeriods(doc: Pdf, day: PanchangDayData, words: PanchangWords, top: number): number {
  let y = heading(
    doc,
    `${words.label('tithi')} · ${words.label('nakshatra')} · ${words.label('yoga')} · ${words.label('karana')}`,
    PAGE.margin,
    top + 4,
    CONTENT_WIDTH,
  );
  const limbColumns = [0.16, 0.48, 0.18, 0.18].map((f, i) => ({
    title: ['', '', words.label('start'), words.label('end')][i]!,
    width: CONTENT_WIDTH * f,
  }));
  y = table(doc, { x: PAGE.margin, y, columns: limbColumns, rows: limbRows(day, words), fontSize: 7.5 });
  y = heading(doc, words.label('periods'), PAGE.margin, y + 4, CONTENT_WIDTH);
  const periodColumns = [0.4, 0.3, 0.3].map((f, i) => ({
    title: ['', words.label('start'), words.label('end')][i]!,
    width: HALF * f,
  }));
  return table(doc, { x: PAGE.margin, y, columns: periodColumns, rows: periodRows(day, words), fontSize: 7 });
}

/** GET /pdf/panchang/{date}: the day's panchang at the place of the query, drawn in a worker thread. */
export async function buildPanchangPdf(
  deps: ChartDeps,
  astrologerId: number,
  day: PanchangDayData,
): Promise<DownloadAnswer> {
  const astrologer = await findAstrologerById(deps.db, astrologerId);
  if (!astrologer) throw notFound();
  const language = (await astrologerSettingsOf(deps, astrologerId)).displayLanguage;
  const input = { day, language, author: pdfAuthorOf(astrologer), nowMs: deps.clock.now() };
  const bytes = await deps.work.run('panchangPdf', input, astrologerId);
  return { fileName: pdfFileName(`Panchang ${day.date}`), file: Readable.from([Buffer.from(bytes)]) };
}
