import { describe, expect, it } from 'vitest';
import { toSearchBody, toWindow } from './interval-window';
import { answerMoment, completeMoment, savedBirthMoment, shortPlanet, trimYear } from './moments';

describe('interval and correction inputs', () => {
  it('types the moments of an answer, blank parts for a text that is no moment', () => {
    expect(answerMoment('1935-09-12 21:08:30')).toEqual({ date: '1935-09-12', time: '21:08:30' });
    expect(answerMoment('')).toEqual({ date: '', time: '' });
  });

  it('trims a year of five or more digits to four (spec §5)', () => {
    expect(trimYear('19355-09-12')).toBe('1935-09-12');
    expect(trimYear('123456')).toBe('1234');
    expect(trimYear('1935-09-12')).toBe('1935-09-12');
  });

  it('needs a complete date and time, a time of HH:mm gaining :00', () => {
    expect(completeMoment({ date: '1935-09-12', time: '21:08:00' })).toEqual({
      date: '1935-09-12',
      time: '21:08:00',
    });
    expect(completeMoment({ date: '1935-09-12', time: '21:08' })).toEqual({
      date: '1935-09-12',
      time: '21:08:00',
    });
    expect(completeMoment({ date: '1935-09-1', time: '21:08:00' })).toBeNull();
    expect(completeMoment({ date: '1935-09-12', time: '21:0' })).toBeNull();
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
    expect(toSearchBody(toWindow({ date: '2026-01', start: '', endDate: '', end: '10:30' }, last))).toEqual({
      startDate: '2026-01-01 10:00:00',
      endDate: '2026-01-01 10:30:00',
    });
    expect(toWindow({ date: '', start: '', endDate: '', end: '' }, null)).toBeNull();
    expect(toSearchBody(null)).toEqual({});
  });
});
