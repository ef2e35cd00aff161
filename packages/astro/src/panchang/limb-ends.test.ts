/**
 * Each listed element's end, checked on the ephemeris (panchang.md §10.5 "self"): the element holds 1 s
 * before its end and the next one 1 s after, and across the day the element changes at the listed ends and
 * nowhere else. The elements are read by a second path, SE's own sidereal positions (the engine reads
 * tropical positions minus the ayanamsa). Days at several latitudes, both conventions, a lost tithi.
 */
import { describe, expect, it } from 'vitest';
import type { SunriseConvention } from '../ephemeris.js';
import type { LimbElement } from './limbs.js';
import { computePanchangDay, type PanchangDay } from './panchang-day.js';
import { findElementsAt, SECOND, showLocal, type ElementsAt } from './panchang-test.fixture.js';

/** Spacing of the sweep across the day that looks for an unlisted change. */
const SWEEP_STEP = 5 * 60 * SECOND;

interface DayCase {
  id: string;
  date: string;
  latitude: number;
  longitude: number;
  utcOffsetHours: number;
  sunrise: SunriseConvention;
  ayanamsa: number;
}

const DAYS: DayCase[] = [
  {
    id: 'New Delhi, drik, Lahiri',
    date: '2022-01-24',
    latitude: 28.6139,
    longitude: 77.209,
    utcOffsetHours: 5.5,
    sunrise: 'drik',
    ayanamsa: 1,
  },
  // 25 Jan 2022: tithi 23 begins after sunrise and ends before the next one (a lost tithi).
  {
    id: 'New Delhi, lost tithi',
    date: '2022-01-25',
    latitude: 28.6139,
    longitude: 77.209,
    utcOffsetHours: 5.5,
    sunrise: 'drik',
    ayanamsa: 1,
  },
  {
    id: 'Chennai, hindu, KP',
    date: '2024-07-17',
    latitude: 13.0878,
    longitude: 80.2785,
    utcOffsetHours: 5.5,
    sunrise: 'hindu',
    ayanamsa: 5,
  },
  {
    id: 'Helsinki, hindu, Lahiri',
    date: '2013-01-18',
    latitude: 60.17,
    longitude: 24.935,
    utcOffsetHours: 2,
    sunrise: 'hindu',
    ayanamsa: 1,
  },
  {
    id: 'Kelowna, drik, Raman',
    date: '2024-03-10',
    latitude: 49.888,
    longitude: -119.496,
    utcOffsetHours: -8,
    sunrise: 'drik',
    ayanamsa: 3,
  },
  {
    id: 'Sydney, hindu, True Citra',
    date: '2023-12-22',
    latitude: -33.8688,
    longitude: 151.2093,
    utcOffsetHours: 11,
    sunrise: 'hindu',
    ayanamsa: 27,
  },
];

type LimbKey = keyof ElementsAt;

/** Each list of the answer with the limb it counts and the number that follows its last element. */
function listsOf(day: PanchangDay): { limb: LimbKey; elements: LimbElement[]; count: number }[] {
  const padas = day.nakshatras.flatMap((n) =>
    n.padas.map((p) => ({ ...p, number: (n.number - 1) * 4 + p.number })),
  );
  return [
    { limb: 'tithi', elements: day.tithis, count: 30 },
    { limb: 'karana', elements: day.karanas, count: 60 },
    { limb: 'nakshatra', elements: day.nakshatras, count: 27 },
    { limb: 'pada', elements: padas, count: 108 },
    { limb: 'yoga', elements: day.yogas, count: 27 },
  ];
}

describe.each(DAYS.map((d) => [d.id, d] as const))('%s', (_id, d) => {
  const day = computePanchangDay({
    date: d.date,
    utcOffsetHours: d.utcOffsetHours,
    place: { latitude: d.latitude, longitude: d.longitude },
    settings: { sunrise: d.sunrise, ayanamsa: d.ayanamsa },
  });
  const at = (t: number): ElementsAt => findElementsAt(t, d.ayanamsa);
  const show = (t: number): string => showLocal(t, d.utcOffsetHours);

  it.each(listsOf(day).map((l) => [l.limb, l] as const))(
    '%s: each end has the element 1 s before and the next 1 s after',
    (limb, list) => {
      for (const [i, e] of list.elements.entries()) {
        const next = list.elements[i + 1]?.number ?? (e.number % list.count) + 1;
        expect(
          at(e.end - SECOND)[limb],
          `${d.id} ${limb} ${e.number} 1 s before its end ${show(e.end)}`,
        ).toBe(e.number);
        expect(
          at(e.end + SECOND)[limb],
          `${d.id} ${limb} after the end of ${e.number} at ${show(e.end)}`,
        ).toBe(next);
        expect(
          at(e.start + SECOND)[limb],
          `${d.id} ${limb} ${e.number} 1 s after its start ${show(e.start)}`,
        ).toBe(e.number);
      }
    },
  );

  it.each(listsOf(day).map((l) => [l.limb, l] as const))(
    '%s: the list covers the day and changes nowhere else',
    (limb, list) => {
      const [first, last] = [list.elements[0]!, list.elements[list.elements.length - 1]!];
      expect(first.start, `${d.id} ${limb}: the first element starts by sunrise`).toBeLessThanOrEqual(
        day.day.start,
      );
      expect(last.end, `${d.id} ${limb}: the last element ends after the day`).toBeGreaterThanOrEqual(
        day.day.end,
      );
      list.elements
        .slice(1)
        .forEach((e, i) => expect(e.start, `${d.id} ${limb} contiguous`).toBe(list.elements[i]!.end));
      for (let t = day.day.start; t < day.day.end; t += SWEEP_STEP) {
        const listed = list.elements.find((e) => e.start <= t && t < e.end);
        expect(at(t)[limb], `${d.id} ${limb} at ${show(t)}`).toBe(listed?.number);
      }
    },
  );
});
