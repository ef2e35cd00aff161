/**
 * The month view: every day of the civil month with its sunrise, sunset, the limbs in force at sunrise with
 * their starts and ends, and Rahu kalam, the same as the day's panchang finds them one day at a time.
 */
import { describe, expect, it } from 'vitest';
import { computePanchangDay, type PanchangDay } from './panchang-day.js';
import { computePanchangMonth, type PanchangMonthDay } from './panchang-month.js';

/** The month sweeps its crossings apart from the day's, each to better than 0.01 s. */
const SAME_CROSSING_DAYS = 0.05 / 86400;

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const SETTINGS = { ayanamsa: 1, sunrise: 'drik' as const };

function expectSameElement(
  what: string,
  month: { number: number; start: number; end: number },
  day: { number: number; start: number; end: number },
): void {
  expect(month.number, `${what} number`).toBe(day.number);
  expect(Math.abs(month.start - day.start), `${what} start`).toBeLessThan(SAME_CROSSING_DAYS);
  expect(Math.abs(month.end - day.end), `${what} end`).toBeLessThan(SAME_CROSSING_DAYS);
}

function compareWithDay(m: PanchangMonthDay, d: PanchangDay): void {
  expect([m.sunrise, m.sunset, m.polar], m.date).toEqual([d.sunrise, d.sunset, d.polar]);
  expectSameElement(`${m.date} tithi`, m.tithi, d.tithis[0]!);
  expect(m.tithi.paksha).toBe(d.tithis[0]!.paksha);
  expectSameElement(`${m.date} nakshatra`, m.nakshatra, d.nakshatras[0]!);
  expect(m.nakshatra.lord).toBe(d.nakshatras[0]!.lord);
  expectSameElement(`${m.date} yoga`, m.yoga, d.yogas[0]!);
  expectSameElement(`${m.date} karana`, m.karana, d.karanas[0]!);
  expect(m.rahuKalam, `${m.date} Rahu kalam`).toEqual(d.rahuKalam);
}

describe.each([
  ['New Delhi, January 2022', 2022, 1, NEW_DELHI, 5.5, 31],
  ['New Delhi, February 2024 (leap year)', 2024, 2, NEW_DELHI, 5.5, 29],
  ['Tromsø, June 2024 (midnight sun)', 2024, 6, { latitude: 69.6492, longitude: 18.9553 }, 2, 30],
])('%s', (_name, year, month, place, utcOffsetHours, length) => {
  const answer = computePanchangMonth({ year, month, utcOffsetHours, place, settings: SETTINGS });

  it('has every day of the month in order, and names the convention', () => {
    const mm = String(month).padStart(2, '0');
    expect(answer.days.map((d) => d.date)).toEqual(
      Array.from({ length }, (_, i) => `${year}-${mm}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(answer.sunriseConvention).toBe('drik');
  });

  it('agrees with the panchang of each day', () => {
    for (const m of answer.days) {
      compareWithDay(m, computePanchangDay({ date: m.date, utcOffsetHours, place, settings: SETTINGS }));
    }
  });
});

describe('refusals', () => {
  it.each([
    [13, /month must be 1..12: 13/],
    [0, /month must be 1..12: 0/],
    [1.5, /month must be 1..12: 1.5/],
  ])('month %s', (month, message) => {
    expect(() => computePanchangMonth({ year: 2024, month, utcOffsetHours: 5.5, place: NEW_DELHI })).toThrow(
      message,
    );
  });

  it('a bad offset, place or setting', () => {
    const good = { year: 2024, month: 1, utcOffsetHours: 5.5, place: NEW_DELHI };
    expect(() => computePanchangMonth({ ...good, utcOffsetHours: -15 })).toThrow(/UTC offset must be within/);
    expect(() => computePanchangMonth({ ...good, place: { latitude: -91, longitude: 0 } })).toThrow(
      /latitude/,
    );
    expect(() => computePanchangMonth({ ...good, settings: { sunrise: 'limb' as 'drik' } })).toThrow(
      /sunrise must be/,
    );
  });
});
