/**
 * Planet Links and Cuspal Links (domain §9.2) on the Appendix A chart; expected house sets are the §8.1
 * table's rows. Also the input checks shared by every significator function.
 */
import { describe, expect, it } from 'vitest';
import { APPENDIX_A } from './appendix-a.fixture.js';
import { computeCuspalLinks, computePlanetLinks } from './links.js';
import { computeSelfSignificators } from './self-significators.js';
import { checkChartLords, type ChartLords } from './types.js';

describe('links of the Appendix A chart', () => {
  it('Planet Links: Rahu → star lord Venus, sub lord Ketu, each with its CL/OCC/CST/CSL', () => {
    const rahu = computePlanetLinks(APPENDIX_A).find((r) => r.planet === 'Rahu');
    expect(rahu?.a).toMatchObject({ planet: 'Rahu', cl: [], occ: 9, cst: [3, 7], csl: [1, 5] });
    expect(rahu?.starLordOfA).toMatchObject({ planet: 'Venus', cl: [2, 7], occ: 5, cst: [1], csl: [12] });
    expect(rahu?.subLordOfA).toMatchObject({ planet: 'Ketu', cl: [], occ: 3, cst: [5, 9], csl: [4, 10] });
    expect(rahu?.subLordOfA.houses).toEqual([3, 4, 5, 9, 10]);
  });

  it('Cuspal Links Star Lord row 1: A = Venus (star lord of cusp 1), its star lord Venus, its sub lord Rahu', () => {
    const row1 = computeCuspalLinks(APPENDIX_A, 'star')[0];
    expect(row1?.house).toBe(1);
    expect([row1?.a.planet, row1?.starLordOfA.planet, row1?.subLordOfA.planet]).toEqual([
      'Venus',
      'Venus',
      'Rahu',
    ]);
    expect(row1?.a.houses).toEqual([1, 2, 5, 7, 12]);
  });

  it('Cuspal Links Sub Sub Lord row 12: A = Ketu, star lord Jupiter (CL 9,12; OCC 7), sub lord Ketu', () => {
    const row12 = computeCuspalLinks(APPENDIX_A, 'subSub')[11];
    expect(row12?.house).toBe(12);
    expect(row12?.a.planet).toBe('Ketu');
    expect(row12?.starLordOfA).toMatchObject({ planet: 'Jupiter', cl: [9, 12], occ: 7, cst: [], csl: [] });
    expect(row12?.subLordOfA.planet).toBe('Ketu');
  });

  it('every table has its rows in product order', () => {
    expect(computePlanetLinks(APPENDIX_A).map((r) => r.planet)).toEqual(
      computeSelfSignificators(APPENDIX_A).map((r) => r.planet),
    );
    for (const by of ['star', 'sub', 'subSub'] as const) {
      expect(computeCuspalLinks(APPENDIX_A, by).map((r) => r.house)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
    }
  });
});

describe('input checks', () => {
  it('refuses a chart without 12 cusps', () => {
    const short: ChartLords = { ...APPENDIX_A, cusps: APPENDIX_A.cusps.slice(0, 11) };
    expect(() => computePlanetLinks(short)).toThrow('a chart needs 12 cusps, got 11');
  });

  it('refuses a planet house outside 1..12', () => {
    const bad: ChartLords = {
      ...APPENDIX_A,
      planets: { ...APPENDIX_A.planets, Moon: { ...APPENDIX_A.planets.Moon, house: 13 } },
    };
    expect(() => checkChartLords(bad)).toThrow('house of Moon must be 1..12: 13');
  });
});
