import { toJulianDayUT } from '@kpdesk/astro/engine';
import { describe, expect, it } from 'vitest';
import { formatCalendarDifference, formatLocalDateTime, toJulianDayFromMs } from './dates.js';

const jd = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  toJulianDayUT({ year: y, month: mo, day: d, hour: h, minute: mi, second: s, utcOffsetHours: 5.5 });

describe('chart dates', () => {
  it('formats a Julian day as local yyyy-MM-dd HH:mm:ss', () => {
    expect(formatLocalDateTime(jd(1935, 9, 12, 21, 8, 0), 5.5)).toBe('1935-09-12 21:08:00');
    expect(formatLocalDateTime(toJulianDayFromMs(Date.UTC(2026, 10, 22, 6, 0, 0)), 0)).toBe(
      '2026-11-22 06:00:00',
    );
  });

  it.each([
    [jd(2000, 1, 15, 10), jd(2003, 4, 20, 10), '3 years 3 months 5 days'],
    [jd(2000, 1, 15, 10), jd(2003, 4, 20, 9), '3 years 3 months 4 days'],
    [jd(2001, 1, 31), jd(2001, 3, 1), '0 years 1 month 1 day'],
    [jd(2000, 12, 20), jd(2001, 1, 10), '0 years 0 months 21 days'],
    [jd(2000, 1, 1), jd(2000, 1, 1), '0 years 0 months 0 days'],
    [jd(2010, 1, 1), jd(2000, 1, 1), '0 years 0 months 0 days'],
  ])('counts calendar years, months and days', (from, to, text) => {
    expect(formatCalendarDifference(from, to, 5.5)).toBe(text);
  });
});
