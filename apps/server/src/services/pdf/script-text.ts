/**
 * Text in Latin and in the three Indian scripts on one line. The self-hosted @fontsource files are split by
 * subset: the Devanagari, Tamil and Telugu files hold only their script (measured: not one Latin letter, digit,
 * space or punctuation mark), and Noto Sans latin holds no Indian letter. So a line is cut into runs by script
 * and each run is set in its own font, side by side; fontkit shapes each Indian run (conjuncts, reph, vowel
 * signs) as one piece, since a run never breaks inside a word of its script.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { skipNullGposAnchors } from './null-anchor-fix.js';

type Pdf = PDFKit.PDFDocument;
const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`@fontsource/${name}-normal.woff`);

/** A script the PDFs can set: Latin (with digits and punctuation) or one of the three Indian scripts. */
export type Script = 'latin' | 'devanagari' | 'tamil' | 'telugu';

const FONT_FILES: Readonly<Record<Script, { regular: string; bold: string }>> = {
  latin: {
    regular: fontFile('noto-sans/files/noto-sans-latin-400'),
    bold: fontFile('noto-sans/files/noto-sans-latin-700'),
  },
  devanagari: {
    regular: fontFile('noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400'),
    bold: fontFile('noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700'),
  },
  tamil: {
    regular: fontFile('noto-sans-tamil/files/noto-sans-tamil-tamil-400'),
    bold: fontFile('noto-sans-tamil/files/noto-sans-tamil-tamil-700'),
  },
  telugu: {
    regular: fontFile('noto-sans-telugu/files/noto-sans-telugu-telugu-400'),
    bold: fontFile('noto-sans-telugu/files/noto-sans-telugu-telugu-700'),
  },
};

skipNullGposAnchors(FONT_FILES.telugu.regular);

/** A font as fontkit parsed it: what pdfkit's registerFont takes besides a file (it calls `layout` on it). */
type ParsedFont = { layout: (text: string) => unknown };
const parsed = new Map<string, ParsedFont>();

/** fontkit's WOFF font, as far as its table reading goes. */
interface WoffTables {
  stream: unknown;
  _getTableStream(
    tag: string,
  ): { buffer: Uint8Array; constructor: new (buffer: Uint8Array) => unknown } | null;
}

/**
 * fontkit 2.0.4 inflates a WOFF table (in JavaScript) every time it reads it, glyph by glyph: kept inflated
 * after the first read, a table is read from memory (each font's tables once, a few MB in all).
 */
function keepTablesInflated(font: WoffTables): void {
  const read = font._getTableStream.bind(font);
  const inflated = new Map<string, { buffer: Uint8Array; Stream: new (buffer: Uint8Array) => unknown }>();
  font._getTableStream = (tag) => {
    const kept = inflated.get(tag);
    if (kept) return new kept.Stream(kept.buffer) as ReturnType<WoffTables['_getTableStream']>;
    const stream = read(tag);
    // An uncompressed table is the font's own stream, positioned at the table: nothing to keep.
    if (stream && stream !== font.stream)
      inflated.set(tag, { buffer: stream.buffer, Stream: stream.constructor });
    return stream;
  };
}

/**
 * A font file parsed once per process (eight files at most, a few MB): WOFF is inflated in JavaScript, which
 * took most of a PDF's time when every document parsed its fonts again. Parsed by pdfkit's own fontkit
 * through a scratch document (never ended), so it is the fontkit the anchor fix patched; fontkit works
 * synchronously, so documents drawn one after another can share it (each makes its own subset).
 */
function parsedFont(file: string): ParsedFont {
  let font = parsed.get(file);
  if (!font) {
    const scratch = new PDFDocument({ font: file }) as unknown as {
      _font: { font: ParsedFont & WoffTables };
    };
    font = scratch._font.font;
    keepTablesInflated(scratch._font.font);
    parsed.set(file, font);
  }
  return font;
}

/** The Noto Sans latin regular font, a document's first font (parsed once; pdfkit's types name a file). */
export const latinRegularFont = (): string => parsedFont(FONT_FILES.latin.regular) as unknown as string;

/** Registers the regular and bold font of every script; pdfkit embeds only those a page uses. */
export function registerScriptFonts(doc: Pdf): void {
  for (const [script, files] of Object.entries(FONT_FILES)) {
    // pdfkit takes a parsed font where its types name only files and bytes.
    doc.registerFont(fontName(script as Script, false), parsedFont(files.regular) as unknown as Buffer);
    doc.registerFont(fontName(script as Script, true), parsedFont(files.bold) as unknown as Buffer);
  }
}

