import { describe, expect, it } from 'vitest';
import { formatInstantOnClock } from './instant-text';

const FORMATS = { dateFormat: 'dd-MM-yyyy', timeFormat: 'hh:mm:ss a' } as const;

describe("a share link's times on the astrologer's clock", () => {
  it('reads an instant on the profile zone, labelled with it, whatever the browser zone', () => {
    // 10:00 UTC is 15:30 in India (UTC+5:30) and 05:00 in New York in November (UTC-5).
    expect(formatInstantOnClock('2026-11-20T10:00:00.000Z', FORMATS, 5.5)).toBe(
      '20-11-2026 03:30:00 PM GMT+05:30',
    );
    expect(formatInstantOnClock('2026-11-20T10:00:00.000Z', FORMATS, -5)).toBe(
      '20-11-2026 05:00:00 AM GMT-05:00',
    );
  });

  it('shows text that is no instant as it came', () => {
    expect(formatInstantOnClock('soon', FORMATS, 5.5)).toBe('soon');
  });
});
