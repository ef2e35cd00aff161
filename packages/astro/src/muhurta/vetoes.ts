/**
 * The panchang days of a search and its vetoed periods (muhurta.md §5): the day's periods come from the
 * panchang engine (day-bounds.ts for sunrise and sunset under the Sunrise setting, day-periods.ts for Rahu
 * kalam, Yamaganda, Gulika and the Dur-muhurtas), Vishti from the karanas of the panchang's limbs, and
 * combust Venus and Jupiter from the bodies' tracks with the orbs of M6.
 *
 * Where the doc is silent:
 * - A panchang day runs [SR(D), SR(D+1)) for the civil dates D of the request's UTC offset; a polar day (no
 *   sunrise or sunset) runs from local midnight to local midnight with the civil weekday, and has no
 *   sunrise-based vetoes. An instant belongs to the last day that starts at or before it.
 * - Combustion is tested with the planet's motion at the instant: Venus is combust within 8° while its speed
 *   is below zero and within 10° otherwise, so a station of Venus inside 8°..10° of the Sun is a veto edge.
 */
import type { MuhurtaVetoKey } from '@kpdesk/domain';
import { findDaySunrise, findDaySunset, toSolarDay, type Horizon } from '../panchang/day-bounds.js';
import { computeDayPeriods, type Span } from '../panchang/day-periods.js';
import { createLimbSampler, elementOfIndex, KARANA, sweepBoundaries } from '../panchang/limbs.js';
import { findRoot, wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';
import { civilWeekday, localMidnightJulianDayUT } from '../time/julian-day.js';
import { MODEL_TOLERANCE_DAYS, trackLongitude, trackSpeed, type BodyTrack } from './body-model.js';
import { PLANET_INDEX } from './rows.js';

/** One panchang day of a search (Julian days UT). */
export interface MuhurtaDay {
  start: number;
  end: number;
  /** Weekday of the civil date, 0 = Sunday. */
  weekday: number;
  polar: boolean;
}

/** A vetoed period, [start, end) in Julian days UT. */
export interface VetoPeriod extends Span {
  veto: MuhurtaVetoKey;
}

/** The days overlapping [from, to] with their Rahu kalam, Yamaganda, Gulika and Dur-muhurtas. */
export interface DaysAndPeriods {
  days: MuhurtaDay[];
  periods: VetoPeriod[];
}

/** The day vetoes of one non-polar day. */
function dayVetoes(sunrise: number, sunset: number, nextSunrise: number, weekday: number): VetoPeriod[] {
  const p = computeDayPeriods({ sunrise, sunset, nextSunrise, previousSunset: null, weekday });
  return [
    { veto: 'rahuKalam', ...p.rahuKalam },
    { veto: 'yamaganda', ...p.yamaganda },
    { veto: 'gulika', ...p.gulika },
    ...p.durMuhurtas.map((span): VetoPeriod => ({ veto: 'durMuhurta', ...span })),
  ];
}

/**
 * The panchang days from the civil date before `from` to the date of `to` (the first may start before
 * `from`), at the request's UTC offset (hours east), with their day vetoes.
 */
export function listDays(
  from: number,
  to: number,
  place: Place,
  utcOffsetHours: number,
  settings: Pick<ChartSettings, 'sunrise' | 'ephePath'>,
): DaysAndPeriods {
  const horizon: Horizon = { place, convention: settings.sunrise, config: { ephePath: settings.ephePath } };
  const first = localMidnightJulianDayUT(from, utcOffsetHours) - 1;
  const count = Math.round(localMidnightJulianDayUT(to, utcOffsetHours) - first) + 1;
  const sunrises = Array.from({ length: count + 1 }, (_, i) => findDaySunrise(horizon, first + i));
  const days: MuhurtaDay[] = [];
  const periods: VetoPeriod[] = [];
  for (let i = 0; i < count; i++) {
    const [sunrise, nextSunrise] = [sunrises[i] ?? null, sunrises[i + 1] ?? null];
    const sunset =
      sunrise !== null && nextSunrise !== null ? findDaySunset(horizon, sunrise, nextSunrise) : null;
    const solar = toSolarDay(first + i, sunrise, sunset, nextSunrise, null);
    const weekday = civilWeekday(first + i + 0.5, utcOffsetHours);
    days.push({ start: solar.start, end: solar.end, weekday, polar: solar.polar });
    if (solar.sunrise !== null && solar.sunset !== null && solar.nextSunrise !== null) {
      periods.push(...dayVetoes(solar.sunrise, solar.sunset, solar.nextSunrise, weekday));
    }
  }
  return { days, periods };
}

/** Karana k = 1..60 is Vishti (Bhadra) at the movable cycle's 7th place: 8, 15, …, 57 (panchang.md §4.4). */
export function isVishti(k: number): boolean {
  return k >= 2 && k <= 57 && (k - 2) % 7 === 6;
}

/** The Vishti karanas overlapping [from, to], with their true starts and ends (the panchang's limbs). */
export function findVishtiPeriods(
  from: number,
  to: number,
  settings: Pick<ChartSettings, 'ayanamsa' | 'correction' | 'ephePath'>,
): VetoPeriod[] {
  const boundaries = sweepBoundaries(createLimbSampler(settings), KARANA, from, to);
  const periods: VetoPeriod[] = [];
  for (let i = 0; i + 1 < boundaries.length; i++) {
    const [a, b] = [boundaries[i]!, boundaries[i + 1]!];
    if (isVishti(elementOfIndex(KARANA, a.k))) periods.push({ veto: 'vishti', start: a.t, end: b.t });
  }
  return periods;
}

/** Combustion orbs of M6, degrees: Venus 10° (8° while retrograde), Jupiter 11° (Surya Siddhanta). */
export const COMBUSTION_ORBS = {
  Venus: { direct: 10, retrograde: 8 },
  Jupiter: { direct: 11, retrograde: 11 },
};

/** The smaller arc between a planet and the Sun at t, degrees. */
function distanceFromSun(sun: BodyTrack, planet: BodyTrack, t: number): number {
  return Math.abs(wrapDifference(trackLongitude(planet, t) - trackLongitude(sun, t)));
}

/** Whether a planet (Venus or Jupiter) is combust at t by M6. */
export function isCombust(sun: BodyTrack, planet: BodyTrack, t: number): boolean {
  const orbs = COMBUSTION_ORBS[planet.planet as 'Venus' | 'Jupiter'];
  const orb = trackSpeed(planet, t) < 0 ? orbs.retrograde : orbs.direct;
  return distanceFromSun(sun, planet, t) <= orb;
}

/** Instants in [from, to] where a planet's combustion can change: its distance crossing an orb, a station. */
function findCombustionEdges(sun: BodyTrack, planet: BodyTrack, from: number, to: number): number[] {
  const orbs = COMBUSTION_ORBS[planet.planet as 'Venus' | 'Jupiter'];
  const edges: number[] = [];
  for (let a = from; a < to; a += planet.step) {
    const b = Math.min(to, a + planet.step);
    for (const orb of new Set([orbs.direct, orbs.retrograde])) {
      const g = (t: number): number => distanceFromSun(sun, planet, t) - orb;
      const [ga, gb] = [g(a), g(b)];
      if (ga < 0 !== gb < 0) edges.push(findRoot(g, a, b, ga, gb, MODEL_TOLERANCE_DAYS));
    }
    const [va, vb] = [trackSpeed(planet, a), trackSpeed(planet, b)];
    if (va < 0 !== vb < 0)
      edges.push(findRoot((t) => trackSpeed(planet, t), a, b, va, vb, MODEL_TOLERANCE_DAYS));
  }
  return edges;
}

/** The periods in [from, to] in which Venus or Jupiter is combust (M6), from the bodies' tracks. */
export function findCombustPeriods(
  tracks: readonly BodyTrack[],
  planet: 'Venus' | 'Jupiter',
  from: number,
  to: number,
): VetoPeriod[] {
  const sun = tracks[PLANET_INDEX.Sun]!;
  const body = tracks[PLANET_INDEX[planet]]!;
  const veto = planet === 'Venus' ? 'combustVenus' : 'combustJupiter';
  const edges = [from, ...findCombustionEdges(sun, body, from, to).sort((x, y) => x - y), to];
  const periods: VetoPeriod[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const [a, b] = [edges[i]!, edges[i + 1]!];
    if (b <= a || !isCombust(sun, body, (a + b) / 2)) continue;
    const last = periods[periods.length - 1];
    if (last !== undefined && last.end === a) last.end = b;
    else periods.push({ veto, start: a, end: b });
  }
  return periods;
}
