import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  TIME_ZONES,
  TIME_ZONE_VALUES,
  findTimeZoneLabel,
  formatGmtOffset,
  isTimeZoneValue,
} from './time-zones.js';

describe('time zone list', () => {
  it('has about 85 entries with unique labels', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(80);
    expect(TIME_ZONES.length).toBeLessThanOrEqual(90);
    expect(new Set(TIME_ZONES.map((zone) => zone.label)).size).toBe(TIME_ZONES.length);
  });

  it('runs from -12 to 13, west to east', () => {
    expect(TIME_ZONES[0]?.value).toBe(-12);
    expect(TIME_ZONES.at(-1)?.value).toBe(13);
    const values = TIME_ZONES.map((zone) => zone.value);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('includes the fractional offsets', () => {
    for (const value of [-3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 9.5]) expect(isTimeZoneValue(value)).toBe(true);
    expect(isTimeZoneValue(5.25)).toBe(false);
  });

  it('prints each label from its own value', () => {
    for (const zone of TIME_ZONES)
      expect(zone.label.startsWith(`(GMT${formatGmtOffset(zone.value)})`)).toBe(true);
  });

  it('defaults to 5.5, the Indian label', () => {
    expect(DEFAULT_TIME_ZONE).toBe(5.5);
    expect(findTimeZoneLabel(DEFAULT_TIME_ZONE)).toBe('(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi');
    expect(TIME_ZONE_VALUES).toContain(5.5);
  });

  it('labels an offset outside the list plainly', () => {
    expect(findTimeZoneLabel(5.3)).toBe('(GMT+05:18)');
    expect(formatGmtOffset(-9.5)).toBe('-09:30');
    expect(formatGmtOffset(0)).toBe('+00:00');
  });
});
