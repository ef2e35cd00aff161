import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentOffsetNote, currentOffsetOf } from './profile-place';

describe('the profile city time zone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the offset at the zone's own clock now, after a first guess at the UTC clock", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(decodeURIComponent(url));
        const data = { utcOffsetHours: 5.5, isDaylightSaving: false };
        return Promise.resolve(Response.json({ code: '200', message: '', data }));
      }),
    );
    // 2026-11-25 20:00 UTC is 2026-11-26 01:30 in Kolkata: the second question is at the local clock.
    const offset = await currentOffsetOf('Asia/Kolkata', Date.UTC(2026, 10, 25, 20, 0, 0));
    expect(offset).toBe(5.5);
    expect(asked[0]).toContain('date=2026-11-25');
    expect(asked[1]).toContain('date=2026-11-26');
    expect(asked[1]).toContain('time=01:30');
  });

  it('says which zone the offset comes from', () => {
    expect(currentOffsetNote('Asia/Kolkata', 5.5)).toBe('Proposed from Asia/Kolkata today: GMT+05:30');
  });
});
