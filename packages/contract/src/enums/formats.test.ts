import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatDate, formatTime, toDegreesMinutesSeconds } from './formats.js';

describe('formatDate', () => {
  it('writes each date format', () => {
    expect(formatDate('1990-07-05', 'dd-MM-yyyy')).toBe('05-07-1990');
    expect(formatDate('1990-07-05', 'MM-dd-yyyy')).toBe('07-05-1990');
    expect(formatDate('1990-07-05', 'yyyy-MM-dd')).toBe('1990-07-05');
  });

  it('reads only the first 10 characters of a timestamp', () => {
    expect(formatDate('2001-12-31T00:00:00.000Z', 'dd-MM-yyyy')).toBe('31-12-2001');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('', 'dd-MM-yyyy')).toBe('');
    expect(formatDate('05/07/1990', 'yyyy-MM-dd')).toBe('05/07/1990');
  });
});

describe('formatTime', () => {
  it('writes each time format', () => {
    expect(formatTime('14:05:09', 'hh:mm:ss a')).toBe('02:05:09 PM');
    expect(formatTime('14:05:09', 'hh:mm a')).toBe('02:05 PM');
    expect(formatTime('14:05:09', 'HH:mm:ss')).toBe('14:05:09');
    expect(formatTime('14:05:09', 'HH:mm')).toBe('14:05');
  });

  it('puts midnight and noon at 12 on the 12-hour clock', () => {
    expect(formatTime('00:30:00', 'hh:mm:ss a')).toBe('12:30:00 AM');
    expect(formatTime('12:00:00', 'hh:mm a')).toBe('12:00 PM');
    expect(formatTime('09:15', 'hh:mm:ss a')).toBe('09:15:00 AM');
  });

  it('returns text that is not a time unchanged', () => {
    expect(formatTime('noon', 'HH:mm')).toBe('noon');
  });
});

describe('formatCoordinate', () => {
  it('writes degrees, minutes, seconds with the hemisphere in N format', () => {
    expect(formatCoordinate(13.0827, 'N', 'latitude')).toBe(`13°04'58" N`);
    expect(formatCoordinate(80.2707, 'N', 'longitude')).toBe(`80°16'15" E`);
    expect(formatCoordinate(-74.006, 'N', 'longitude')).toBe(`74°00'22" W`);
    expect(formatCoordinate(-33.8688, 'N', 'latitude')).toBe(`33°52'08" S`);
  });

  it('carries 59.9999 seconds into the next minute', () => {
    expect(toDegreesMinutesSeconds(10.99999999)).toEqual({ degrees: 11, minutes: 0, seconds: 0 });
  });

  it('writes a signed decimal in Z format', () => {
    expect(formatCoordinate(13.0827, 'Z', 'latitude')).toBe('13.0827');
    expect(formatCoordinate(-74.006, 'Z', 'longitude')).toBe('-74.0060');
    expect(formatCoordinate(-0.00001, 'Z', 'longitude')).toBe('0.0000');
  });
});
