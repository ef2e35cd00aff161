import { describe, expect, it } from 'vitest';
import { formatTextCell, parseCsv, readTextCell } from './csv-text.js';

describe('CSV text', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, numbering records by line', () => {
    const text = 'Name,Place\r\n"Iyer, Meena","said ""hi""\nthen left"\r\n\r\nRavi,Chennai';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['Name', 'Place'] },
      { line: 2, cells: ['Iyer, Meena', 'said "hi"\nthen left'] },
      { line: 5, cells: ['Ravi', 'Chennai'] },
    ]);
  });

  it('takes the delimiter of the header row: semicolon or tab', () => {
    expect(parseCsv('a;b\n1,5;2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1,5', '2'] },
    ]);
    expect(parseCsv('a\tb\n1\t2')[1]?.cells).toEqual(['1', '2']);
  });

  it.each(['\uFF1DSUM(A1)', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', '\uFE66SUM(A1)'])(
    'guards the fullwidth and small formula start of %s and reads it back',
    (cell) => {
      expect(formatTextCell(cell)).toBe(`'${cell}`);
      expect(readTextCell(`'${cell}`)).toBe(cell);
    },
  );

  it('guards formula starts on export and reads them back as written', () => {
    expect(formatTextCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(formatTextCell('-Pune, "old"')).toBe(`"'-Pune, ""old"""`);
    expect(formatTextCell(null)).toBe('');
    expect(readTextCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(readTextCell("'t Hooft")).toBe("'t Hooft");
  });
});
