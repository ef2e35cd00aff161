/**
 * Timing and ruling planets (compatibility.md §8.3, §8.4): the periods both run, checked instant by instant
 * against the running antaras the dasha module finds, and the shapes of clipping, touching and ordering.
 */
import { describe, expect, it } from 'vitest';
import type { ChartBody } from '../chart.js';
import { findRunningPeriods } from '../dasha/vimshottari.js';
import type { RulingPlanets, RulingRow } from '../ruling/ruling-planets.js';
import type { Planet } from '../tables/planets.js';
import {
  crossWithRulingPlanets,
  findSharedPeriods,
  findSupportingAntaras,
  listMatchRulingPlanets,
  type SupportingAntara,
} from './kp-timing.js';
import { computeMatchPerson, resolveMatchContext } from './match.js';
import { sampleCharts } from './sample-charts.fixture.js';

/** 2026-06-01 00:00 UT. */
const T0 = 2461192.5;
/** Sampling step of the instant-by-instant check: half a day; the shortest antara (Sun–Sun–Sun) is 5.5 days. */
const STEP_DAYS = 0.5;
/** Two computations of one dasha boundary agree to far below a second. */
const SAME_INSTANT_DAYS = 1e-6;

const antara = (start: number, end: number, lords: Planet[]): SupportingAntara => ({
  start,
  end,
  lords: lords as [Planet, Planet, Planet],
});

describe('findSharedPeriods', () => {
  const bride = [antara(10, 20, ['Venus', 'Sun', 'Moon']), antara(20, 30, ['Venus', 'Sun', 'Mars'])];
  const groom = [antara(15, 25, ['Moon', 'Rahu', 'Jupiter']), antara(30, 40, ['Moon', 'Rahu', 'Saturn'])];

  it('pairs every overlap, by start, without merging; pairs that only touch are not periods', () => {
    expect(findSharedPeriods(bride, groom, { from: 0, to: 100 })).toEqual([
      { from: 15, to: 20, bride: ['Venus', 'Sun', 'Moon'], groom: ['Moon', 'Rahu', 'Jupiter'] },
      { from: 20, to: 25, bride: ['Venus', 'Sun', 'Mars'], groom: ['Moon', 'Rahu', 'Jupiter'] },
    ]);
  });

  it('clips to the window', () => {
    expect(findSharedPeriods(bride, groom, { from: 16, to: 22 }).map((p) => [p.from, p.to])).toEqual([
      [16, 20],
      [20, 22],
    ]);
  });
});

