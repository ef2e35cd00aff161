/**
 * The birth chart drawn with pdfkit's vector lines and text, in the astrologer's chart style: South Indian
 * (fixed signs in a 4×4 square), North Indian (fixed houses in the diamond) and East Indian (fixed signs in
 * a 3×3 square with split corners), as the web page draws them (apps/web/src/components/chart/*-layout.ts,
 * domain §14). Bhava Chalit keeps the North Indian houses, one bhava in each. Coordinates are in a 12×12 grid
 * scaled to the figure's size, so the three styles share one drawing routine.
 */
import { SIGN_NAMES, type BirthChartData } from '@kpdesk/contract';
import { textAt, type Pdf } from './pdf-document.js';
import { widthOfScriptText } from './script-text.js';
import type { LabelKey } from './pdf-labels.js';
import type { PdfWords } from './pdf-words.js';

type Point = readonly [number, number];
/** A cell: its outline and the box (x, y, width, height) its text is written in, in grid units of 12. */
interface Cell {
  outline: readonly Point[];
  box: readonly [number, number, number, number];
}

const square = (x: number, y: number, side: number): Cell => ({
  outline: [
    [x, y],
    [x + side, y],
    [x + side, y + side],
    [x, y + side],
  ],
  box: [x + 0.1, y + 0.1, side - 0.2, side - 0.2],
});

/** South Indian: sign i in its fixed square, Pisces top-left, running clockwise from Aries beside it. */
const SOUTH: readonly Cell[] = (
  [
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 3],
    [2, 3],
    [3, 3],
    [3, 2],
    [3, 1],
    [3, 0],
    [2, 0],
    [1, 0],
    [0, 0],
  ] as const
).map(([row, col]) => square(col * 3, row * 3, 3));

/** North Indian: house 1 the top diamond, houses anticlockwise (the web layout's 400-unit shapes / 33⅓). */
// prettier-ignore
const NORTH: readonly Cell[] = [
  { outline: [[6, 0], [9, 3], [6, 6], [3, 3]], box: [4.5, 1.6, 3, 2.8] },
  { outline: [[0, 0], [6, 0], [3, 3]], box: [1.6, 0.1, 2.8, 1.4] },
  { outline: [[0, 0], [3, 3], [0, 6]], box: [0.1, 1.9, 1.8, 2.2] },
  { outline: [[0, 6], [3, 3], [6, 6], [3, 9]], box: [1.6, 4.5, 2.8, 3] },
  { outline: [[0, 6], [3, 9], [0, 12]], box: [0.1, 7.9, 1.8, 2.2] },
  { outline: [[0, 12], [3, 9], [6, 12]], box: [1.6, 10.5, 2.8, 1.4] },
  { outline: [[6, 12], [3, 9], [6, 6], [9, 9]], box: [4.5, 7.6, 3, 2.8] },
  { outline: [[6, 12], [9, 9], [12, 12]], box: [7.6, 10.5, 2.8, 1.4] },
  { outline: [[12, 12], [9, 9], [12, 6]], box: [10.1, 7.9, 1.8, 2.2] },
  { outline: [[12, 6], [9, 9], [6, 6], [9, 3]], box: [7.6, 4.5, 2.8, 3] },
  { outline: [[12, 6], [9, 3], [12, 0]], box: [10.1, 1.9, 1.8, 2.2] },
  { outline: [[12, 0], [9, 3], [6, 0]], box: [7.6, 0.1, 2.8, 1.4] },
];

/**
 * East Indian: Aries top centre, signs anticlockwise, each corner square split by its diagonal; a triangle's
 * text goes in the square at its right-angle corner that stays inside it (side 1.8 of the leg's 4).
 */
