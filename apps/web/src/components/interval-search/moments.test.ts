import { describe, expect, it } from 'vitest';
import { toWindow } from './interval-window';
import {
  completeTime,
  isCompleteMoment,
  savedBirthMoment,
  secondsBetween,
  shiftMoment,
  shortPlanet,
  trimYear,
} from './moments';

describe('interval and correction inputs', () => {
  it('appends :00 to a 5-character time and keeps others', () => {
    expect(completeTime('21:08')).toBe('21:08:00');
    expect(completeTime('21:08:30')).toBe('21:08:30');
    expect(completeTime('')).toBe('');
  });

  it('trims a year of five or more digits to four (spec §5)', () => {
    expect(trimYear('19355-09-12')).toBe('1935-09-12');
    expect(trimYear('123456')).toBe('1234');
    expect(trimYear('1935-09-12')).toBe('1935-09-12');
  });

  it('needs a complete date and a time with seconds', () => {
    expect(isCompleteMoment({ date: '1935-09-12', time: '21:08:00' })).toBe(true);
    expect(isCompleteMoment({ date: '1935-09-1', time: '21:08:00' })).toBe(false);
    expect(isCompleteMoment({ date: '1935-09-12', time: '21:08' })).toBe(false);
  });

  it('moves a clock reading across midnight and back, to the second', () => {
    const start = { date: '1935-12-31', time: '23:59:50' };
    const later = shiftMoment(start, 20);
    expect(later).toEqual({ date: '1936-01-01', time: '00:00:10' });
    expect(secondsBetween(start, later)).toBe(20);
    expect(shiftMoment(later, -20)).toEqual(start);
  });

  it('takes the corrected birth moment when there is one, else the recorded birth', () => {
    const recorded = { birthDate: '1935-09-12', birthTime: '21:08:00', birthTimeCorrected: null };
    expect(savedBirthMoment(recorded)).toEqual({ date: '1935-09-12', time: '21:08:00' });
    expect(savedBirthMoment({ ...recorded, birthTimeCorrected: '1935-09-12T21:30:00' })).toEqual({
      date: '1935-09-12',
      time: '21:30:00',
    });
  });

  it('names planets in the product short form', () => {
    expect(['Rahu', 'Moon', 'Ketu'].map(shortPlanet)).toEqual(['Rag', 'Mon', 'Ket']);
  });

  it('ignores a short date and empty times, keeping the last window (spec §5)', () => {
    const last = {
      start: { date: '2026-01-01', time: '10:00:00' },
      end: { date: '2026-01-01', time: '11:00:00' },
    };
    expect(toWindow({ date: '2026-01', start: '', end: '10:30' }, last)).toEqual({
      startDate: '2026-01-01 10:00:00',
      endDate: '2026-01-01 10:30:00',
    });
    expect(toWindow({ date: '', start: '', end: '' }, null)).toEqual({});
  });
});
