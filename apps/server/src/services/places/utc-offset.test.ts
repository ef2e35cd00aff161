import { describe, expect, it } from 'vitest';
import { cachedFormatterCount, isDaylightSavingAt, utcOffsetAt } from './utc-offset.js';

describe('utcOffsetAt', () => {
  it('gives India war time, +6:30, in Kolkata in 1943', () => {
    expect(utcOffsetAt('Asia/Kolkata', '1943-06-01', '12:00')).toBe(6.5);
  });

  it('gives India Standard Time after 1945', () => {
    expect(utcOffsetAt('Asia/Kolkata', '1990-07-15', '06:30:00')).toBe(5.5);
  });

  it('gives New York summer time in July 1990 and standard time in January', () => {
    expect(utcOffsetAt('America/New_York', '1990-07-15', '12:00')).toBe(-4);
    expect(utcOffsetAt('America/New_York', '1990-01-15', '12:00')).toBe(-5);
  });

  it('gives London +1 in summer and 0 in winter', () => {
    expect(utcOffsetAt('Europe/London', '2020-07-01', '12:00')).toBe(1);
    expect(utcOffsetAt('Europe/London', '2020-12-01', '12:00')).toBe(0);
  });

  it('gives local mean time before standard time (Kolkata LMT +5:53:28)', () => {
    expect(utcOffsetAt('Asia/Kolkata', '1850-01-01', '12:00')).toBeCloseTo(5 + 53 / 60 + 28 / 3600, 6);
  });

  it('gives the quarter-hour offset of Kathmandu', () => {
    expect(utcOffsetAt('Asia/Kathmandu', '2000-01-01', '00:00')).toBe(5.75);
  });

  it('takes the summer offset for a time that occurred twice', () => {
    // 2021-11-07 01:30 happened at -4 and again at -5 in New York.
    expect(utcOffsetAt('America/New_York', '2021-11-07', '01:30')).toBe(-4);
  });

  it('takes the offset before the change for a time that never occurred', () => {
    // 2021-03-14 02:30 was skipped in New York; 02:30 at -5 is the instant 03:30 at -4.
    expect(utcOffsetAt('America/New_York', '2021-03-14', '02:30')).toBe(-5);
  });

  it('refuses an unknown zone and malformed text', () => {
    expect(() => utcOffsetAt('Mars/Olympus', '2000-01-01', '00:00')).toThrow(RangeError);
    expect(() => utcOffsetAt('Asia/Kolkata', '01-01-2000', '00:00')).toThrow(RangeError);
    expect(() => utcOffsetAt('Asia/Kolkata', '2000-01-01', '7pm')).toThrow(RangeError);
  });
});

describe('isDaylightSavingAt', () => {
  it('flags summer time in either hemisphere and nothing else', () => {
    // US Eastern: EDT (-4) in July 1990, EST (-5) in January; Sydney: AEDT (+11) in January.
    expect(isDaylightSavingAt('America/New_York', '1990-07-15', -4)).toBe(true);
    expect(isDaylightSavingAt('America/New_York', '1990-01-15', -5)).toBe(false);
    expect(isDaylightSavingAt('Australia/Sydney', '1990-01-15', 11)).toBe(true);
    expect(isDaylightSavingAt('Asia/Kolkata', '2000-06-01', 5.5)).toBe(false);
  });

  it('does not call year-round war time daylight saving', () => {
    // India kept +6:30 in Kolkata through all of 1943.
    expect(isDaylightSavingAt('Asia/Kolkata', '1943-06-01', 6.5)).toBe(false);
  });
});

describe('the formatter cache', () => {
  it('stays bounded after thousands of letter-case spellings of zones', () => {
    const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Kathmandu'];
    for (let i = 0; i < 4000; i += 1) {
      const zone = zones[i % zones.length] ?? 'UTC';
      // Spelling i: each letter upper or lower case by a bit of i.
      const spelling = [...zone]
        .map((c, bit) => ((i >> bit) & 1 ? c.toUpperCase() : c.toLowerCase()))
        .join('');
      expect(utcOffsetAt(spelling, '2000-01-01', '12:00')).toBe(utcOffsetAt(zone, '2000-01-01', '12:00'));
    }
    expect(cachedFormatterCount()).toBeLessThanOrEqual(zones.length + 10);
  });
});
