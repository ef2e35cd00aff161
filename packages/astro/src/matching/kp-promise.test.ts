/**
 * The KP promise (compatibility.md §8.1–§8.3): the worked example of §8.5 on the published Appendix A chart,
 * and the 4-step and the marriage significators of many computed charts recomputed from the engine's
 * significator tables (Self Significators: CL and OCC; Planet Significators: levels A–D).
 */
import { describe, expect, it } from 'vitest';
import { toChartLords } from '../chart-significators.js';
import { APPENDIX_A } from '../significators/appendix-a.fixture.js';
import { computePlanetSignificators } from '../significators/planet-significators.js';
import { computeSelfSignificators } from '../significators/self-significators.js';
import type { ChartLords } from '../significators/types.js';
import type { Planet } from '../tables/planets.js';
import { computeMarriagePromise, findMarriageSignificators, judgeMarriageHouses } from './kp-promise.js';
import { sampleCharts } from './sample-charts.fixture.js';

describe('§8.5 worked example: the Appendix A chart', () => {
  const promise = computeMarriagePromise(APPENDIX_A);

  it('takes Mars, the sub lord of cusp 7, through its four steps', () => {
    expect(promise.cusp7SubLord).toBe('Mars');
    expect(promise.steps).toEqual([
      { step: 'subLord', planet: 'Mars', houses: [1, 7, 8] },
      { step: 'starLord', planet: 'Saturn', houses: [10, 11] },
      { step: 'subLordOfSubLord', planet: 'Saturn', houses: [10, 11] },
      { step: 'starLordOfSubLord', planet: 'Rahu', houses: [9, 12] },
    ]);
  });

  it('finds 1, 7, 8, 9, 10, 11, 12: mixed, with separation noted', () => {
    expect(promise.houses).toEqual([1, 7, 8, 9, 10, 11, 12]);
    expect(promise.verdict).toBe('mixed');
    expect(promise.separation).toBe(true);
  });

  it('lists the Appendix A planet view (Moon, Mars, Saturn) among the marriage significators', () => {
    const significators = findMarriageSignificators(APPENDIX_A);
    const row = (planet: Planet) => significators.find((s) => s.planet === planet);
    expect(row('Moon')).toEqual({ planet: 'Moon', houses: [4, 7, 9, 11, 12], marriageHouses: [7, 11] });
    expect(row('Mars')).toEqual({ planet: 'Mars', houses: [1, 7, 8, 10, 11], marriageHouses: [7, 11] });
    expect(row('Saturn')).toEqual({ planet: 'Saturn', houses: [9, 10, 11], marriageHouses: [11] });
  });

  it('keeps all nine planets for this chart, as §8.3 notes', () => {
    expect(findMarriageSignificators(APPENDIX_A)).toHaveLength(9);
  });
});

describe('the verdict of §8.2', () => {
  it.each([
    [[2, 5], 'promised'],
    [[7, 11, 3], 'promised'],
    [[1, 4], 'denied'],
    [[6, 10, 12], 'denied'],
    [[2, 10], 'mixed'],
    [[3, 4, 5, 8, 9, 12], 'mixed'],
  ])('houses %j give %s', (houses, verdict) => {
    expect(judgeMarriageHouses(houses)).toBe(verdict);
  });
});

/** The 4-step recomputed from the Self Significators table: H(X) = OCC ∪ CL, a node taking its sign lord's CL. */
function expectedPromise(lords: ChartLords) {
  const rows = computeSelfSignificators(lords);
  const row = (p: Planet) => rows.find((r) => r.planet === p)!;
  const h = (p: Planet): number[] => {
    const owner = p === 'Rahu' || p === 'Ketu' ? row(p).signLord : p;
    return [...new Set([row(p).occ, ...row(owner).cl])].sort((a, b) => a - b);
  };
  const s = lords.cusps[6]!.subLord;
  const chain: Planet[] = [s, row(s).starLord, row(s).subLord, row(row(s).subLord).starLord];
  const houses = [...new Set(chain.flatMap(h))].sort((a, b) => a - b);
  const f = houses.some((x) => [2, 7, 11].includes(x));
  const n = houses.some((x) => [1, 6, 10].includes(x));
  return {
    chain: chain.map((planet) => ({ planet, houses: h(planet) })),
    houses,
    verdict: f && !n ? 'promised' : n && !f ? 'denied' : 'mixed',
  };
}

describe('KP verdicts of 60 computed charts recomputed from the significator tables', () => {
  const charts = sampleCharts(60).map(toChartLords);

  it('gives the same steps, houses and verdict', () => {
    for (const [i, lords] of charts.entries()) {
      const expected = expectedPromise(lords);
      const actual = computeMarriagePromise(lords);
      expect(
        actual.steps.map(({ planet, houses }) => ({ planet, houses })),
        `chart ${i}`,
      ).toEqual(expected.chain);
      expect([actual.houses, actual.verdict], `chart ${i}`).toEqual([expected.houses, expected.verdict]);
      expect(actual.separation, `chart ${i}`).toBe(expected.houses.includes(12));
    }
  });

  it('meets every verdict among the samples', () => {
    const verdicts = new Set(charts.map((lords) => computeMarriagePromise(lords).verdict));
    expect([...verdicts].sort()).toEqual(['denied', 'mixed', 'promised']);
  });

  it('finds the marriage significators in the Planet Significators table, levels A–D', () => {
    for (const [i, lords] of charts.entries()) {
      const expected = computePlanetSignificators(lords)
        .planetView.map((r) => ({
          planet: r.planet,
          houses: [...new Set([...r.A, ...r.B, ...r.C, ...r.D])].sort((a, b) => a - b),
        }))
        .filter((r) => r.houses.some((h) => [2, 7, 11].includes(h)))
        .map((r) => ({ ...r, marriageHouses: r.houses.filter((h) => [2, 7, 11].includes(h)) }));
      expect(findMarriageSignificators(lords), `chart ${i}`).toEqual(expected);
    }
  });
});
