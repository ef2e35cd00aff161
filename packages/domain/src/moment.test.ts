import { describe, expect, it } from 'vitest';
import { formatMoment, momentParam, momentParts, parseMoment } from './moment.js';

describe('the one local moment', () => {
  it('parses each wire form once and formats it back', () => {
    const moment = parseMoment('1935-09-12_21:08', 'underscore');
    expect(moment).toEqual({ date: '1935-09-12', time: '21:08:00' });
    expect(moment && [formatMoment(moment), momentParam(moment)]).toEqual([
      '1935-09-12 21:08:00',
      '1935-09-12_21:08:00',
    ]);
    expect(parseMoment('1935-02-30 10:00:00')).toBeNull();
  });

  it('hands the engine its numbers without another parse of the text', () => {
    expect(momentParts({ date: '1935-09-12', time: '21:08:37' })).toEqual({
      year: 1935,
      month: 9,
      day: 12,
      hour: 21,
      minute: 8,
      second: 37,
    });
  });
});
