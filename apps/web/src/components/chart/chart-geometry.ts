/** A point in a chart's viewBox units (y grows downwards, as in SVG). */
export type Point = readonly [x: number, y: number];

/** An axis-aligned box in viewBox units, used to place text inside a cell. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One drawn cell: its outline and the box its text is fitted into. */
export interface CellShape {
  polygon: readonly Point[];
  textBox: Box;
}

/** The four corners of a rectangle, clockwise from the top-left. */
export function rectangle(x: number, y: number, width: number, height: number): Point[] {
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}

/** A box shrunk by `inset` on every side. */
export function insetBox(box: Box, inset: number): Box {
  return { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
}

/** The SVG `points` attribute of a polygon, e.g. "0,0 100,0 100,100". */
export function toPointsAttribute(polygon: readonly Point[]): string {
  return polygon.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A drawn text fragment with its role, so tests and styles can tell planets, cusps and numbers apart. */
export interface TextToken {
  text: string;
  role: 'planet' | 'cusp' | 'house-number' | 'sign-number' | 'centre';
}

/** Tokens packed into lines that fit a box, with the font size that makes them fit. */
export interface FittedText {
  fontSize: number;
  lineHeight: number;
  lines: TextToken[][];
}

/** Average glyph width of the chart font as a share of the font size; errs wide so text stays inside. */
const GLYPH_WIDTH = 0.6;
const LINE_SPACING = 1.15;
const MIN_FONT_SIZE = 7;

function packLines(tokens: readonly TextToken[], maxChars: number, oneTokenPerLine: boolean): TextToken[][] {
  if (oneTokenPerLine) return tokens.map((token) => [token]);
  const lines: TextToken[][] = [];
  let width = 0;
  for (const token of tokens) {
    const last = lines[lines.length - 1];
    if (last && width + 1 + token.text.length <= maxChars) {
      last.push(token);
      width += 1 + token.text.length;
    } else {
      lines.push([token]);
      width = token.text.length;
    }
  }
  return lines;
}

/**
 * Packs tokens greedily into lines (a space between tokens on a line) and picks the largest font size, up
 * to `maxFontSize`, at which every line fits the box; below {@link MIN_FONT_SIZE} the text may overflow
 * rather than become unreadable. With `oneTokenPerLine` each token keeps a line of its own.
 */
export function fitText(
  tokens: readonly TextToken[],
  box: Box,
  maxFontSize: number,
  oneTokenPerLine = false,
): FittedText {
  for (let fontSize = maxFontSize; fontSize > MIN_FONT_SIZE; fontSize -= 0.5) {
    const maxChars = Math.max(1, Math.floor(box.width / (fontSize * GLYPH_WIDTH)));
    const lines = packLines(tokens, maxChars, oneTokenPerLine);
    const longest = Math.max(0, ...tokens.map((t) => t.text.length));
    const fits = longest <= maxChars && lines.length * fontSize * LINE_SPACING <= box.height;
    if (fits) return { fontSize, lineHeight: fontSize * LINE_SPACING, lines };
  }
  const maxChars = Math.max(1, Math.floor(box.width / (MIN_FONT_SIZE * GLYPH_WIDTH)));
  return {
    fontSize: MIN_FONT_SIZE,
    lineHeight: MIN_FONT_SIZE * LINE_SPACING,
    lines: packLines(tokens, maxChars, oneTokenPerLine),
  };
}
