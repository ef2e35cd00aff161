/** Six Fold Significators A–G (domain §7 table, CST reading); both views from one relation. */
import { describe, expect, it } from 'vitest';
import { APPENDIX_A } from './appendix-a.fixture.js';
import { expectViewsAgree } from './expect-views.fixture.js';
import { computeSixFoldSignificators, SIX_FOLD_COLUMNS } from './six-fold-significators.js';
import { makeChart, SPREAD_LONGITUDES } from './test-chart.fixture.js';

describe('Six Fold Significators on a hand-made chart', () => {
  /*
   * Cusp 4 lords: sign Moon (Cancer), star set to Saturn, sub set to Rahu. Planet lords set by hand:
   * Sun star Saturn sub Moon; Mars star Moon sub Saturn; Venus star Jupiter sub Moon; the others keep
   * their sign lord as star and sub lord.
   */
  const chart = makeChart(SPREAD_LONGITUDES, {
    lords: {
      Sun: { starLord: 'Saturn', subLord: 'Moon' },
      Mars: { starLord: 'Moon', subLord: 'Saturn' },
      Venus: { starLord: 'Jupiter', subLord: 'Moon' },
    },
    cuspLords: { 4: { starLord: 'Saturn', subLord: 'Rahu' } },
  });
  const views = computeSixFoldSignificators(chart);

  it('cuspal view of house 4 follows the legend column by column', () => {
    expect(views.cuspalView.find((r) => r.house === 4)).toEqual({
      house: 4,
      A: ['Mars'],
      B: ['Sun'],
      C: ['Saturn'],
      D: ['Sun', 'Venus'],
      E: ['Mars'],
      F: ['Moon'],
      G: ['Rahu'],
    });
  });

  it('planet view of Mars reads the same links from the planet side', () => {
    const mars = views.planetView.find((r) => r.planet === 'Mars');
    expect(mars?.A).toEqual([4, 10, 11]);
    expect(mars?.E).toEqual([4]);
    expect(mars?.F).toEqual([1, 8]);
  });

  it('both views are the same relation', () => {
    expectViewsAgree(views, SIX_FOLD_COLUMNS);
  });
});

describe('Six Fold Significators of the Appendix A chart', () => {
  const views = computeSixFoldSignificators(APPENDIX_A);

  it('house 7 (CL Venus, CST Rahu, CSL Mars)', () => {
    expect(views.cuspalView.find((r) => r.house === 7)).toEqual({
      house: 7,
      A: ['Venus'],
      B: ['Saturn'],
      C: ['Rahu'],
      D: [],
      E: ['Sun', 'Venus', 'Rahu'],
      F: ['Venus'],
      G: ['Mars'],
    });
  });

  it('Mars (star Saturn, sub Saturn): A 4,12 · B 4,12 · C 11 · D 10,11 · E 10,11 · F 1,8 · G 7', () => {
    expect(views.planetView.find((r) => r.planet === 'Mars')).toEqual({
      planet: 'Mars',
      A: [4, 12],
      B: [4, 12],
      C: [11],
      D: [10, 11],
      E: [10, 11],
      F: [1, 8],
      G: [7],
    });
  });

  it('both views are the same relation, with one planet per house in C, F and G', () => {
    expectViewsAgree(views, SIX_FOLD_COLUMNS);
    for (const row of views.cuspalView) expect([row.C.length, row.F.length, row.G.length]).toEqual([1, 1, 1]);
  });
});
