/**
 * The five Vimshottari levels and the balance at birth (domain §12) by an independent computation written
 * here: the birth lord from the Moon's nakshatra (27 stars of 13°20′, lords Ketu, Venus, Sun, Moon, Mars,
 * Rahu, Jupiter, Saturn, Mercury repeating), the first mahadasha started at birth − elapsed × its years,
 * and every level split in proportion to the lords' years (Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7,
 * Rahu 18, Jupiter 16, Saturn 19, Mercury 17 of 120), each sequence starting from its parent's lord.
 */
import { describe, expect, it } from 'vitest';
import { computeDasha, computeDashaBalance, findRunningPeriods } from './vimshottari.js';
import type { DashaYearDays } from '../settings.js';

const ORDER = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];
/** Bounds agree to a microsecond of a day (float sums over five levels). */
const BOUND_TOLERANCE_DAYS = 1e-6;
const STAR = 40 / 3;

interface HandPeriod {
  lord: string;
  start: number;
  end: number;
}

/** The nine sub-periods of a period by the proportional rule, starting from its lord. */
function splitByHand(parent: HandPeriod): HandPeriod[] {
  const first = ORDER.indexOf(parent.lord);
  const length = parent.end - parent.start;
  const out: HandPeriod[] = [];
  let start = parent.start;
  for (let k = 0; k < 9; k++) {
    const i = (first + k) % 9;
    const end = start + (length * (YEARS[i] as number)) / 120;
    out.push({ lord: ORDER[i] as string, start, end });
    start = end;
  }
  return out;
}

/** The chain running at `jd`, five levels, from the Moon's longitude at birth. */
function chainByHand(moon: number, birth: number, yearDays: number, jd: number): HandPeriod[] {
  const star = Math.floor(moon / STAR);
  const first = star % 9;
  const elapsed = (moon - star * STAR) / STAR;
  let start = birth - elapsed * (YEARS[first] as number) * yearDays;
  const mahadashas: HandPeriod[] = [];
  for (let k = 0; k < 9; k++) {
    const i = (first + k) % 9;
    const end = start + (YEARS[i] as number) * yearDays;
    mahadashas.push({ lord: ORDER[i] as string, start, end });
    start = end;
  }
  const chain: HandPeriod[] = [];
  let candidates = mahadashas;
  for (let level = 0; level < 5; level++) {
    const found = candidates.find((p) => p.start <= jd && jd < p.end) as HandPeriod;
    chain.push(found);
    candidates = splitByHand(found);
  }
  return chain;
}

describe('five dasha levels', () => {
  const cases: [number, DashaYearDays, number][] = [
    [313.2, 365.25, 9123.4],
    [1.0, 360, 20000.7],
    [200.55, 365.2425, 35.1],
    [99.9, 365.25, 30000],
  ];
  it.each(cases)(
    'Moon %f°, %f-day years, %f days after birth: sookshma and prana bounds by hand',
    (moon, yearDays, after) => {
      const birth = 2447892.5;
      const dasha = computeDasha(moon, birth, yearDays);
      const engine = findRunningPeriods(dasha, birth + after, 5);
      const hand = chainByHand(moon, birth, yearDays, birth + after);
      expect(engine.map((p) => p.lord)).toEqual(hand.map((p) => p.lord));
      expect(engine.map((p) => p.level)).toEqual([1, 2, 3, 4, 5]);
      engine.forEach((p, i) => {
        expect(Math.abs(p.start - (hand[i] as HandPeriod).start), `level ${i + 1} start`).toBeLessThan(
          BOUND_TOLERANCE_DAYS,
        );
        expect(Math.abs(p.end - (hand[i] as HandPeriod).end), `level ${i + 1} end`).toBeLessThan(
          BOUND_TOLERANCE_DAYS,
        );
      });
      // Five levels deep a period is still a stretch of time, not a point.
      expect(
        (engine[4] as { end: number; start: number }).end - (engine[4] as { start: number }).start,
      ).toBeGreaterThan(0);
    },
  );
});

describe('balance of the birth dasha at birth', () => {
  it.each([
    // Moon 10° = 3/4 through Ashwini (Ketu 7 years): 1.75 years left = 1 year 9 months 0 days.
    [10, 365.25, { lord: 'Ketu', years: 1, months: 9, days: 0 }],
    // Moon 20° = half through Bharani (Venus 20 years): exactly 10 years.
    [20, 365.25, { lord: 'Venus', years: 10, months: 0, days: 0 }],
    // Moon 1° in Ashwini: 0.925 × 7 = 6.475 years = 6 years, 5.7 months = 5 months and 0.7 × 30 = 21 days.
    [1, 360, { lord: 'Ketu', years: 6, months: 5, days: 21 }],
    // The same with 365.25-day years: 0.7 of a 30.4375-day month = 21.3 days.
    [1, 365.25, { lord: 'Ketu', years: 6, months: 5, days: 21 }],
    // Moon 359° = 12°20′ of Revati's 13°20′ gone (Mercury 17): 0.075 × 17 = 1.275 years = 1 year 3 months 9 days
    // (0.3 of a 30.4375-day month = 9.13 days).
    [359, 365.25, { lord: 'Mercury', years: 1, months: 3, days: 9 }],
  ] as const)('Moon at %f° with %f-day years', (moon, yearDays, expected) => {
    expect(computeDashaBalance(computeDasha(moon, 2447892.5, yearDays))).toEqual(expected);
  });
});
