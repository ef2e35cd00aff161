/**
 * The margins against a brute-force reference computed here, independently of the margin searches: the
 * chart's own ephemeris calls (computeBodyPositions, computeHouses) stepped from the birth every 6 hours
 * (the Moon hourly, cusps every 20 s) until the point's division changes, then bisected on the same
 * calls to 1 ms. Tolerance: none, the whole seconds must be equal (the reference's root is within 1 ms).
 * Charts: the Appendix A birth, Mercury retrograde and at its station, a cusp two seconds from a
 * boundary, high latitudes (Oslo and Tromsø, where Porphyry answers), the true node with a correction.
 */
import { describe, expect, it } from 'vitest';
import { computeChart, type ChartInput } from '../chart.js';
import { computeHouses } from '../houses/houses.js';
import { computeDivisionBounds, type DivisionLevel } from '../kp/lords.js';
import { computeBodyPositions } from '../positions.js';
import { resolveSettings, type ChartSettings, type Place } from '../settings.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import { computeSubLordMargins, type Margin } from './margins.js';

const DAY_SECONDS = 86400;
const LIMIT_DAYS = 30;
const BISECTION_DAYS = 0.001 / DAY_SECONDS;

type PointAt = (jdUT: number) => number;

const divisionKey = (lon: number, level: DivisionLevel): number => computeDivisionBounds(lon, level).start;

/** Reference whole seconds to the first change of division going `direction`, or null past 30 days. */
function referenceExit(at: PointAt, t0: number, stepDays: number, level: DivisionLevel, direction: 1 | -1) {
  const key = divisionKey(at(t0), level);
  let inside = t0;
  for (let k = 1; k * stepDays <= LIMIT_DAYS + stepDays; k++) {
    let outside = t0 + direction * k * stepDays;
    if (divisionKey(at(outside), level) === key) {
      inside = outside;
      continue;
    }
    while (Math.abs(outside - inside) > BISECTION_DAYS) {
      const mid = (inside + outside) / 2;
      if (divisionKey(at(mid), level) === key) inside = mid;
      else outside = mid;
    }
    const seconds = Math.abs(outside - t0) * DAY_SECONDS;
    return seconds > LIMIT_DAYS * DAY_SECONDS ? null : Math.floor(seconds);
  }
  return null;
}

function referenceMargin(at: PointAt, t0: number, stepDays: number, level: DivisionLevel): Margin {
  return {
    earlierSeconds: referenceExit(at, t0, stepDays, level, -1),
    laterSeconds: referenceExit(at, t0, stepDays, level, 1),
  };
}

function bodyAt(p: Planet, settings: ChartSettings): PointAt {
  return (t) => computeBodyPositions(t, settings).bodies.find((b) => b.name === p)!.longitude;
}

function cuspAt(i: number, place: Place, settings: ChartSettings): PointAt {
  return (t) => computeHouses(t, place, settings).cusps[i]!;
}

interface Case {
  name: string;
  input: ChartInput;
  level?: DivisionLevel;
}

const GUNA: ChartInput = {
  date: '1935-09-12',
  time: '21:08:00',
  utcOffsetHours: 5.5,
  place: { latitude: 24.65, longitude: 77.3 },
};
const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };

/** The Appendix A birth moved to two seconds before its Ascendant's sub lord changes. */
function cuspNearBoundary(): ChartInput {
  const chart = computeChart(GUNA);
  const jd = chart.profile.julianDayUT;
  const later = referenceExit(cuspAt(0, GUNA.place, resolveSettings()), jd, 20 / DAY_SECONDS, 'sub', 1);
  return { ...GUNA, utcOffsetHours: GUNA.utcOffsetHours - (later! - 2) / 3600 };
}

const CASES: Case[] = [
  { name: 'Appendix A birth', input: GUNA },
  { name: 'Appendix A birth, sub-sub level', input: GUNA, level: 'subSub' },
  {
    name: 'Mercury retrograde',
    input: { date: '2026-03-08', time: '06:30:00', utcOffsetHours: 5.5, place: CHENNAI },
  },
  {
    name: 'Mercury at its station',
    input: { date: '2026-02-26', time: '12:00:00', utcOffsetHours: 5.5, place: CHENNAI },
  },
  { name: 'Ascendant two seconds from a boundary', input: cuspNearBoundary() },
  {
    name: 'Oslo',
    input: {
      date: '1990-01-15',
      time: '03:40:00',
      utcOffsetHours: 1,
      place: { latitude: 59.91, longitude: 10.75 },
    },
  },
  {
    name: 'Tromsø (Porphyry)',
    input: {
      date: '1990-06-21',
      time: '23:10:00',
      utcOffsetHours: 2,
      place: { latitude: 69.65, longitude: 18.96 },
    },
  },
  {
    name: 'true node and a correction',
    input: { ...GUNA, date: '2001-04-02', time: '11:17:45', settings: { node: 'true', correction: 0.05 } },
  },
];

describe.each(CASES)('margins against a brute-force reference: $name', ({ input, level = 'sub' }) => {
  const chart = computeChart(input);
  const settings = resolveSettings(input.settings);
  const jd = chart.profile.julianDayUT;
  const margins = computeSubLordMargins(jd, input.place, settings, level, chart);

  it.each(PLANETS)('%s to the second', (p) => {
    const step = p === 'Moon' ? 1 / 24 : 0.25;
    expect(margins.bodies[p]).toEqual(referenceMargin(bodyAt(p, settings), jd, step, level));
  });

  it('every cusp to the second', () => {
    const reference = chart.cusps.map((_, i) =>
      referenceMargin(cuspAt(i, input.place, settings), jd, 20 / DAY_SECONDS, level),
    );
    expect(margins.cusps).toEqual(reference);
  });

  it('the same margins without the chart handed in', () => {
    expect(computeSubLordMargins(jd, input.place, settings, level)).toEqual(margins);
  });
});
