/** The domain's worked examples on the Appendix A chart: §8.1 Self Significators, Appendix A 4-level, §9.2. */
import { describe, expect, it } from 'vitest';
import type { Planet } from '../tables/planets.js';
import { APPENDIX_A } from './appendix-a.fixture.js';
import {
  computeCuspalLinks,
  computeEffectiveSignificators,
  computeHouseOwnership,
  computePlanetSignificators,
  computeSelfSignificators,
} from './index.js';

type SelfRow = [Planet, Planet, Planet, Planet, number[], number, number[], number[]];

/** §8.1 table: Planet, Sign L, Star L, Sub L, CL, OCC, CST, CSL ("–" = empty). */
const SELF_SIGNIFICATORS_8_1: SelfRow[] = [
  ['Sun', 'Sun', 'Venus', 'Ketu', [5], 5, [10], []],
  ['Moon', 'Saturn', 'Jupiter', 'Saturn', [4], 11, [2, 6], [6, 11]],
  ['Mars', 'Mars', 'Saturn', 'Saturn', [1, 8], 7, [11], [7]],
  ['Mercury', 'Mercury', 'Moon', 'Ketu', [3, 6], 6, [8], [2, 3, 8, 9]],
  ['Jupiter', 'Venus', 'Jupiter', 'Ketu', [9, 12], 7, [], []],
  ['Venus', 'Sun', 'Venus', 'Rahu', [2, 7], 5, [1], [12]],
  ['Saturn', 'Saturn', 'Rahu', 'Mercury', [10, 11], 11, [4, 12], []],
  ['Rahu', 'Jupiter', 'Venus', 'Ketu', [], 9, [3, 7], [1, 5]],
  ['Ketu', 'Mercury', 'Jupiter', 'Ketu', [], 3, [5, 9], [4, 10]],
];

describe('§8.1 Self Significators of the Appendix A chart', () => {
  const rows = computeSelfSignificators(APPENDIX_A);

  it('lists the nine planets in the order of the published table', () => {
    expect(rows.map((r) => r.planet)).toEqual(SELF_SIGNIFICATORS_8_1.map((r) => r[0]));
  });

  it.each(SELF_SIGNIFICATORS_8_1)('%s', (planet, signLord, starLord, subLord, cl, occ, cst, csl) => {
    const row = rows.find((r) => r.planet === planet);
    expect(row).toMatchObject({ planet, signLord, starLord, subLord, cl, occ, cst, csl });
  });

  it('flags @ for planets in their own star (Jupiter, Venus) and * for Sun, Mars, Mercury, Ketu', () => {
    expect(rows.filter((r) => r.isInOwnStar).map((r) => r.planet)).toEqual(['Jupiter', 'Venus']);
    expect(rows.filter((r) => r.isNotStarLordOfAnyPlanet).map((r) => r.planet)).toEqual([
      'Sun',
      'Mars',
      'Mercury',
      'Ketu',
    ]);
  });
});

describe('Appendix A 4-level significators', () => {
  const { cuspalView, planetView } = computePlanetSignificators(APPENDIX_A);
  const house = (h: number) => cuspalView.find((r) => r.house === h);
  const planet = (p: Planet) => planetView.find((r) => r.planet === p);

  it('house view H5: A Sun, Venus, Rahu · B Sun, Venus · C – · D Sun', () => {
    expect(house(5)).toMatchObject({ A: ['Sun', 'Venus', 'Rahu'], B: ['Sun', 'Venus'], C: [], D: ['Sun'] });
  });

  it('house view H7: A Moon, Jupiter, Ketu · B Mars, Jupiter · C Sun, Venus, Rahu · D Venus', () => {
    expect(house(7)).toMatchObject({
      A: ['Moon', 'Jupiter', 'Ketu'],
      B: ['Mars', 'Jupiter'],
      C: ['Sun', 'Venus', 'Rahu'],
      D: ['Venus'],
    });
  });

  it('house view H11: A Mars, Mercury · B Moon, Saturn · C Mars · D Saturn', () => {
    expect(house(11)).toMatchObject({
      A: ['Mars', 'Mercury'],
      B: ['Moon', 'Saturn'],
      C: ['Mars'],
      D: ['Saturn'],
    });
  });

  it('planet view: Moon A 7 · B 11 · C 9,12 · D 4', () => {
    expect(planet('Moon')).toMatchObject({ A: [7], B: [11], C: [9, 12], D: [4] });
  });

  it('planet view: Mars A 11 · B 7 · C 10,11 · D 1,8', () => {
    expect(planet('Mars')).toMatchObject({ A: [11], B: [7], C: [10, 11], D: [1, 8] });
  });

  it('planet view: Saturn A 9 · B 11 · C – · D 10,11', () => {
    expect(planet('Saturn')).toMatchObject({ A: [9], B: [11], C: [], D: [10, 11] });
  });

  it('Effective Significators: Mars (A) with sub lord Saturn (B) signify 11,7,10,1,8 and 9,11,10', () => {
    const mars = computeEffectiveSignificators(APPENDIX_A).find((r) => r.planet === 'Mars');
    expect(mars?.subLord).toBe('Saturn');
    expect(mars?.significationOfA.houses).toEqual([11, 7, 10, 1, 8]);
    expect(mars?.significationOfB.houses).toEqual([9, 11, 10]);
  });

  it('house ownership follows the cusp sign lords; the nodes own nothing', () => {
    const owners = computeHouseOwnership(APPENDIX_A).map((r) => r.owner);
    expect(owners).toEqual([
      'Mars',
      'Venus',
      'Mercury',
      'Moon',
      'Sun',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Saturn',
      'Jupiter',
    ]);
  });
});

describe('§9.2 Cuspal Links Sub Lord, row 7 of the Appendix A chart', () => {
  const row7 = computeCuspalLinks(APPENDIX_A, 'sub').find((r) => r.house === 7);

  it('A = Mars with CL 1,8; OCC 7; CST 11; CSL 7', () => {
    expect(row7?.a).toMatchObject({ planet: 'Mars', cl: [1, 8], occ: 7, cst: [11], csl: [7] });
    expect(row7?.a.houses).toEqual([1, 7, 8, 11]);
  });

  it('star lord of A = Saturn with 10,11 / 11 / 4,12 / –', () => {
    expect(row7?.starLordOfA).toMatchObject({
      planet: 'Saturn',
      cl: [10, 11],
      occ: 11,
      cst: [4, 12],
      csl: [],
    });
  });

  it('sub lord of A = Saturn', () => {
    expect(row7?.subLordOfA.planet).toBe('Saturn');
  });
});
