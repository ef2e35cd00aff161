import { describe, expect, it } from 'vitest';
import {
  chartTableSchema,
  CUSPAL_POSITION_COLUMNS,
  PLANETARY_POSITION_COLUMNS,
  POSITION_INDEX,
  SELF_SIGNIFICATOR_COLUMNS,
  SELF_SIGNIFICATOR_INDEX,
  TRANSIT_NO_PLACE_MESSAGE,
} from './charts.js';

describe('chart row layouts', () => {
  it('keeps the position indexes the spec fixes (0 planet, 6 sign lord, 9 star, 10 sub, 11 sub-sub lord)', () => {
    expect(PLANETARY_POSITION_COLUMNS[POSITION_INDEX.name]).toBe('Planet');
    expect(CUSPAL_POSITION_COLUMNS[POSITION_INDEX.name]).toBe('Cusp');
    expect(PLANETARY_POSITION_COLUMNS[6]).toBe('Sign Lord');
    expect(PLANETARY_POSITION_COLUMNS[9]).toBe('Star Lord');
    expect(PLANETARY_POSITION_COLUMNS[10]).toBe('Sub Lord');
    expect(PLANETARY_POSITION_COLUMNS[11]).toBe('Sub Sub Lord');
    expect(CUSPAL_POSITION_COLUMNS).toHaveLength(PLANETARY_POSITION_COLUMNS.length);
  });

  it('names every index once, in column order', () => {
    const indexes = Object.values(POSITION_INDEX).sort((a, b) => a - b);
    expect(indexes).toEqual(PLANETARY_POSITION_COLUMNS.map((_, i) => i));
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

  it('names every self significator index once, in column order', () => {
    const indexes = Object.values(SELF_SIGNIFICATOR_INDEX).sort((a, b) => a - b);
    expect(indexes).toEqual(SELF_SIGNIFICATOR_COLUMNS.map((_, i) => i));
    expect(SELF_SIGNIFICATOR_COLUMNS[SELF_SIGNIFICATOR_INDEX.notStarLord]).toBe('Not Star Lord');
  });

  it('accepts rows of strings only', () => {
    expect(chartTableSchema.safeParse({ columns: ['Planet'], rows: [['Sun']] }).success).toBe(true);
    expect(chartTableSchema.safeParse({ columns: ['Planet'], rows: [[1]] }).success).toBe(false);
  });

  it('words the transit message as the brief', () => {
    expect(TRANSIT_NO_PLACE_MESSAGE).toBe('Add the city in My Profile to view Transit Ruling Planets');
  });
});
