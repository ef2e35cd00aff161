import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, formatMomentForDisplay } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { formatInstant } from './instant-text';

const FORMATS = { dateFormat: DEFAULT_DATE_FORMAT, timeFormat: DEFAULT_TIME_FORMAT };

describe('formatInstant', () => {
  it("shows an instant on the browser's own clock", () => {
    const at = new Date(2026, 10, 25, 18, 5, 9); // 25 Nov 2026 18:05:09 on this machine's clock
    expect(formatInstant(at.toISOString(), FORMATS)).toBe(
      formatMomentForDisplay({ date: '2026-11-25', time: '18:05:09' }, FORMATS),
    );
  });

  it('shows text that is no instant as it came', () => {
    expect(formatInstant('soon', FORMATS)).toBe('soon');
  });
});
