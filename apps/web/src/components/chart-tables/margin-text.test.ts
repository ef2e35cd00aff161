import { describe, expect, it } from 'vitest';
import { formatMarginSeconds, toMarginView } from './margin-text';

describe('sub-lord margin cells', () => {
  it.each([
    [0, '0:00'],
    [59.9, '0:59'],
    [61, '1:01'],
    [119.99, '1:59'],
    [3_599, '59:59'],
    [5_710, '1h 35m'],
    [52_931, '14h 42m'],
    [172_800, '2.0 d'],
    [164_000, '1.8 d'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatMarginSeconds(seconds)).toBe(text);
  });

  it.each([
    ['300', '45', '−5:00 / +0:45', 45, true],
    ['120', '300', '−2:00 / +5:00', 120, false],
    ['119', '', '−1:59 / +> 30 d', 119, true],
    ['', '', '−> 30 d / +> 30 d', null, false],
  ])('earlier %j, later %j → %s (smallest %s, fragile %s)', (earlier, later, text, smallest, isFragile) => {
    expect(toMarginView(earlier, later)).toEqual({ text, smallest, isFragile });
  });
});
