import { describe, expect, it } from 'vitest';
import { item } from './chart-fixtures.js';
import { formatCuspText, formatItemText, formatRelDegree, toRoman } from './chart-labels.js';

describe('formatRelDegree', () => {
  it.each([
    [0, '0°00′'],
    [5.5, '5°30′'],
    [19 + 25 / 60 + 9 / 3600, '19°25′'],
    [26 + 4 / 60 + 59 / 3600, '26°04′'],
    [29.99999, '29°59′'],
    [10 + 17 / 60, '10°17′'],
  ])('%f° is written %s (minutes truncated)', (degrees, text) => {
    expect(formatRelDegree(degrees)).toBe(text);
  });
});

describe('toRoman', () => {
  it('writes cusps 1..12 as I..XII', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(toRoman)).toEqual(
      'I II III IV V VI VII VIII IX X XI XII'.split(' '),
    );
  });
});

describe('formatItemText', () => {
  it.each([
    [item('Sun', 4, 26.07), false, 'Sun'],
    [item('Ven', 4, 19.3, { retro: true }), false, 'Ven(R)'],
    [item('Jup', 6, 25.95, { inOwnStar: true }), true, 'Jup@ 25°57′'],
    [item('Ket', 2, 25.9, { retro: true, notStarLord: true }), false, 'Ket(R)*'],
    [item('Ven', 4, 19.3, { retro: true, inOwnStar: true, notStarLord: true }), false, 'Ven(R)@*'],
    [item('Asc', 0, 19.42), true, 'Asc 19°25′'],
  ])('%o with degree %s reads %s', (chartItem, showDegree, text) => {
    expect(formatItemText(chartItem, showDegree)).toBe(text);
  });

  it('writes a cusp as its numeral and degree', () => {
    expect(formatCuspText({ number: 10, relDegree: 7.452 })).toBe('X 7°27′');
  });
});
