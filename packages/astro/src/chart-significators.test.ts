import { describe, expect, it } from 'vitest';
import { computeChart } from './chart.js';
import { computeChartSignificators } from './chart-significators.js';

/**
 * End to end from a birth moment: the Appendix A chart of the domain notes (12 Sep 1935, 21:08 IST, Guna
 * 24°39′N 77°18′E, KP ayanamsa mode 5, mean node) and its published §8.1 Self Significators table.
 */
const chart = computeChart({
  date: '1935-09-12',
  time: '21:08:00',
  utcOffsetHours: 5.5,
  place: { latitude: 24 + 39 / 60, longitude: 77 + 18 / 60 },
  settings: { ayanamsa: 5, node: 'mean' },
});
const tables = computeChartSignificators(chart);

const PUBLISHED_SELF = {
  Sun: { cl: [5], occ: 5, cst: [10], csl: [] },
  Moon: { cl: [4], occ: 11, cst: [2, 6], csl: [6, 11] },
  Mars: { cl: [1, 8], occ: 7, cst: [11], csl: [7] },
  Mercury: { cl: [3, 6], occ: 6, cst: [8], csl: [2, 3, 8, 9] },
  Jupiter: { cl: [9, 12], occ: 7, cst: [], csl: [] },
  Venus: { cl: [2, 7], occ: 5, cst: [1], csl: [12] },
  Saturn: { cl: [10, 11], occ: 11, cst: [4, 12], csl: [] },
  Rahu: { cl: [], occ: 9, cst: [3, 7], csl: [1, 5] },
  Ketu: { cl: [], occ: 3, cst: [5, 9], csl: [4, 10] },
};

describe('significators of a computed chart (domain Appendix A, §8.1)', () => {
  it.each(Object.entries(PUBLISHED_SELF))(
    '%s matches the published self significators',
    (planet, expected) => {
      const row = tables.selfSignificators.find((r) => r.planet === planet);
      expect(row, planet).toBeDefined();
      expect({ cl: row?.cl, occ: row?.occ, cst: row?.cst, csl: row?.csl }).toEqual({
        cl: expected.cl,
        occ: expected.occ,
        cst: expected.cst,
        csl: expected.csl,
      });
    },
  );

  it('gives the published cuspal links by sub lord for house 7 (domain §9.2)', () => {
    const row = tables.cuspalLinks.subLord.find((r) => r.house === 7);
    expect(row?.a.planet).toBe('Mars');
    expect(row?.starLordOfA.planet).toBe('Saturn');
  });

  it('has twelve rows in each house view and nine in each planet view', () => {
    expect(tables.planetSignificators.cuspalView).toHaveLength(12);
    expect(tables.sixFoldSignificators.planetView).toHaveLength(9);
    expect(tables.cuspalLinks.starLord).toHaveLength(12);
  });
});
