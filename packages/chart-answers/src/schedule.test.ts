import { computeChart } from '@kpdesk/astro/engine';
import { describe, expect, it } from 'vitest';
import { toJulianDayFromMs } from './dates.js';
import { describeCurrentPeriods, describeCurrentPeriodsAt } from './schedule.js';

const OFFSET = 5.5;
/** The birth of the specification's Appendix A: Guna, 12 September 1935, 21:08. */
const APPENDIX_A = { date: '1935-09-12', time: '21:08:00', latitude: 24 + 39 / 60, longitude: 77 + 18 / 60 };
const MS_PER_DAY = 86_400_000;

function appendixChart() {
  return computeChart({
    date: APPENDIX_A.date,
    time: APPENDIX_A.time,
    utcOffsetHours: OFFSET,
    place: { latitude: APPENDIX_A.latitude, longitude: APPENDIX_A.longitude },
    settings: { ayanamsa: 5 },
  });
}

/** Every moment from `startMs` in steps of `stepMs`, `count` of them, as Julian days UT. */
function moments(startMs: number, stepMs: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => toJulianDayFromMs(startMs + i * stepMs));
}

describe('the running periods worked out once a minute', () => {
  it('equal the ones worked out afresh at every moment, across the days their balances change', () => {
    const chart = appendixChart();
    // Two days in 20-second steps: each balance loses a day twice, at its period's clock time.
    const start = Date.UTC(2026, 10, 27, 0, 0, 0);
    const steps = moments(start, 20_000, (2 * MS_PER_DAY) / 20_000);
    const changes = steps.filter(
      (jd, i) =>
        i > 0 &&
        describeCurrentPeriodsAt(chart, jd, OFFSET) !==
          describeCurrentPeriodsAt(chart, steps[i - 1] ?? jd, OFFSET),
    );
    expect(changes.length).toBeGreaterThanOrEqual(2);
    for (const jd of steps)
      expect(describeCurrentPeriods(chart, jd, OFFSET)).toBe(describeCurrentPeriodsAt(chart, jd, OFFSET));
  });

  it('changes at the very millisecond a balance does, and follows a clock set back', () => {
    const chart = appendixChart();
    const start = Date.UTC(2026, 10, 27, 0, 0, 0);
    const coarse = moments(start, 20_000, MS_PER_DAY / 20_000);
    const afterChange = coarse.findIndex(
      (jd, i) =>
        i > 0 &&
        describeCurrentPeriodsAt(chart, jd, OFFSET) !==
          describeCurrentPeriodsAt(chart, coarse[i - 1] ?? jd, OFFSET),
    );
    expect(afterChange).toBeGreaterThan(0);
    // The 20 seconds around that change, a millisecond at a time, asked in order as requests would.
    const fine = moments(start + (afterChange - 1) * 20_000, 1, 20_001);
    const wrong = fine.filter(
      (jd) => describeCurrentPeriods(chart, jd, OFFSET) !== describeCurrentPeriodsAt(chart, jd, OFFSET),
    );
    expect(wrong).toEqual([]);
    // Back before the change (a test clock, or the system clock corrected).
    const earlier = fine[0] ?? 0;
    expect(describeCurrentPeriods(chart, earlier, OFFSET)).toBe(
      describeCurrentPeriodsAt(chart, earlier, OFFSET),
    );
  });
});
