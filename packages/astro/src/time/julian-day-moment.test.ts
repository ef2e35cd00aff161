import { describe, expect, it } from 'vitest';
import { julianDayOfMoment, parseCivilMoment, toJulianDayUT } from './julian-day.js';

describe('julianDayOfMoment', () => {
  it('gives J2000.0 = JD 2451545.0 for 2000-01-01 12:00 UT, on any clock that reads that instant', () => {
    expect(julianDayOfMoment({ date: '2000-01-01', time: '12:00:00' }, 0)).toBe(2451545);
    expect(julianDayOfMoment({ date: '2000-01-01', time: '17:30:00' }, 5.5)).toBe(2451545);
    expect(julianDayOfMoment({ date: '2000-01-01', time: '12:00' }, 0)).toBe(2451545);
  });

  it('agrees with the text parser to the unit', () => {
    const moment = { date: '1935-09-12', time: '21:08:37' };
    expect(julianDayOfMoment(moment, -4)).toBe(toJulianDayUT(parseCivilMoment(moment.date, moment.time, -4)));
  });

  it('refuses an impossible date, time or offset with a RangeError naming it', () => {
    expect(() => julianDayOfMoment({ date: '2023-02-30', time: '10:00:00' }, 0)).toThrow('no such date');
    expect(() => julianDayOfMoment({ date: '2023-02-10', time: '24:00:00' }, 0)).toThrow('no such time');
    expect(() => julianDayOfMoment({ date: 'someday', time: '10:00:00' }, 0)).toThrow('date must be');
    expect(() => julianDayOfMoment({ date: '2023-02-10', time: '10:00:00' }, 15)).toThrow('UTC offset');
  });
});
