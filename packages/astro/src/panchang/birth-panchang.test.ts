/**
 * The birth panchang a chart carries (panchang.md §9) comes from the same code as the day's panchang: the
 * yoga and lunar month at the birth moment are those the day's lists hold for that instant. The sunrise
 * setting ('hindu' | 'drik') governs the ruling planets' day lord too.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart.js';
import { resolveSettings } from '../settings.js';
import { computePanchangDay } from './panchang-day.js';
import { parseLocal } from './panchang-test.fixture.js';

const CHENNAI = { latitude: 13.0878, longitude: 80.2785 };

describe('the birth panchang', () => {
  it.each([
    ['2024-07-17', '12:00:00'],
    ['2024-07-17', '22:30:00'],
    ['2023-08-10', '09:15:00'],
  ])('%s %s: tithi, karana, nakshatra, yoga and lunar month of the moment', (date, time) => {
    const settings = { ayanamsa: 5, sunrise: 'hindu' as const };
    const chart = computeChart({ date, time, utcOffsetHours: 5.5, place: CHENNAI, settings });
    const moment = parseLocal(`${date} ${time}`, 5.5);
    const day = computePanchangDay({ date, utcOffsetHours: 5.5, place: CHENNAI, settings });
    const at = <T extends { start: number; end: number }>(list: T[]): T | undefined =>
      list.find((e) => e.start <= moment && moment < e.end);
    const p = chart.panchang;
    expect(p.tithi.number).toBe(at(day.tithis)?.number);
    expect(p.karana).toBe(at(day.karanas)?.number);
    expect([p.nakshatra.number, p.nakshatra.lord]).toEqual([
      at(day.nakshatras)?.number,
      at(day.nakshatras)?.lord,
    ]);
    expect(p.yoga).toBe(at(day.yogas)?.number);
    const month = p.lunarMonth;
    expect(month.amanta.month).toBe(day.lunarMonth.amanta.month);
    expect(Math.abs(month.amanta.start - day.lunarMonth.amanta.start) * 86400).toBeLessThan(0.1);
    expect(month.purnimanta.month).toBe(
      p.tithi.number <= 15 ? month.amanta.month : day.lunarMonth.purnimanta.month,
    );
  });

  it('reads the adhika month of 2023 at a birth in it', () => {
    const chart = computeChart({
      date: '2023-08-10',
      time: '09:15',
      utcOffsetHours: 5.5,
      place: CHENNAI,
      settings: { ayanamsa: 1 },
    });
    expect(chart.panchang.lunarMonth.amanta).toMatchObject({ month: 4, isAdhika: true });
    expect(chart.panchang.lunarMonth.purnimanta).toMatchObject({ month: 4, isAdhika: true });
  });
});

describe('the day lord under each sunrise convention', () => {
  // Chennai 17 Jul 2024: Drik sunrise 05:50:49, Hindu sunrise 05:54:27 (panchang.md §2).
  const chartAt = (sunrise: 'hindu' | 'drik') =>
    computeChart({
      date: '2024-07-17',
      time: '05:52:30',
      utcOffsetHours: 5.5,
      place: CHENNAI,
      settings: { sunrise },
    });

  it('between the two sunrises: Wednesday by the Drik sunrise, still Tuesday by the Hindu one', () => {
    expect([chartAt('drik').day.weekday, chartAt('drik').day.dayLord]).toEqual([3, 'Mercury']);
    expect([chartAt('hindu').day.weekday, chartAt('hindu').day.dayLord]).toEqual([2, 'Mars']);
    expect(chartAt('drik').rulingPlanets).not.toEqual(chartAt('hindu').rulingPlanets);
  });

  it('keeps the Hindu sunrise by default and refuses any other value by name', () => {
    expect(resolveSettings({}).sunrise).toBe('hindu');
    expect(chartAt('hindu').profile.sunrise).toBe('hindu');
    expect(() => resolveSettings({ sunrise: 'upper-limb' as 'drik' })).toThrow(
      'sunrise must be hindu or drik: upper-limb',
    );
  });
});
