import type { PlanetSchedule } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { layoutTimeline, MIN_UNITS_PER_YEAR, UNITS_PER_YEAR } from './timeline-geometry';

/** Positions are drawn in user units; a hundredth of a unit is far below a pixel. */
const UNIT_TOLERANCE = 0.01;
const MARGIN = 16;
const YEAR_MS = 365.2425 * 86_400_000;

/** Nine mahadashas of nine bhuktis, the first begun five years before a birth at 2000-01-01 00:00 (UTC+5.5). */
function scheduleOf(): PlanetSchedule {
  const lords = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'];
  const year = (y: number) => `${y}-01-01 00:00:00`;
  return {
    birthDate: '2000-01-01 00:00:00',
    dashas: lords.map((lord, i) => ({
      lord,
      start: year(1995 + i * 10),
      end: year(2005 + i * 10),
      bhuktis: lords.map((bhukti, j) => ({
        lord: bhukti,
        start: year(1995 + i * 10),
        end: year(1995 + i * 10 + (j === 8 ? 10 : 1)),
      })),
    })),
  };
}

/** The x an instant should have, computed from UTC milliseconds (not through the module's parser). */
const expectedX = (ms: number, birthMs: number) => MARGIN + ((ms - birthMs) / YEAR_MS) * UNITS_PER_YEAR;
const OFFSET_HOURS = 5.5;
const utcOf = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - OFFSET_HOURS * 3_600_000;

describe('the dasha timeline layout', () => {
  const birth = utcOf(2000, 1, 1);
  const layout = layoutTimeline({
    schedule: scheduleOf(),
    events: [{ id: 4, ordinal: 1, title: 'Marriage 01-06-2010', moment: '2010-06-01 12:00:00' }],
    offsetHours: OFFSET_HOURS,
    now: utcOf(2024, 3, 15),
  });

  it('starts at the birth: the first mahadasha, begun before it, is cut there', () => {
    const first = layout.dashas[0];
    expect(first?.x).toBeCloseTo(MARGIN, 2);
    expect(first?.width).toBeCloseTo(expectedX(utcOf(2005, 1, 1), birth) - MARGIN, 2);
  });

  it('places each event and today at their instants on the birth clock', () => {
    expect(Math.abs((layout.markers[0]?.x ?? 0) - expectedX(utcOf(2010, 6, 1, 12), birth))).toBeLessThan(
      UNIT_TOLERANCE,
    );
    expect(Math.abs((layout.todayX ?? 0) - expectedX(utcOf(2024, 3, 15), birth))).toBeLessThan(
      UNIT_TOLERANCE,
    );
  });

  it('spans to the end of the ninth mahadasha with a tick each decade of age', () => {
    expect(layout.width).toBeCloseTo(expectedX(utcOf(2085, 1, 1), birth) + MARGIN, 2);
    expect(layout.ticks.map((t) => t.age)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(layout.dashas[1]?.bhuktis).toHaveLength(9);
  });

  it('draws no today line once the schedule has ended', () => {
    const late = layoutTimeline({
      schedule: scheduleOf(),
      events: [],
      offsetHours: OFFSET_HOURS,
      now: utcOf(2090, 1, 1),
    });
    expect(late.todayX).toBeNull();
  });

  it('fits the life into a wide box, and keeps the narrowest scale in a phone-wide one (which scrolls)', () => {
    const input = { schedule: scheduleOf(), events: [], offsetHours: OFFSET_HOURS, now: utcOf(2024, 3, 15) };
    expect(layoutTimeline({ ...input, fitWidth: 1000 }).width).toBeCloseTo(1000, 2);
    const years = (utcOf(2085, 1, 1) - birth) / YEAR_MS;
    expect(layoutTimeline({ ...input, fitWidth: 343 }).width).toBeCloseTo(
      years * MIN_UNITS_PER_YEAR + 2 * MARGIN,
      2,
    );
  });
});
