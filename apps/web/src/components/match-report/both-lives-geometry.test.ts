import type { MatchAnswer } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { MIN_WIDTH, NAME_WIDTH, layoutBothLives } from './both-lives-geometry';

const bhukti = (from: string, to: string, supports: boolean) => ({
  from: `${from} 00:00:00`,
  to: `${to} 00:00:00`,
  lords: ['Saturn', 'Rahu'],
  supports,
});

const KP = {
  window: { from: '2026-01-01 00:00:00', to: '2028-01-01 00:00:00' },
  bhuktis: {
    bride: [bhukti('2025-06-01', '2027-01-01', true), bhukti('2027-01-01', '2029-03-01', false)],
    groom: [bhukti('2024-01-01', '2030-01-01', true)],
  },
  periods: [{ from: '2026-01-01 00:00:00', to: '2027-01-01 00:00:00', bride: [], groom: [] }],
} as unknown as MatchAnswer['kp'];

describe('the picture of both lives', () => {
  it('clips each bar to the window and puts the years between the row names and the right margin', () => {
    const layout = layoutBothLives(KP, 1000);
    expect(layout.width).toBe(1000);
    const [first, second] = layout.bride;
    expect(first!.x).toBe(NAME_WIDTH);
    // The first bar ends where the second begins; the second ends at the window's end.
    expect(first!.x + first!.width).toBeCloseTo(second!.x, 6);
    expect(second!.x + second!.width).toBeCloseTo(layout.groom[0]!.x + layout.groom[0]!.width, 6);
    expect(layout.shared[0]!.x + layout.shared[0]!.width).toBeCloseTo(second!.x, 6);
    expect(layout.years.map((y) => y.year)).toEqual([2027, 2028]);
    expect(layout.years[0]!.x).toBeCloseTo(second!.x, 6);
  });

  it('keeps a readable width on a narrow screen, which scrolls', () => {
    expect(layoutBothLives(KP, 320).width).toBe(MIN_WIDTH);
    expect(layoutBothLives(KP, 0).width).toBe(MIN_WIDTH);
  });
});
