/** Conjunction: same KP house and separation within the deeptamsa mean or an override (decisions.md). */
import { describe, expect, it } from 'vitest';
import type { Planet } from '../tables/planets.js';
import { angularSeparation, computeConjunctions, conjunctionOrbOf } from './conjunctions.js';
import { makeChart, SPREAD_LONGITUDES } from './test-chart.fixture.js';

const conjoinedOf = (chart: ReturnType<typeof makeChart>, planet: Planet, orb?: number): Planet[] =>
  computeConjunctions(chart, orb === undefined ? {} : { conjunctionOrb: orb }).planets.find(
    (r) => r.planet === planet,
  )?.conjoinedPlanets ?? [];

describe('separation and orbs', () => {
  it.each([
    [359, 1, 2],
    [10, 200, 170],
    [200, 10, 170],
    [0, 180, 180],
  ])('separation of %f and %f is %f', (a, b, expected) => {
    expect(angularSeparation(a, b)).toBe(expected);
  });

  it('orb of a pair is the mean of the two deeptamsa orbs', () => {
    expect(conjunctionOrbOf('Sun', 'Moon')).toBe(13.5);
    expect(conjunctionOrbOf('Mars', 'Mercury')).toBe(7.5);
    expect(conjunctionOrbOf('Rahu', 'Saturn')).toBe(8.5);
    expect(conjunctionOrbOf('Sun', 'Moon', 3)).toBe(3);
  });
});

describe('computeConjunctions', () => {
  it('Sun and Moon exactly 13.5° apart in one house are conjoined; 13.75° apart they are not', () => {
    const at = (moon: number) => makeChart({ ...SPREAD_LONGITUDES, Sun: 10, Moon: moon, Mars: 100 });
    expect(conjoinedOf(at(23.5), 'Sun')).toEqual(['Moon']);
    expect(conjoinedOf(at(23.75), 'Sun')).toEqual([]);
  });

  it('planets within the orb but on either side of a cusp are not conjoined', () => {
    const chart = makeChart({ ...SPREAD_LONGITUDES, Sun: 28, Moon: 32, Mars: 100 });
    expect(conjoinedOf(chart, 'Sun')).toEqual([]);
  });

  it('a house that spans 0° Aries keeps its planets together across 0°', () => {
    const chart = makeChart({ ...SPREAD_LONGITUDES, Sun: 359, Moon: 3, Mars: 100 }, { ascendant: 345 });
    expect(conjoinedOf(chart, 'Moon')).toEqual(['Sun']);
  });

  it('the orb override replaces the deeptamsa mean for every pair', () => {
    const chart = makeChart(SPREAD_LONGITUDES);
    expect(conjoinedOf(chart, 'Mercury')).toEqual([]);
    expect(conjoinedOf(chart, 'Mercury', 10)).toEqual(['Venus']);
    expect(conjoinedOf(chart, 'Mercury', 9.5)).toEqual([]);
  });

  it('the matrix is symmetric, empty on the diagonal, and rows carry the house', () => {
    const chart = makeChart({ ...SPREAD_LONGITUDES, Sun: 10, Moon: 14, Mars: 16 });
    const { matrix, planets } = computeConjunctions(chart);
    for (const row of matrix) {
      expect(row.conjoined[row.planet]).toBe(false);
      for (const other of matrix) expect(row.conjoined[other.planet]).toBe(other.conjoined[row.planet]);
    }
    expect(planets.find((r) => r.planet === 'Sun')).toEqual({
      planet: 'Sun',
      house: 1,
      conjoinedPlanets: ['Moon', 'Mars'],
    });
  });

  it('refuses an orb outside 0..180 degrees', () => {
    expect(() => computeConjunctions(makeChart(SPREAD_LONGITUDES), { conjunctionOrb: -1 })).toThrow(
      RangeError,
    );
  });
});
