/**
 * Manglik dosha (compatibility.md §7): the Appendix A chart worked by hand from its published positions,
 * and 3,000 made-up placements against the rules of §7 written again here from the document.
 */
import { describe, expect, it } from 'vitest';
import type { ChartBody } from '../chart.js';
import { computeKpLords } from '../kp/lords.js';
import { APPENDIX_A } from '../significators/appendix-a.fixture.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import { computeManglik, type ManglikChart } from './manglik.js';

/** A chart of bodies at the given longitudes (Mars's speed as given) and an Ascendant. */
function chartOf(longitudes: Record<Planet, number>, ascendant: number, marsSpeed: number): ManglikChart {
  const bodies: ChartBody[] = PLANETS.map((name) => {
    const speed = name === 'Mars' ? marsSpeed : 1;
    return {
      ...computeKpLords(longitudes[name]),
      name,
      speed,
      isRetrograde: speed < 0,
      house: 1,
      navamsaSignIndex: 0,
      navamsaSign: '',
    };
  });
  return { bodies, ascendant: { ...computeKpLords(ascendant), navamsaSignIndex: 0, navamsaSign: '' } };
}

describe('the Appendix A chart (Lagna Aries, Mars Scorpio 4°31′, Moon Aquarius, Venus Leo)', () => {
  const longitudes = Object.fromEntries(PLANETS.map((p) => [p, APPENDIX_A.planets[p].longitude])) as Record<
    Planet,
    number
  >;
  const manglik = computeManglik(chartOf(longitudes, APPENDIX_A.cusps[0]!.longitude, 0.6));

  it('is Manglik from the Lagna (8th) and from Venus (4th), not from the Moon (10th)', () => {
    expect(manglik.present).toBe(true);
    expect(manglik.from).toEqual({ lagna: 8, moon: null, venus: 4 });
  });

  it('lists the rules that apply: 4th in Scorpio, Saturn aspects (10th), Lagna lord, own sign', () => {
    expect(manglik.cancellations).toEqual([
      'mars-4th-in-aries-or-scorpio',
      'mars-with-or-aspected-by-jupiter-or-saturn',
      'mars-lagna-lord',
      'mars-own-exalted-or-friend-sign',
    ]);
  });
});

/** §7 written again: presence and the rules that apply, for plain sign numbers and degrees. */
function expectedManglik(lon: Record<Planet, number>, asc: number, marsSpeed: number) {
  const sign = (x: number) => Math.floor(x / 30);
  const r = (x: number, y: number) => ((y - x + 12) % 12) + 1;
  const mars = sign(lon.Mars);
  const h = (ref: number) => ([1, 2, 4, 7, 8, 12].includes(r(ref, mars)) ? r(ref, mars) : null);
  const from = { lagna: h(sign(asc)), moon: h(sign(lon.Moon)), venus: h(sign(lon.Venus)) };
  const houses = Object.values(from).filter((x) => x !== null);
  if (houses.length === 0) return { present: false, from, cancellations: [] };
  const lagna = sign(asc);
  const lords = [
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
  ];
  const gap = Math.abs(lon.Sun - lon.Mars) % 360;
  const degree = lon.Mars - 30 * mars;
  const jupiter = sign(lon.Jupiter);
  const saturn = sign(lon.Saturn);
  const dispositor = sign(lon[lords[mars] as Planet]);
  const rules: [string, boolean][] = [
    ['mars-in-leo-or-aquarius', mars === 4 || mars === 10],
    ['mars-2nd-in-gemini-or-virgo', houses.includes(2) && (mars === 2 || mars === 5)],
    ['mars-4th-in-aries-or-scorpio', houses.includes(4) && (mars === 0 || mars === 7)],
    ['mars-7th-in-cancer-or-capricorn', houses.includes(7) && (mars === 3 || mars === 9)],
    ['mars-8th-in-sagittarius-or-pisces', houses.includes(8) && (mars === 8 || mars === 11)],
    ['mars-12th-in-taurus-or-libra', houses.includes(12) && (mars === 1 || mars === 6)],
    [
      'mars-with-or-aspected-by-jupiter-or-saturn',
      jupiter === mars ||
        saturn === mars ||
        [5, 7, 9].includes(r(jupiter, mars)) ||
        [3, 7, 10].includes(r(saturn, mars)),
    ],
    ['mars-retrograde', marsSpeed < 0],
    ['mars-combust-or-sandhi', Math.min(gap, 360 - gap) <= 17 || degree < 1 || degree >= 29],
    ['mars-lagna-lord', lagna === 0 || lagna === 7],
    ['mars-own-exalted-or-friend-sign', [0, 7, 9, 4, 3, 8, 11].includes(mars)],
    ['mars-in-movable-sign', [0, 3, 6, 9].includes(mars)],
    ['mars-dispositor-kendra-trikona', [1, 4, 5, 7, 9, 10].includes(r(lagna, dispositor))],
    ['lagna-cancer-or-leo', lagna === 3 || lagna === 4],
  ];
  return { present: true, from, cancellations: rules.filter(([, applies]) => applies).map(([key]) => key) };
}

describe('3,000 made-up placements against §7', () => {
  it('gives the same presence, houses and cancellations', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const applied = new Set<string>();
    let manglikCount = 0;
    for (let i = 0; i < 3000; i++) {
      const lon = Object.fromEntries(PLANETS.map((p) => [p, random() * 360])) as Record<Planet, number>;
      const asc = random() * 360;
      const speed = random() < 0.2 ? -0.3 : 0.5;
      const expected = expectedManglik(lon, asc, speed);
      const actual = computeManglik(chartOf(lon, asc, speed));
      expect(actual, `placement ${i}: ${JSON.stringify({ lon, asc, speed })}`).toEqual(expected);
      for (const key of actual.cancellations) applied.add(key);
      if (actual.present) manglikCount += 1;
    }
    expect(applied.size, 'every rule met at least once').toBe(14);
    expect(manglikCount).toBeGreaterThan(1000);
  });
});