/** The registered name of a script's font ('regular' and 'bold' for Latin, as the layout code calls them). */
export function fontName(script: Script, bold: boolean): string {
  const weight = bold ? 'bold' : 'regular';
  return script === 'latin' ? weight : `${script}-${weight}`;
}

/** The Unicode blocks of each Indian script (the ranges the @fontsource subsets cover). */
const SCRIPT_RANGES: readonly (readonly [Script, number, number])[] = [
  ['devanagari', 0x0900, 0x097f],
  ['devanagari', 0xa8e0, 0xa8ff],
  ['devanagari', 0x1cd0, 0x1cf9],
  ['tamil', 0x0b80, 0x0bff],
  ['telugu', 0x0c00, 0x0c7f],
];
/** Zero-width joiner and non-joiner: they steer the shaping of the letters around them, so stay in the run. */
const JOINERS = new Set([0x200c, 0x200d]);

function scriptOf(codePoint: number): Script | undefined {
  if (JOINERS.has(codePoint)) return undefined;
  const range = SCRIPT_RANGES.find(([, from, to]) => codePoint >= from && codePoint <= to);
  return range ? range[0] : 'latin';
}

/**
 * The code points the Latin file draws, from the subset's own list (@fontsource's unicode.json). A character
 * outside it and outside the Indian scripts (emoji, Arabic, Hebrew, CJK, fullwidth forms ...) would print as an
 * empty box that pdf.js and copy-paste read as nothing, so it is written visibly as its code ('U+1F600').
 */
const LATIN_RANGES: readonly (readonly [number, number])[] = (
  require('@fontsource/noto-sans/unicode.json') as Record<string, string>
)
  .latin!.split(',')
  .map((range) => {
    const [from, to = from] = range.replace(/^U\+/, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });

/** The character itself when the Latin file draws it, else its code written out. */
export function visibleLatin(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (LATIN_RANGES.some(([from, to]) => code >= from && code <= to)) return char;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** One piece of a line in one script. */
export interface ScriptRun {
  script: Script;
  text: string;
}

/**
 * Cuts a text into runs of one script each, in reading order. Joiners, and the dandas the Tamil and Telugu
 * files also carry, stay with the run they sit in.
 */
export function splitByScript(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    const isDanda = code === 0x0964 || code === 0x0965;
    const script =
      (isDanda && last && last.script !== 'latin' ? last.script : scriptOf(code)) ?? last?.script ?? 'latin';
    const drawn = script === 'latin' ? visibleLatin(char) : char;
    if (last && last.script === script) last.text += drawn;
    else runs.push({ script, text: drawn });
  }
  return runs;
}

/** The width of a text set at the current size, each run in its script's font. */
export function widthOfScriptText(doc: Pdf, text: string, bold: boolean): number {
  return splitByScript(text).reduce(
    (sum, run) => sum + doc.font(fontName(run.script, bold)).widthOfString(run.text),
    0,
  );
}

/**
 * Noto Sans's ascender in thousandths of the size (1069 of 1000 units): pdfkit sets a text's top at the font's
 * own ascender, and the Indian fonts' ascenders are lower (Devanagari 896, Tamil 870, Telugu 869), so every run
 * is placed by its baseline instead, where a Noto Sans line would have it.
 */
const LATIN_ASCENT = 1.069;

/** Writes a text on one line from (x, y) at `size`, run after run on one baseline, never wrapping. */
export function writeScriptLine(
  doc: Pdf,
  text: string,
  at: { x: number; y: number; size: number },
  bold: boolean,
): void {
  let left = at.x;
  const baseline = at.y + LATIN_ASCENT * at.size;
  doc.fontSize(at.size);
  for (const run of splitByScript(text)) {
    doc.font(fontName(run.script, bold));
    doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    left += doc.widthOfString(run.text);
  }
}

/**
 * Writes a paragraph wrapped to `width`, its runs chained with pdfkit's `continued` so a line may mix scripts;
 * answers the y below it.
 */
export function writeScriptParagraph(
  doc: Pdf,
  text: string,
  at: { x: number; y: number; width: number; size: number },
): number {
  const { size } = at;
  doc.fontSize(size);
  const runs = splitByScript(text);
  runs.forEach((run, i) => {
    doc.font(fontName(run.script, false));
    const continued = i < runs.length - 1;
    // Placed by baseline, as writeScriptLine does, so runs of different fonts share one line.
    const options: PDFKit.Mixins.TextOptions = { width: at.width, continued, baseline: 'alphabetic' };
    if (i === 0) doc.text(run.text, at.x, at.y + LATIN_ASCENT * size, options);
    else doc.text(run.text, options);
  });
  return doc.y;
}
