/**
 * CSV as RFC 4180 writes it (quoted fields, doubled quotes, CRLF or LF line ends), with the delimiter of the
 * header row (comma, semicolon as spreadsheets in comma-decimal locales save it, or tab).
 */

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter used most in the first line outside quotes; comma when none is. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** One parsed record with the line it starts on (1-based), for the preview's row numbers. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The records of a CSV text, blank lines left out. A quoted field may hold delimiters, quotes (doubled) and
 * line breaks; an unclosed quote runs to the end of the text.
 */
export function parseCsv(text: string): CsvRecord[] {
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let isQuoted = false;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') [cell, i] = [cell + '"', i + 1];
      else if (char === '"') isQuoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') [cell, isQuoted] = ['', true];
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): = + - @, their
// fullwidth forms (U+FF1D, U+FF0B, U+FF0D, U+FF20) and small forms (U+FE66, U+FE62, U+FE63, U+FE6B), which
// spreadsheets in East Asian locales fold to the ASCII ones, and tab and carriage return.
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\t\r]/;

/** A text cell as written: formula starts guarded by an apostrophe, quoted when it needs to be. */
export function formatTextCell(value: string | null): string {
  if (value === null) return '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A cell as read back: the export's apostrophe guard removed. */
export function readTextCell(value: string): string {
  const trimmed = value.trim();
  return trimmed.length > 1 && trimmed.startsWith("'") && FORMULA_START.test(trimmed.slice(1))
    ? trimmed.slice(1)
    : trimmed;
}
