import { TRANSIT_MESSAGES } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { birthHourWindow, checkWindow, editInputs, toSearchBody, toWindow } from './interval-window';

/** A window's two ends as the form types them (impossible dates included). */
const ends = (startDate: string, startTime: string, endDate: string, endTime: string) => ({
  start: { date: startDate, time: startTime },
  end: { date: endDate, time: endTime },
});

describe('checkWindow (the contract rules, before a call)', () => {
  it('passes a window within the day, an equal start and end, and the empty body', () => {
    expect(checkWindow(ends('2026-01-01', '00:00:00', '2026-01-01', '23:59:59'), 'cuspal')).toEqual({});
    expect(checkWindow(ends('2026-01-01', '10:00:00', '2026-01-01', '10:00:00'), 'planet')).toEqual({});
    expect(checkWindow(null, 'cuspal')).toEqual({});
  });

  it('puts an end before the start under the end time', () => {
    expect(checkWindow(ends('2026-01-01', '10:00:01', '2026-01-01', '10:00:00'), 'planet')).toEqual({
      end: TRANSIT_MESSAGES.endBeforeStart,
    });
  });

  it('puts a window too long for its search under the end time', () => {
    expect(checkWindow(ends('2026-01-01', '10:00:00', '2026-01-02', '10:00:01'), 'cuspal')).toEqual({
      end: TRANSIT_MESSAGES.cuspalWindowTooLarge,
    });
    expect(checkWindow(ends('2026-01-01', '10:00:00', '2026-02-01', '10:00:01'), 'planet')).toEqual({
      end: TRANSIT_MESSAGES.planetWindowTooLarge,
    });
  });

  it('passes a planet window of several days, up to 31, and a cuspal window across midnight', () => {
    expect(checkWindow(ends('2026-01-01', '10:00:00', '2026-01-04', '18:30:00'), 'planet')).toEqual({});
    expect(checkWindow(ends('2026-01-01', '10:00:00', '2026-02-01', '10:00:00'), 'planet')).toEqual({});
    expect(checkWindow(ends('2026-01-01', '18:00:00', '2026-01-02', '06:00:00'), 'cuspal')).toEqual({});
  });

  it('puts a malformed date under its date and a malformed time under its time', () => {
    expect(checkWindow(ends('2026-02-30', '10:00:00', '2026-02-28', '11:00:00'), 'cuspal')).toEqual({
      date: TRANSIT_MESSAGES.startDateInvalid,
    });
    expect(checkWindow(ends('2026-02-01', '10:00:00', '2026-02-30', '11:00:00'), 'planet')).toEqual({
      endDate: TRANSIT_MESSAGES.endDateInvalid,
    });
    expect(checkWindow(ends('2026-02-01', '10:00:00', '2026-02-01', '24:00:00'), 'cuspal')).toEqual({
      end: TRANSIT_MESSAGES.endDateInvalid,
    });
  });
});

describe('birthHourWindow (the correction page opening search)', () => {
  it('spans 30 minutes either side of the birth moment', () => {
    expect(toSearchBody(birthHourWindow({ date: '1935-09-12', time: '21:08:00' }))).toEqual({
      startDate: '1935-09-12 20:38:00',
      endDate: '1935-09-12 21:38:00',
    });
  });

  it('crosses midnight near it and completes a time without seconds', () => {
    expect(toSearchBody(birthHourWindow({ date: '1990-04-02', time: '00:10' }))).toEqual({
      startDate: '1990-04-01 23:40:00',
      endDate: '1990-04-02 00:40:00',
    });
    expect(toSearchBody(birthHourWindow({ date: '1990-12-31', time: '23:45:30' }))).toEqual({
      startDate: '1990-12-31 23:15:30',
      endDate: '1991-01-01 00:15:30',
    });
  });
});

describe('toWindow and editInputs (what Calculate sends)', () => {
  const last = ends('2026-01-01', '10:00:00', '2026-01-03', '12:00:00');

  it('sends both dates as typed, times gaining seconds', () => {
    const inputs = { date: '2026-01-05', start: '09:30', endDate: '2026-01-09', end: '18:00:15' };
    expect(toWindow(inputs, last)).toEqual(ends('2026-01-05', '09:30:00', '2026-01-09', '18:00:15'));
  });

  it("keeps the last window's value for a short date or an empty time (spec §5)", () => {
    const inputs = { date: '2026-01', start: '', endDate: '', end: '11:00' };
    expect(toWindow(inputs, last)).toEqual(ends('2026-01-01', '10:00:00', '2026-01-03', '11:00:00'));
    expect(toWindow(inputs, null)).toBeNull();
  });

  it('moves the end date with the start date while both are one day, not once they differ', () => {
    const oneDay = { date: '2026-01-01', start: '10:00:00', endDate: '2026-01-01', end: '11:00:00' };
    expect(editInputs(oneDay, 'date', '2026-03-07')).toEqual({
      ...oneDay,
      date: '2026-03-07',
      endDate: '2026-03-07',
    });
    const days = { ...oneDay, endDate: '2026-01-05' };
    expect(editInputs(days, 'date', '2026-01-02')).toEqual({ ...days, date: '2026-01-02' });
    expect(editInputs(days, 'endDate', '2026-01-09')).toEqual({ ...days, endDate: '2026-01-09' });
  });
});
