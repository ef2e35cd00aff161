import { describe, expect, it } from 'vitest';
import { CLIENT_CHART_DATA } from '../../components/chart-page/chart-page-fixtures';
import { birthPeriods } from './ruling-planet-page';

describe('Ruling Planet rows', () => {
  const DATA = CLIENT_CHART_DATA;

  it('starts every birth period at the birth date', () => {
    expect(birthPeriods(DATA, '1990-04-02').map((p) => [p.name, p.start, p.end])).toEqual([
      ['Mercury', '1990-04-02', '1995-06-01 10:00:00'],
      ['Venus', '1990-04-02', '1991-01-01 00:00:00'],
      ['Sun', '1990-04-02', '1990-04-20 00:00:00'],
    ]);
  });
});
