import { describe, expect, it } from 'vitest';
import {
  chartTableSchema,
  CUSPAL_POSITION_COLUMNS,
  PLANETARY_POSITION_COLUMNS,
  planetaryPositionLayout,
  SELF_SIGNIFICATOR_COLUMNS,
  selfSignificatorLayout,
  TRANSIT_NO_PLACE_MESSAGE,
} from './charts.js';

describe('chart row layouts', () => {
  it('keeps the position indexes the spec fixes (0 planet, 6 sign lord, 9 star, 10 sub, 11 sub-sub lord)', () => {
    expect(PLANETARY_POSITION_COLUMNS[0]).toBe('Planet');
    expect(CUSPAL_POSITION_COLUMNS[0]).toBe('Cusp');
    expect(PLANETARY_POSITION_COLUMNS[6]).toBe('Sign Lord');
    expect(PLANETARY_POSITION_COLUMNS[9]).toBe('Star Lord');
    expect(PLANETARY_POSITION_COLUMNS[10]).toBe('Sub Lord');
    expect(PLANETARY_POSITION_COLUMNS[11]).toBe('Sub Sub Lord');
    expect(CUSPAL_POSITION_COLUMNS).toHaveLength(PLANETARY_POSITION_COLUMNS.length);
  });

  it("reads the named cells at the spec's indexes and writes them back in place", () => {
    const row = PLANETARY_POSITION_COLUMNS.map((title) => `cell ${title}`);
    const cells = planetaryPositionLayout.read(row);
    expect([cells.name, cells.signLord, cells.starLord, cells.subLord, cells.subSubLord]).toEqual(
      [0, 6, 9, 10, 11].map((i) => row[i]),
    );
    expect(planetaryPositionLayout.write(cells)).toEqual(row);
    expect(planetaryPositionLayout.row.safeParse(row).success).toBe(true);
    expect(planetaryPositionLayout.row.safeParse(row.slice(1)).success).toBe(false);
  });

  it('keeps the self significator indexes 0, 1, 2, 3, 5, 6, 7, 8 of the spec', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 8].map((i) => SELF_SIGNIFICATOR_COLUMNS[i])).toEqual([
      'Planet',
      'Sign Lord',
      'Star Lord',
      'Sub Lord',
      'CL',
      'OCC',
      'CST',
      'CSL',
    ]);
  });

  it('names every self significator cell once, in column order', () => {
    const row = SELF_SIGNIFICATOR_COLUMNS.map((_, i) => String(i));
    const cells = selfSignificatorLayout.read(row);
    expect(Object.keys(cells)).toHaveLength(SELF_SIGNIFICATOR_COLUMNS.length);
    expect([cells.cl, cells.occ, cells.csl, cells.notStarLord]).toEqual(['5', '6', '8', '11']);
  });

  it('accepts rows of strings only', () => {
    expect(chartTableSchema.safeParse({ columns: ['Planet'], rows: [['Sun']] }).success).toBe(true);
    expect(chartTableSchema.safeParse({ columns: ['Planet'], rows: [[1]] }).success).toBe(false);
  });

  it('words the transit message as the brief', () => {
    expect(TRANSIT_NO_PLACE_MESSAGE).toBe('Add the city in My Profile to view Transit Ruling Planets');
  });
});
