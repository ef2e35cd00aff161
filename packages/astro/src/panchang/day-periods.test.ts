/**
 * The day's periods (panchang.md §5) on seven consecutive days, one of each weekday, checked against tables
 * rebuilt here from their rules rather than copied from the engine: Yamaganda is Jupiter's and Gulika
 * Saturn's eighth when the eight parts of the day are given to the planets in weekday order from the day's
 * own lord (the 8th part has none); Rahu kalam follows the weekdays in the order Monday, Saturday, Friday,
 * Wednesday, Thursday, Tuesday, Sunday from the 2nd part to the 8th. The Dur-muhurtas are the doc's table;
 * Brahma muhurta is cut from the night before, read from the ephemeris here.
 */
import { describe, expect, it } from 'vitest';
import { findRiseSet } from '../ephemeris.js';
import type { Span } from './day-periods.js';
import { computePanchangDay, type PanchangDay } from './panchang-day.js';
import { showLocal } from './panchang-test.fixture.js';

/** Spans are cut from unrounded instants, so they agree to floating-point noise (about 1e-9 day). */
const SAME_INSTANT_DAYS = 1e-8;

const WEEK = [
  '2024-07-14',
  '2024-07-15',
  '2024-07-16',
  '2024-07-17',
  '2024-07-18',
  '2024-07-19',
  '2024-07-20',
];
const PLACES = [
  { id: 'Chennai', latitude: 13.0878, longitude: 80.2785, utcOffsetHours: 5.5 },
  { id: 'Helsinki', latitude: 60.17, longitude: 24.935, utcOffsetHours: 3 },
];
const WEEKDAY_ORDER = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** The part (1..8) of the day a planet rules on a weekday, the parts given in weekday order from its lord. */
function partOfPlanet(weekday: number, planet: string): number {
  return ((WEEKDAY_ORDER.indexOf(planet) - weekday + 7) % 7) + 1;
}

/** Rahu kalam's part by weekday: the weekdays Mon, Sat, Fri, Wed, Thu, Tue, Sun take parts 2..8. */
function rahuPart(weekday: number): number {
  return [1, 6, 5, 3, 4, 2, 0].indexOf(weekday) + 2;
}

/** The doc's Dur-muhurta table (§5.4): day muhurtas, 'N7' the 7th night muhurta, Saturday's 1–2 as one. */
const DUR_MUHURTA_TABLE: readonly (readonly (number | 'N7' | '1-2')[])[] = [
  [14],
  [9, 12],
  [4, 'N7'],
  [8],
  [6, 12],
  [4, 9],
  ['1-2'],
];

function expectSpan(
  what: string,
  actual: Span | null | undefined,
  start: number,
  end: number,
  tz: number,
): void {
  const message = `${what}: expected ${showLocal(start, tz)}–${showLocal(end, tz)}, actual ${showLocal(actual?.start ?? null, tz)}–${showLocal(actual?.end ?? null, tz)}`;
  expect(Math.abs((actual?.start ?? NaN) - start), message).toBeLessThan(SAME_INSTANT_DAYS);
  expect(Math.abs((actual?.end ?? NaN) - end), message).toBeLessThan(SAME_INSTANT_DAYS);
}

describe.each(PLACES.map((p) => [p.id, p] as const))('%s, a week of July 2024', (_id, place) => {
  const days = [...WEEK, '2024-07-21'].map((date) =>
    computePanchangDay({ date, utcOffsetHours: place.utcOffsetHours, place, settings: { sunrise: 'hindu' } }),
  );
  const tz = place.utcOffsetHours;
  const eighth = (d: PanchangDay, part: number): [number, number] => {
    const length = (d.sunset! - d.sunrise!) / 8;
    return [d.sunrise! + (part - 1) * length, d.sunrise! + part * length];
  };
  const muhurta = (from: number, to: number, i: number, last = i): [number, number] => [
    from + ((i - 1) * (to - from)) / 15,
    from + (last * (to - from)) / 15,
  ];

  it('has each weekday once, Sunday to Saturday', () => {
    expect(days.slice(0, 7).map((d) => d.vara?.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each(WEEK.map((date, i) => [date, i] as const))(
    '%s: Rahu kalam, Yamaganda and Gulika are the right eighths',
    (date, i) => {
      const d = days[i]!;
      const w = d.vara!.weekday;
      expectSpan(`${date} Rahu kalam`, d.rahuKalam, ...eighth(d, rahuPart(w)), tz);
      expectSpan(`${date} Yamaganda`, d.yamaganda, ...eighth(d, partOfPlanet(w, 'Jupiter')), tz);
      expectSpan(`${date} Gulika`, d.gulika, ...eighth(d, partOfPlanet(w, 'Saturn')), tz);
    },
  );

  it.each(WEEK.map((date, i) => [date, i] as const))(
    '%s: Abhijit, Vijaya, Brahma and the Dur-muhurtas',
    (date, i) => {
      const d = days[i]!;
      const w = d.vara!.weekday;
      if (w === 3) expect(d.abhijit, `${date} has no Abhijit on a Wednesday`).toBeNull();
      else expectSpan(`${date} Abhijit`, d.abhijit, ...muhurta(d.sunrise!, d.sunset!, 8), tz);
      expectSpan(`${date} Vijaya`, d.vijayaMuhurta, ...muhurta(d.sunrise!, d.sunset!, 11), tz);
      const previousSunset = findRiseSet(d.sunrise! - 1, 'Sun', 'set', place, 'hindu')!;
      const night = d.sunrise! - previousSunset;
      expectSpan(
        `${date} Brahma`,
        d.brahmaMuhurta,
        d.sunrise! - (2 * night) / 15,
        d.sunrise! - night / 15,
        tz,
      );
      const expected = (DUR_MUHURTA_TABLE[w] ?? []).map((m) =>
        m === 'N7'
          ? muhurta(d.sunset!, d.nextSunrise!, 7)
          : m === '1-2'
            ? muhurta(d.sunrise!, d.sunset!, 1, 2)
            : muhurta(d.sunrise!, d.sunset!, m),
      );
      expect(d.durMuhurtas.length, `${date} Dur-muhurtas`).toBe(expected.length);
      expected.forEach(([start, end], k) =>
        expectSpan(`${date} Dur-muhurta ${k + 1}`, d.durMuhurtas[k], start, end, tz),
      );
    },
  );

  it.each(WEEK.map((date, i) => [date, i] as const))(
    '%s: 24 horas from the vara lord, the 25th the next vara lord',
    (date, i) => {
      const [d, next] = [days[i]!, days[i + 1]!];
      const cycle = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars'];
      expect(d.horas.length).toBe(24);
      expect(d.horas[0]!.lord, `${date} hora 1`).toBe(d.vara!.lord);
      d.horas.forEach((h, k) => {
        const [from, to, n] = k < 12 ? [d.sunrise!, d.sunset!, k] : [d.sunset!, d.nextSunrise!, k - 12];
        expectSpan(
          `${date} hora ${k + 1}`,
          h,
          from + (n * (to - from)) / 12,
          from + ((n + 1) * (to - from)) / 12,
          tz,
        );
        if (k > 0)
          expect(cycle.indexOf(h.lord), `${date} hora ${k + 1}`).toBe(
            (cycle.indexOf(d.horas[k - 1]!.lord) + 1) % 7,
          );
      });
      expect(cycle[(cycle.indexOf(d.horas[23]!.lord) + 1) % 7], `${date} hora 25`).toBe(next.vara!.lord);
    },
  );
});
