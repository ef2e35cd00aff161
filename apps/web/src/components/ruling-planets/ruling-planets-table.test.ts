import { describe, expect, it } from 'vitest';
import { nameCell } from '../../i18n/name-text';
import { toRulerRows } from './ruling-planets-table';

describe('ruling planet rows', () => {
  it('shows the spec columns and names the day lord of the third row (Lagna, Moon, Day Lord)', () => {
    expect(
      toRulerRows({
        columns: [],
        rows: [
          ['Lagna', 'Mars', 'Mars', 'Ketu', 'Venus', 'Sun', 'Moon'],
          ['Moon', 'Venus', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu'],
          ['Day Lord', 'Moon', 'Jupiter', 'Mercury', 'Saturn', 'Rahu', 'Ketu'],
        ],
      }),
    ).toEqual([
      ['Lagna', 'Mars', 'Ketu', 'Venus', 'Sun', 'Moon'],
      ['Moon', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu'],
      [nameCell('Day Lord', { bracketed: 'Moon' }), 'Jupiter', 'Mercury', 'Saturn', 'Rahu', 'Ketu'],
    ]);
  });
});
