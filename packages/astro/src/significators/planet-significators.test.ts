/** Planet Significators A–E: column E (conjunction / aspect / node agency) and the agreement of the views. */
import { describe, expect, it } from 'vitest';
import type { Planet } from '../tables/planets.js';
import { APPENDIX_A } from './appendix-a.fixture.js';
import { computePlanetSignificators, findConnectedPlanets } from './planet-significators.js';
import { expectViewsAgree } from './expect-views.fixture.js';
import { makeChart, SPREAD_LONGITUDES } from './test-chart.fixture.js';

/*
 * Hand-made chart (equal houses from 0° Aries): Sun 8, Moon 2, Mars 1, Mercury 12, Jupiter 6, Venus 12,
 * Saturn 5, Rahu 3, Ketu 9. Owners: 1 Mars, 2 Venus, 3 Mercury, 4 Moon, 5 Sun, 6 Mercury, 7 Venus, 8 Mars,
 * 9 Jupiter, 10 Saturn, 11 Saturn, 12 Jupiter.
 */
const chart = makeChart(SPREAD_LONGITUDES);
const columnE = (views: ReturnType<typeof computePlanetSignificators>, planet: Planet) =>
  views.planetView.find((r) => r.planet === planet)?.E;

describe('column E: houses reached through conjunction or aspect', () => {
  it('Moon (house 2) is aspected by Sun, Jupiter and Saturn and gets their occupied and owned houses', () => {
    expect(findConnectedPlanets(chart, 'Moon')).toEqual(['Sun', 'Jupiter', 'Saturn']);
    expect(columnE(computePlanetSignificators(chart), 'Moon')).toEqual([5, 6, 8, 9, 10, 11, 12]);
  });

  it('Ketu acts for Rahu (mutual 7th) and for Jupiter, lord of the sign it occupies', () => {
    expect(findConnectedPlanets(chart, 'Ketu')).toEqual(['Jupiter', 'Rahu']);
    expect(columnE(computePlanetSignificators(chart), 'Ketu')).toEqual([3, 6, 9, 12]);
  });

  it('node aspects [5, 7, 9] connect Ketu also to Mars and Saturn', () => {
    const views = computePlanetSignificators(chart, { nodeAspects: [5, 7, 9] });
    expect(columnE(views, 'Ketu')).toEqual([1, 3, 5, 6, 8, 9, 10, 11, 12]);
  });

  it('a conjunction connects only within the orb (Mercury and Venus 10° apart)', () => {
    expect(columnE(computePlanetSignificators(chart), 'Mercury')).toEqual([6, 9, 12]);
    expect(columnE(computePlanetSignificators(chart, { conjunctionOrb: 10 }), 'Mercury')).toEqual([
      2, 6, 7, 9, 12,
    ]);
  });

  it('the cuspal view lists a planet under E for the houses of the planets it is connected to', () => {
    const house8 = computePlanetSignificators(chart).cuspalView.find((r) => r.house === 8);
    expect(house8?.E).toEqual(['Sun', 'Moon', 'Mars']);
  });
});

describe('the two views of Planet Significators agree', () => {
  it('on the hand-made chart with node aspects [5, 7, 9]', () => {
    expectViewsAgree(computePlanetSignificators(chart, { nodeAspects: [5, 7, 9] }), [
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
  });

  it('on the Appendix A chart', () => {
    expectViewsAgree(computePlanetSignificators(APPENDIX_A), ['A', 'B', 'C', 'D', 'E']);
  });

  it('rows come as houses 1..12 and planets Sun..Ketu', () => {
    const views = computePlanetSignificators(APPENDIX_A);
    expect(views.cuspalView.map((r) => r.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(views.planetView.map((r) => r.planet)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
  });
});
