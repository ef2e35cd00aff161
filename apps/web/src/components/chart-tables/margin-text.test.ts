import { describe, expect, it } from 'vitest';
import { chooseMarginFormat, formatMarginSeconds, toMarginView } from './margin-text';

describe('sub-lord margin cells', () => {
  it.each([
    [0, 'minutes', '0:00'],
    [59.9, 'minutes', '0:59'],
    [61, 'minutes', '1:01'],
    [119.99, 'minutes', '1:59'],
    [3_599, 'minutes', '59:59'],
    [125, 'hours', '0:02:05'],
    [5_710, 'hours', '1:35:10'],
    [52_931, 'hours', '14:42:11'],
    [187_200, 'hours', '52:00:00'],
    [172_800, 'days', '2.0 d'],
    [164_000, 'days', '1.8 d'],
  ] as const)('%s s in %s reads %s', (seconds, format, text) => {
    expect(formatMarginSeconds(seconds, format)).toBe(text);
  });

  it('chooses one format for both sides of a cell', () => {
    expect(chooseMarginFormat([45, 3_599])).toBe('minutes');
    expect(chooseMarginFormat([125, 5_710])).toBe('hours');
    expect(chooseMarginFormat([125, 172_800])).toBe('hours');
    expect(chooseMarginFormat([90_000, 172_800])).toBe('days');
  });

  it.each([
    ['300', '45', '−5:00 / +0:45', 45, true],
    ['120', '300', '−2:00 / +5:00', 120, false],
    ['119', '', '−1:59 / +> 30 d', 119, true],
    ['125', '18430', '−0:02:05 / +5:07:10', 125, false],
    ['100000', '164000', '−1.1 d / +1.8 d', 100000, false],
    ['', '', '−> 30 d / +> 30 d', null, false],
  ])('earlier %j, later %j → %s (smallest %s, fragile %s)', (earlier, later, text, smallest, isFragile) => {
    expect(toMarginView(earlier, later)).toEqual({ text, smallest, isFragile });
  });
});
