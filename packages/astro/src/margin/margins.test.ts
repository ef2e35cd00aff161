/**
 * Sub-lord margins checked against the chart itself: just inside a margin the lords are the birth ones,
 * just past it the sign, star or sub lord has changed. Tolerance: 1 second of birth time either side.
 */
import { describe, expect, it } from 'vitest';
import { computeChart, type ChartInput } from '../chart.js';
import { resolveSettings } from '../settings.js';
import { computeSubLordMargins } from './margins.js';

// The domain's Appendix A birth: Guna, 12 Sep 1935, 21:08 IST.
const BIRTH: ChartInput = {
  date: '1935-09-12',
  time: '21:08:00',
  utcOffsetHours: 5.5,
  place: { latitude: 24.65, longitude: 77.3 },
};

/** The chart `seconds` later (negative: earlier) than the birth, by moving the UTC offset. */
function chartShiftedBy(seconds: number) {
  return computeChart({ ...BIRTH, utcOffsetHours: BIRTH.utcOffsetHours - seconds / 3600 });
}

const lordsOf = (l: { signLord: string; starLord: string; subLord: string }) =>
  `${l.signLord}/${l.starLord}/${l.subLord}`;

describe('sub-lord margins of the Appendix A chart', () => {
  const birth = computeChart(BIRTH);
  const margins = computeSubLordMargins(birth.profile.julianDayUT, BIRTH.place, resolveSettings({}));

  it.each([0, 3, 6, 9])('cusp %i keeps its lords inside both margins and loses them past either', (i) => {
    const margin = margins.cusps[i];
    const lords = lordsOf(birth.cusps[i]!);
    for (const [seconds, sign] of [
      [margin?.laterSeconds, 1],
      [margin?.earlierSeconds, -1],
    ] as const) {
      expect(seconds).not.toBeNull();
      expect(lordsOf(chartShiftedBy(sign * (seconds! - 1)).cusps[i]!)).toBe(lords);
      expect(lordsOf(chartShiftedBy(sign * (seconds! + 1)).cusps[i]!)).not.toBe(lords);
    }
  });

  it("gives the Moon's margin to the second as well", () => {
    const later = margins.bodies.Moon.laterSeconds!;
    const moonAt = (s: number) => lordsOf(chartShiftedBy(s).bodies.find((b) => b.name === 'Moon')!);
    expect(moonAt(later - 1)).toBe(moonAt(0));
    expect(moonAt(later + 1)).not.toBe(moonAt(0));
  });

  it('has sub-sub-lord margins no wider than the sub-lord ones', () => {
    const subSub = computeSubLordMargins(
      birth.profile.julianDayUT,
      BIRTH.place,
      resolveSettings({}),
      'subSub',
    );
    subSub.cusps.forEach((m, i) => {
      expect(m.laterSeconds!).toBeLessThanOrEqual(margins.cusps[i]!.laterSeconds! + 1e-6);
    });
  });
});
