import { describe, expect, it } from 'vitest';
import { toRulerRows } from './ruling-planets-table';

describe('ruling planet rows', () => {
  it('shows the spec columns and names the day lord', () => {
    expect(
      toRulerRows({
        columns: [],
        rows: [
          ['Lagna', 'Mars', 'Mars', 'Ketu', 'Venus', 'Sun', 'Moon'],
          ['Day Lord', 'Moon', 'Jupiter', 'Mercury', 'Saturn', 'Rahu', 'Ketu'],
        ],
      }),
    ).toEqual([
      ['Lagna', 'Mars', 'Ketu', 'Venus', 'Sun', 'Moon'],
      ['Day Lord (Moon)', 'Jupiter', 'Mercury', 'Saturn', 'Rahu', 'Ketu'],
    ]);
  });
});
