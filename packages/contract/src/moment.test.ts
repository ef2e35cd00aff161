import { describe, expect, it } from 'vitest';
import {
  formatMoment,
  isLocalMoment,
  instantAtOffset,
  momentAtOffset,
  momentField,
  momentParam,
  parseMoment,
  secondsBetween,
  shiftMoment,
  withSeconds,
} from './moment.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('local moments', () => {
  it('parses a space, T or underscore between date and time, and gives HH:mm its seconds', () => {
    expect(parseMoment('1935-09-12 21:08')).toEqual({ date: '1935-09-12', time: '21:08:00' });
    expect(parseMoment('1935-09-12T21:08:30')).toEqual({ date: '1935-09-12', time: '21:08:30' });
    expect(parseMoment(' 1935-09-12_21:08:30 ')).toEqual({ date: '1935-09-12', time: '21:08:30' });
    expect(parseMoment('1935-09-12 21:08:30', 'underscore')).toBeNull();
    expect(withSeconds('21:08')).toBe('21:08:00');
    expect(withSeconds('21:08:30')).toBe('21:08:30');
  });

  it.each([
    '2026-02-30 10:00:00',
    '2025-02-29 10:00:00',
    '2026-04-31_10:00:00',
    '2026-01-01 24:00:00',
    '2026-01-01 12:60:00',
    '2026-01-01 12:00:60',
    '3000-01-01 00:00:00',
    '0000-12-31 00:00:00',
    '2026-01-01',
    '2026-1-1 10:00',
    '2026-01-01 1:00',
  ])('refuses the impossible or malformed moment %s', (text) => {
    expect(parseMoment(text)).toBeNull();
  });

  it('round-trips the body and path forms', () => {
    for (const text of ['2024-02-29 00:00:00', '0001-01-01 23:59:59', '2999-12-31 12:34:56']) {
      const moment = parseMoment(text);
      expect(moment && isLocalMoment(moment)).toBe(true);
      if (!moment) continue;
      expect(formatMoment(moment)).toBe(text);
      expect(parseMoment(momentParam(moment), 'underscore')).toEqual(moment);
      expect(momentParam(moment)).toBe(text.replace(' ', '_'));
    }
  });

  it('gives the parsed moment to the schema, and the call its own message for a bad one', () => {
    const field = momentField('Enter valid date and time as yyyy-MM-dd_HH:mm:ss');
    expect(field.parse('2026-11-23_10:00')).toEqual({ date: '2026-11-23', time: '10:00:00' });
    for (const bad of ['2026-02-30_10:00:00', '2026-11-23_24:00:00', '2026-11-23_12:60:00', 42]) {
      expect(firstMessage(field.safeParse(bad))).toBe('Enter valid date and time as yyyy-MM-dd_HH:mm:ss');
    }
    const pathOnly = momentField('Enter valid birth date and time as yyyy-MM-dd_HH:mm:ss', 'underscore');
    expect(pathOnly.safeParse('1990-06-15 12:30:00').success).toBe(false);
  });

  it('counts and shifts clock seconds across days, months and leap days', () => {
    const leap = { date: '2024-02-28', time: '23:59:30' };
    expect(shiftMoment(leap, 30)).toEqual({ date: '2024-02-29', time: '00:00:00' });
    expect(shiftMoment({ date: '2026-03-01', time: '00:00:00' }, -1)).toEqual({
      date: '2026-02-28',
      time: '23:59:59',
    });
    expect(secondsBetween(leap, { date: '2024-03-01', time: '23:59:30' })).toBe(2 * 86400);
    expect(
      secondsBetween({ date: '0100-01-01', time: '00:00:00' }, { date: '0099-12-31', time: '23:59:59' }),
    ).toBe(-1);
  });

  it("reads an instant on a place's clock, whatever the machine's zone", () => {
    // 08:59:30 UTC is 14:29:30 in Bengaluru (UTC+5:30) and 03:59:30 in New York in winter (UTC-5).
    const instant = Date.UTC(2026, 10, 25, 8, 59, 30, 700);
    expect(momentAtOffset(instant, 5.5)).toEqual({ date: '2026-11-25', time: '14:29:30' });
    expect(momentAtOffset(instant, -5)).toEqual({ date: '2026-11-25', time: '03:59:30' });
    expect(momentAtOffset(Date.UTC(2026, 11, 31, 20, 0, 0), 5.75)).toEqual({
      date: '2027-01-01',
      time: '01:45:00',
    });
  });

  it("turns a place's clock reading back into its instant", () => {
    expect(instantAtOffset({ date: '2026-11-25', time: '14:29:30' }, 5.5)).toBe(
      Date.UTC(2026, 10, 25, 8, 59, 30),
    );
    expect(instantAtOffset({ date: '2027-01-01', time: '01:45:00' }, 5.75)).toBe(
      Date.UTC(2026, 11, 31, 20, 0, 0),
    );
    const instant = Date.UTC(1935, 8, 12, 15, 38, 0);
    expect(instantAtOffset(momentAtOffset(instant, -3.5), -3.5)).toBe(instant);
  });
});
