import { describe, expect, it } from 'vitest';
import { nameFromFileName, parseJhd, readPackedValue } from './jhd-chart.js';

describe('Jagannatha Hora chart files', () => {
  it('reads units.MMffff values: two digits of minutes, then the rest of the minute', () => {
    expect(readPackedValue('21.080000')).toBeCloseTo(21 + 8 / 60, 12);
    expect(readPackedValue('-5.300000')).toBe(-5.5);
    expect(readPackedValue('12.304500')).toBeCloseTo(12 + 30.45 / 60, 12);
    expect(readPackedValue('24.39')).toBeCloseTo(24.65, 12);
    expect(readPackedValue('7')).toBe(7);
    expect(readPackedValue('5.75')).toBeUndefined();
    expect(readPackedValue('noon')).toBeUndefined();
  });

  it('turns the west-positive zone and longitude east-positive', () => {
    const text = ['9', '12', '1935', '21.080000', '-5.300000', '-77.180000', '24.390000', '0.000000'].join(
      '\n',
    );
    expect(parseJhd(text)).toEqual({
      chart: {
        birthDate: '1935-09-12',
        birthTime: '21:08:00',
        birthTimezone: 5.5,
        birthLongitude: 77.3,
        birthLatitude: 24.65,
        place: null,
      },
    });
  });

  it('names the client after the file', () => {
    expect(nameFromFileName('C:\\charts\\ravi_kumar-1985.jhd')).toBe('ravi kumar');
    expect(nameFromFileName("D'Souza.JHD")).toBe("D'Souza");
  });
});
