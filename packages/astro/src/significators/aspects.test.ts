/** Vedic full aspects counted by KP house (domain §10.1–10.2, decisions.md "aspects"). */
import { describe, expect, it } from 'vitest';
import { PLANETS, type Planet } from '../tables/planets.js';
import { computeAspects, countHouseFrom, findAspectedHouses } from './aspects.js';
import { makeChart, SPREAD_LONGITUDES } from './test-chart.fixture.js';

describe('counting houses inclusively', () => {
  it.each([
    [3, 7, 9],
    [1, 7, 7],
    [10, 4, 1],
    [12, 3, 2],
    [8, 8, 3],
  ])('the %ith house counted %i is house %i', (house, count, expected) => {
    expect(countHouseFrom(house, count)).toBe(expected);
  });
});

describe('houses aspected', () => {
  it.each<[Planet, number, number[]]>([
    ['Sun', 1, [7]],
    ['Mars', 7, [1, 2, 10]],
    ['Jupiter', 7, [1, 3, 11]],
    ['Saturn', 11, [1, 5, 8]],
    ['Rahu', 9, [3]],
    ['Ketu', 3, [9]],
  ])('%s in house %i aspects %j', (planet, house, expected) => {
    expect(findAspectedHouses(planet, house)).toEqual(expected);
  });

  it('nodes aspect the 5th, 7th and 9th with the option [5, 7, 9]', () => {
    expect(findAspectedHouses('Rahu', 9, [5, 7, 9])).toEqual([1, 3, 5]);
    expect(findAspectedHouses('Ketu', 3, [5, 7, 9])).toEqual([7, 9, 11]);
  });

  it('the node option leaves the other planets alone', () => {
    expect(findAspectedHouses('Saturn', 11, [5, 7, 9])).toEqual([1, 5, 8]);
  });
});

describe('computeAspects on a hand-made chart', () => {
  const chart = makeChart(SPREAD_LONGITUDES);
  const aspected = (aspects: ReturnType<typeof computeAspects>, planet: Planet): Planet[] => {
    const row = aspects.aspectingPlanets.find((r) => r.planet === planet);
    return PLANETS.filter((p) => row?.aspects[p] === true);
  };

  it('aspecting houses are counted from each planet house, rows in Sun..Ketu order', () => {
    const rows = computeAspects(chart).aspectingHouses;
    expect(rows.map((r) => r.planet)).toEqual(PLANETS);
    expect(rows.find((r) => r.planet === 'Mars')).toEqual({ planet: 'Mars', house: 1, houses: [4, 7, 8] });
    expect(rows.find((r) => r.planet === 'Saturn')).toEqual({
      planet: 'Saturn',
      house: 5,
      houses: [2, 7, 11],
    });
  });

  it('who aspects whom follows the houses, and need not be mutual', () => {
    const aspects = computeAspects(chart);
    expect(aspected(aspects, 'Mars')).toEqual(['Sun']);
    expect(aspected(aspects, 'Sun')).toEqual(['Moon']);
    expect(aspected(aspects, 'Jupiter')).toEqual(['Moon', 'Mercury', 'Venus']);
    expect(aspected(aspects, 'Saturn')).toEqual(['Moon']);
    expect(aspected(aspects, 'Ketu')).toEqual(['Rahu']);
  });

  it('no planet aspects itself or a planet in its own house', () => {
    const aspects = computeAspects(chart);
    for (const row of aspects.aspectingPlanets) expect(row.aspects[row.planet]).toBe(false);
    expect(aspected(aspects, 'Mercury')).not.toContain('Venus');
  });

  it('with node aspects [5, 7, 9] Ketu in house 9 also aspects Mars (1) and Saturn (5)', () => {
    const aspects = computeAspects(chart, { nodeAspects: [5, 7, 9] });
    expect(aspected(aspects, 'Ketu')).toEqual(['Mars', 'Saturn', 'Rahu']);
    expect(aspects.aspectingHouses.find((r) => r.planet === 'Ketu')?.houses).toEqual([1, 3, 5]);
  });
});

describe('node aspect option check', () => {
  it('refuses a node aspect list other than [7] or [5, 7, 9]', () => {
    const bad = { nodeAspects: [3, 7] as unknown as readonly [7] };
    expect(() => computeAspects(makeChart(SPREAD_LONGITUDES), bad)).toThrow(
      'nodeAspects must be [7] or [5, 7, 9]: [3,7]',
    );
  });
});