describe('the periods of computed charts, instant by instant', () => {
  const charts = sampleCharts(12);
  const moment = charts[0]!;
  const context = resolveMatchContext({ moment: { ...moment, profile: { julianDayUT: T0 } }, years: 20 });

  it.each([
    [1, 2],
    [3, 4],
    [5, 6],
    [7, 8],
    [9, 10],
  ])('charts %i and %i', (i, j) => {
    const [b, g] = [charts[i]!, charts[j]!];
    const [pb, pg] = [computeMatchPerson(b, context), computeMatchPerson(g, context)];
    const mb = new Set(pb.significators.map((s) => s.planet));
    const mg = new Set(pg.significators.map((s) => s.planet));
    const periods = findSharedPeriods(pb.antaras, pg.antaras, context.window);
    const lordsAt = (chart: typeof b, t: number) => findRunningPeriods(chart.dasha, t, 3).map((p) => p.lord);
    let supportedInstants = 0;
    let sampled = 0;
    for (let t = context.window.from; t < context.window.to; t += STEP_DAYS) {
      const lb = lordsAt(b, t);
      const lg = lordsAt(g, t);
      const both = lb.every((l) => mb.has(l)) && lg.every((l) => mg.has(l));
      sampled += 1;
      const inside = periods.filter((p) => p.from <= t && t < p.to);
      expect(inside.length, `t = ${t}: ${lb.join('-')} / ${lg.join('-')}`).toBe(both ? 1 : 0);
      if (both) {
        supportedInstants += 1;
        expect([inside[0]?.bride, inside[0]?.groom], `t = ${t}`).toEqual([lb, lg]);
      }
    }
    expect(supportedInstants).toBeLessThanOrEqual(sampled);
    for (const [k, p] of periods.entries()) {
      expect(p.from).toBeGreaterThanOrEqual(context.window.from);
      expect(p.to).toBeLessThanOrEqual(context.window.to);
      if (k > 0) expect(p.from).toBeGreaterThanOrEqual(periods[k - 1]!.to);
    }
  });

  it('finds in the chart’s own dasha tree the same supporting antaras it splits from the mahadashas', () => {
    for (const [i, chart] of charts.entries()) {
      const person = computeMatchPerson(chart, context);
      const planets = new Set(person.significators.map((s) => s.planet));
      const fromTree = findSupportingAntaras(chart.dasha.mahadashas, planets, context.window);
      expect(
        person.antaras.map((a) => a.lords),
        `chart ${i}`,
      ).toEqual(fromTree.map((a) => a.lords));
      for (const [k, a] of person.antaras.entries()) {
        expect(Math.abs(a.start - fromTree[k]!.start), `chart ${i} antara ${k} start`).toBeLessThan(
          SAME_INSTANT_DAYS,
        );
        expect(Math.abs(a.end - fromTree[k]!.end), `chart ${i} antara ${k} end`).toBeLessThan(
          SAME_INSTANT_DAYS,
        );
      }
    }
  });

  it('lists the bhuktis over the window back to back, each as the dasha tree runs it, marked by its lords', () => {
    const WEEK = 7;
    for (const [i, chart] of charts.entries()) {
      const person = computeMatchPerson(chart, context);
      const planets = new Set(person.significators.map((s) => s.planet));
      const { bhuktis } = person;
      expect(bhuktis[0]!.start, `chart ${i}`).toBeLessThanOrEqual(context.window.from);
      expect(bhuktis.at(-1)!.end, `chart ${i}`).toBeGreaterThanOrEqual(context.window.to);
      for (const [k, b] of bhuktis.entries()) {
        if (k > 0) expect(Math.abs(b.start - bhuktis[k - 1]!.end)).toBeLessThan(SAME_INSTANT_DAYS);
        // A week inside the bhukti (the shortest, Sun–Sun, is about 108 days) it is the one running.
        const t = Math.max(b.start, context.window.from) + WEEK;
        expect(
          findRunningPeriods(chart.dasha, t, 2).map((p) => p.lord),
          `chart ${i} bhukti ${k}`,
        ).toEqual(b.lords);
        expect(b.supports).toBe(b.lords.every((l) => planets.has(l)));
      }
    }
  });

  it('meets pairs with shared periods and pairs without among these charts', () => {
    const shared = [1, 3, 5, 7, 9].map((i) => {
      const [pb, pg] = [computeMatchPerson(charts[i]!, context), computeMatchPerson(charts[i + 1]!, context)];
      return findSharedPeriods(pb.antaras, pg.antaras, context.window).reduce(
        (sum, p) => sum + p.to - p.from,
        0,
      );
    });
    const windowDays = context.window.to - context.window.from;
    expect(shared.some((days) => days > 0)).toBe(true);
    expect(shared.some((days) => days === 0)).toBe(true);
    expect(shared.every((days) => days < windowDays)).toBe(true);
  });
});

describe('ruling planets of the report moment', () => {
  const row = (sign: Planet, star: Planet, sub: Planet): RulingRow & { longitude: number } => ({
    longitude: 0,
    signLord: sign,
    starLord: star,
    subLord: sub,
    subSubLord: sub,
    subSubSubLord: sub,
  });
  const rulingPlanets: RulingPlanets = {
    dayLord: { planet: 'Jupiter', isPolarFallback: false, position: row('Sun', 'Sun', 'Sun') },
    moon: row('Saturn', 'Rahu', 'Jupiter'),
    lagna: row('Mars', 'Ketu', 'Saturn'),
  };
  const body = (name: Planet, isRetrograde: boolean) => ({ name, isRetrograde }) as ChartBody;
  const bodies = [
    body('Jupiter', true),
    body('Saturn', false),
    body('Rahu', true),
    body('Mars', false),
    body('Ketu', true),
  ];

  it('lists the distinct planets of the 7 slots in slot order, marking the retrograde ones', () => {
    expect(listMatchRulingPlanets({ rulingPlanets, bodies })).toEqual([
      { planet: 'Jupiter', isRetrograde: true },
      { planet: 'Saturn', isRetrograde: false },
      { planet: 'Rahu', isRetrograde: true },
      { planet: 'Mars', isRetrograde: false },
      { planet: 'Ketu', isRetrograde: true },
    ]);
  });

  it('crosses a person’s significators with them in Vimshottari order, with the count', () => {
    const ruling = listMatchRulingPlanets({ rulingPlanets, bodies });
    const significators = new Set<Planet>(['Mercury', 'Jupiter', 'Sun', 'Ketu', 'Mars']);
    expect(crossWithRulingPlanets(significators, ruling)).toEqual({
      planets: ['Ketu', 'Mars', 'Jupiter'],
      count: 3,
    });
  });
});
