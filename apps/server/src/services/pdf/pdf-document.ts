/**
 * The A4 page both PDFs are drawn on: pdfkit with Noto Sans, and Noto Sans Devanagari, Tamil or Telugu where a
 * text holds those scripts, embedded from the self-hosted @fontsource packages (no network at run time; fontkit
 * subsets and shapes the fonts, so the text stays real, selectable text), black on white only, with the helpers
 * every section uses: headings, key-value lists, ruled tables and the footer.
 */
import PDFDocument from 'pdfkit';
import { latinRegularFont, registerScriptFonts, widthOfScriptText, writeScriptLine } from './script-text.js';

/** The drawing surface. */
export type Pdf = PDFKit.PDFDocument;

/** A4 in points, and the margin every section keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 28 } as const;
/** The width between the margins. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The grey of rules and cell borders: prints on any printer, never carries meaning. */
const RULE_GREY = '#777777';

/** What the file says about itself (the PDF's document information). */
export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  createdAtMs: number;
}

/** A new one-page A4 document with the fonts registered and the regular font chosen. */
export function createA4Pdf(info: PdfInfo): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: latinRegularFont(),
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: 'KP Astro Desk',
      CreationDate: new Date(info.createdAtMs),
    },
  });
  registerScriptFonts(doc);
  doc.font('regular').fillColor('black').strokeColor(RULE_GREY).lineWidth(0.5);
  return doc;
}

/**
 * Ends `doc` and answers its bytes: the whole file in memory (a one- or few-page PDF, some tens of KB), so a
 * worker thread can hand it back to the event loop in one message.
 */
export function bytesOf(doc: Pdf): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const ended = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.end();
  return ended;
}

/** Where one line of text goes: its left top, the width it must fit, its size and weight. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  size: number;
  bold?: boolean;
}

/** Smallest size a text is shrunk to so that it fits its cell. */
const MIN_SHRUNK_SIZE = 4.5;

/**
 * Writes one line of text at (x, y) and never wraps it: a text wider than `width` is set smaller, down to
 * 4.5 pt, so a long cell stays on its own row instead of running into the next.
 */
export function textAt(doc: Pdf, text: string, at: TextBox): void {
  const bold = at.bold ?? false;
  doc.fontSize(at.size);
  const natural = widthOfScriptText(doc, text, bold);
  const size = natural > at.width ? Math.max(MIN_SHRUNK_SIZE, (at.size * at.width) / natural) : at.size;
  writeScriptLine(doc, text, { x: at.x, y: at.y, size }, bold);
}

/** A section heading with a rule under it; answers the y below it. */
export function heading(doc: Pdf, text: string, x: number, y: number, width: number): number {
  textAt(doc, text, { x, y, width, size: 9.5, bold: true });
  doc
    .moveTo(x, y + 13)
    .lineTo(x + width, y + 13)
    .stroke();
  return y + 16;
}

/** One column of a table: its title and width in points. */
export interface Column {
  title: string;
  width: number;
}

/** Where a table goes and what it holds. */
export interface Table {
  x: number;
  y: number;
  columns: readonly Column[];
  rows: readonly (readonly string[])[];
  fontSize?: number;
}

/**
 * A table with a bold header row and a light rule under every row, so rows are told apart by lines and
 * weight, never by colour. Answers the y below it.
 */
export function table(doc: Pdf, { x, y, columns, rows, fontSize = 7.5 }: Table): number {
  const rowHeight = fontSize + 3.5;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const drawRow = (cells: readonly string[], top: number, bold: boolean) => {
    let left = x;
    columns.forEach((column, i) => {
      textAt(doc, cells[i] ?? '', {
        x: left + 2,
        y: top + 1.5,
        width: column.width - 4,
        size: fontSize,
        bold,
      });
      left += column.width;
    });
    doc
      .moveTo(x, top + rowHeight)
      .lineTo(x + width, top + rowHeight)
      .stroke();
  };
  drawRow(
    columns.map((c) => c.title),
    y,
    true,
  );
  rows.forEach((row, i) => drawRow(row, y + (i + 1) * rowHeight, false));
  return y + (rows.length + 1) * rowHeight + 4;
}

/** Label-value pairs in two columns; answers the y below them. */
export function keyValues(
  doc: Pdf,
  pairs: readonly (readonly [string, string])[],
  at: { x: number; y: number; width: number },
): number {
  const keyWidth = at.width * 0.42;
  pairs.forEach(([key, value], i) => {
    const top = at.y + i * 11;
    textAt(doc, key, { x: at.x, y: top, width: keyWidth - 4, size: 7.5, bold: true });
    textAt(doc, value, { x: at.x + keyWidth, y: top, width: at.width - keyWidth, size: 7.5 });
  });
  return at.y + pairs.length * 11 + 4;
}

/** The footer: a rule, then who prepared the sheet (and how to reach them) and when. */
export function footer(doc: Pdf, lines: { left: string; right: string }): void {
  const y = PAGE.height - PAGE.margin - 14;
  doc
    .moveTo(PAGE.margin, y - 4)
    .lineTo(PAGE.width - PAGE.margin, y - 4)
    .stroke();
  textAt(doc, lines.left, { x: PAGE.margin, y, width: CONTENT_WIDTH * 0.62, size: 8, bold: true });
  const rightWidth = CONTENT_WIDTH * 0.38;
  doc.fontSize(8);
  // Set flush right by measuring the runs, since a line of several fonts cannot use pdfkit's own alignment.
  const width = Math.min(widthOfScriptText(doc, lines.right, false), rightWidth);
  textAt(doc, lines.right, { x: PAGE.width - PAGE.margin - width, y, width: rightWidth, size: 8 });
}
