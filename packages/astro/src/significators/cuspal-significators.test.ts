/**
 * Cuspal Significators A–F (decisions.md cusp-lord reading), checked on the Appendix A chart with values
 * worked out by hand from the published cusp lords and the §8.1 planet lords.
 */
import { describe, expect, it } from 'vitest';
import { APPENDIX_A } from './appendix-a.fixture.js';
import { CUSPAL_SIGNIFICATOR_COLUMNS, computeCuspalSignificators } from './cuspal-significators.js';
import { expectViewsAgree } from './expect-views.fixture.js';

describe('Cuspal Significators of the Appendix A chart', () => {
  const views = computeCuspalSignificators(APPENDIX_A);

  it('house 7 (Venus / Rahu / Mars): A in the star of Mars –, B Mars, C in the star of Rahu Saturn, D Rahu, E in the star of Venus Sun, Venus, Rahu, F Venus', () => {
    expect(views.cuspalView.find((r) => r.house === 7)).toEqual({
      house: 7,
      A: [],
      B: ['Mars'],
      C: ['Saturn'],
      D: ['Rahu'],
      E: ['Sun', 'Venus', 'Rahu'],
      F: ['Venus'],
    });
  });

  it('house 2 (Venus / Moon / Mercury): A in the star of Mercury –, B Mercury, C in the star of Moon Mercury, D Moon', () => {
    expect(views.cuspalView.find((r) => r.house === 2)).toMatchObject({
      A: [],
      B: ['Mercury'],
      C: ['Mercury'],
      D: ['Moon'],
      F: ['Venus'],
    });
  });

  it('planet view of Mars (star lord Saturn) mirrors it: A –, B 7, C 4,12, D 11, E 10,11, F 1,8', () => {
    expect(views.planetView.find((r) => r.planet === 'Mars')).toEqual({
      planet: 'Mars',
      A: [],
      B: [7],
      C: [4, 12],
      D: [11],
      E: [10, 11],
      F: [1, 8],
    });
  });

  it('planet view of Moon (star lord Jupiter): B 6,11, C none, D 2,6, E 9,12, F 4', () => {
    expect(views.planetView.find((r) => r.planet === 'Moon')).toMatchObject({
      B: [6, 11],
      C: [],
      D: [2, 6],
      E: [9, 12],
      F: [4],
    });
  });

  it('both views are the same relation', () => {
    expectViewsAgree(views, CUSPAL_SIGNIFICATOR_COLUMNS);
  });

  it('columns B, D and F hold exactly one planet per house (the cusp lord)', () => {
    for (const row of views.cuspalView) {
      expect([row.B.length, row.D.length, row.F.length]).toEqual([1, 1, 1]);
    }
  });
});