// prettier-ignore
const EAST: readonly Cell[] = [
  square(4, 0, 4),
  { outline: [[0, 0], [4, 0], [4, 4]], box: [2.05, 0.15, 1.8, 1.8] },
  { outline: [[0, 0], [4, 4], [0, 4]], box: [0.15, 2.05, 1.8, 1.8] },
  square(0, 4, 4),
  { outline: [[0, 8], [4, 8], [0, 12]], box: [0.15, 8.15, 1.8, 1.8] },
  { outline: [[4, 8], [4, 12], [0, 12]], box: [2.05, 10.05, 1.8, 1.8] },
  square(4, 8, 4),
  { outline: [[8, 8], [12, 12], [8, 12]], box: [8.15, 10.05, 1.8, 1.8] },
  { outline: [[8, 8], [12, 8], [12, 12]], box: [10.05, 8.15, 1.8, 1.8] },
  square(8, 4, 4),
  { outline: [[12, 0], [12, 4], [8, 4]], box: [10.05, 2.05, 1.8, 1.8] },
  { outline: [[8, 0], [12, 0], [8, 4]], box: [8.15, 0.15, 1.8, 1.8] },
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** The cell of entry `i` of the chart's `house` list in its style. */
function cellOf(chart: BirthChartData, i: number): Cell | undefined {
  if (chart.birthChartType === 0) return SOUTH[i];
  if (chart.birthChartType === 2) return EAST[i];
  return NORTH[i];
}

/** A sign's name in a cell: its first three letters in English, its whole (short) name in the other scripts. */
function signInCell(words: PdfWords, sign: number): string {
  const english = SIGN_NAMES[sign] ?? '';
  return words.language === 'en' ? english.slice(0, 3) : words.name(english);
}

/**
 * The words written in one entry: its sign (or house) name, planets with degrees (in the language's chart
 * abbreviations), then its cusps.
 */
export function cellWords(chart: BirthChartData, i: number, words: PdfWords): string[] {
  const entry = chart.house[i];
  if (!entry) return [];
  const sign = signInCell(words, entry.sign);
  const title =
    chart.birthChartType === 0 || chart.birthChartType === 2 ? sign : `${entry.houseNumber} ${sign}`;
  const items = entry.items.map((item) => {
    const planet = `${words.chartAbbreviation(item.label)} ${Math.floor(item.relDegree)}°`;
    return item.retro ? words.label('retrograde', { planet }) : planet;
  });
  const cusps = entry.cusps.map((cusp) => `${ROMAN[cusp.number - 1] ?? ''} ${Math.floor(cusp.relDegree)}°`);
  return [title, ...items, ...cusps];
}

const MIN_FONT = 5;
const MAX_FONT = 7.5;

/**
 * Writes a cell's words in its box: one word a line at the largest size that fits, or two or three a line
 * when one a line would fall under the smallest readable size.
 */
function writeCell(doc: Pdf, words: readonly string[], box: readonly number[], origin: readonly number[]) {
  const [bx = 0, by = 0, bw = 0, bh = 0] = box;
  // Measured in the fonts, at 1 pt: Tamil and Telugu letters are far wider than Latin ones.
  doc.fontSize(1);
  const longest = Math.max(...words.map((w, n) => widthOfScriptText(doc, w, n === 0)), 0.5);
  let perLine = 1;
  let size = MIN_FONT;
  for (perLine = 1; perLine <= 3; perLine++) {
    const lines = Math.ceil(words.length / perLine);
    size = Math.min(MAX_FONT, bh / lines / 1.2, bw / perLine / longest);
    if (size >= MIN_FONT) break;
  }
  // Nothing fits at the smallest size: one word a line, each shrunk by textAt to its width if it can be.
  if (perLine > 3) perLine = Math.ceil(words.length / Math.max(1, Math.floor(bh / (MIN_FONT * 1.2))));
  const lineHeight = Math.max(size, MIN_FONT) * 1.2;
  const columnWidth = bw / perLine;
  words.forEach((word, n) => {
    const x = (origin[0] ?? 0) + bx + (n % perLine) * columnWidth;
    const y = (origin[1] ?? 0) + by + Math.floor(n / perLine) * lineHeight;
    textAt(doc, word, { x, y, width: columnWidth, size: Math.max(size, MIN_FONT), bold: n === 0 });
  });
}

/** Draws the chart as a square of `size` points with its top-left at (x, y). */
export function drawChart(
  doc: Pdf,
  chart: BirthChartData,
  at: { x: number; y: number; size: number },
  words: PdfWords,
): void {
  const unit = at.size / 12;
  const p = ([gx, gy]: Point): [number, number] => [at.x + gx * unit, at.y + gy * unit];
  doc.save().strokeColor('black').lineWidth(0.8);
  doc.rect(at.x, at.y, at.size, at.size).stroke();
  chart.house.forEach((_, i) => {
    const cell = cellOf(chart, i);
    if (!cell) return;
    const [first, ...rest] = cell.outline.map(p);
    if (!first) return;
    doc.moveTo(...first);
    for (const point of rest) doc.lineTo(...point);
    doc.closePath().stroke();
    writeCell(
      doc,
      cellWords(chart, i, words),
      cell.box.map((v) => v * unit),
      [at.x, at.y],
    );
  });
  doc.restore();
}

/** The label of each chart style (CHART_TYPES of the contract, by value). */
const STYLE_LABELS: readonly LabelKey[] = ['southIndia', 'northIndia', 'eastIndia', 'bhavaChalit'];

/** The style's name, for the chart's caption. */
export function chartStyleName(chart: BirthChartData, words: PdfWords): string {
  return words.label(STYLE_LABELS[chart.birthChartType] ?? 'northIndia');
}
