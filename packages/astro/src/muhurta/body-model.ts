/**
 * The nine bodies over a span of time, cheaply and smoothly: sidereal longitudes (after the correction) and
 * speeds asked of the ephemeris at even steps, the Moon every 6 hours and the others every 12, joined by
 * cubic Hermite pieces through each step's end values and speeds. The error of such a piece is about
 * h⁴/384 times the fourth derivative of the motion: for the Moon (≈ 0.04°/day⁴) a few millionths of an arc
 * second, for Mercury near its station (≈ 0.003°/day⁴) about 0.002″, far below what moves a window edge by
 * a millisecond. So a search evaluates any instant, and roots crossings, at no ephemeris cost; the searches
 * below find every sign, star and sub lord change and every station of the span on these pieces.
 */
import type { MuhurtaCutKey } from '@kpdesk/domain';
import { calcBody, type EphemerisBody } from '../ephemeris.js';
import { findRowCrossings } from '../intervals/search.js';
import { SECOND_IN_DAYS, findRoot } from '../math/find-crossing.js';
import type { ChartSettings } from '../settings.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import { describeRowCrossing } from './rows.js';

const MOON_STEP_DAYS = 0.25;
const BODY_STEP_DAYS = 0.5;
/** Root-finding on the pieces stops at 1 ms (evaluations cost nanoseconds). */
export const MODEL_TOLERANCE_DAYS = SECOND_IN_DAYS / 1000;

/** One body's samples: unwrapped longitudes (degrees) and speeds (degrees per day) at t0 + k·step. */
export interface BodyTrack {
  planet: Planet;
  t0: number;
  step: number;
  lon: number[];
  speed: number[];
}

type Settings = Pick<ChartSettings, 'ayanamsa' | 'correction' | 'node' | 'ephePath'>;

/** The ephemeris samples of one body over [from, to] (at least two, the last at or after `to`). */
function sampleBody(
  body: EphemerisBody,
  from: number,
  to: number,
  step: number,
  settings: Settings,
): BodyTrack {
  const count = Math.max(2, Math.ceil((to - from) / step) + 1);
  const lon: number[] = [];
  const speed: number[] = [];
  for (let k = 0; k < count; k++) {
    const s = calcBody(from + k * step, body, settings.ayanamsa, settings.node, {
      ephePath: settings.ephePath,
    });
    const value = s.longitude - settings.correction;
    const last = lon[k - 1];
    // Unwrapped: consecutive samples differ by the motion of one step, never by a turn.
    lon.push(last === undefined ? value : last + ((((value - last + 180) % 360) + 360) % 360) - 180);
    speed.push(s.speed);
  }
  return { planet: body, t0: from, step, lon, speed };
}

/**
 * Tracks of the nine bodies in {@link PLANETS} order over [from, to] (Julian days UT): Sun..Saturn and Rahu
 * from the ephemeris (mean or true node as the settings say), Ketu = Rahu + 180° with Rahu's speed.
 */
export function sampleBodyTracks(from: number, to: number, settings: Settings): BodyTrack[] {
  const tracks = new Map<Planet, BodyTrack>();
  for (const planet of PLANETS) {
    if (planet === 'Ketu') continue;
    tracks.set(
      planet,
      sampleBody(planet, from, to, planet === 'Moon' ? MOON_STEP_DAYS : BODY_STEP_DAYS, settings),
    );
  }
  const rahu = tracks.get('Rahu') as BodyTrack;
  tracks.set('Ketu', { ...rahu, planet: 'Ketu', lon: rahu.lon.map((l) => l + 180) });
  return PLANETS.map((p) => tracks.get(p) as BodyTrack);
}

/** The segment of a track holding t (clamped to the samples) and the fraction s in [0, 1] of it. */
function locate(track: BodyTrack, t: number): { k: number; s: number } {
  const last = track.lon.length - 2;
  const k = Math.min(last, Math.max(0, Math.floor((t - track.t0) / track.step)));
  return { k, s: (t - track.t0 - k * track.step) / track.step };
}

/** A body's unwrapped sidereal longitude at t (Julian day UT), degrees. */
export function trackLongitude(track: BodyTrack, t: number): number {
  const { k, s } = locate(track, t);
  const h = track.step;
  const [y0, y1, v0, v1] = [track.lon[k]!, track.lon[k + 1]!, track.speed[k]!, track.speed[k + 1]!];
  const s2 = s * s;
  const s3 = s2 * s;
  return (
    (2 * s3 - 3 * s2 + 1) * y0 + (s3 - 2 * s2 + s) * h * v0 + (3 * s2 - 2 * s3) * y1 + (s3 - s2) * h * v1
  );
}

/** A body's speed in longitude at t, degrees per day (negative = retrograde). */
export function trackSpeed(track: BodyTrack, t: number): number {
  const { k, s } = locate(track, t);
  const [y0, y1, v0, v1] = [track.lon[k]!, track.lon[k + 1]!, track.speed[k]!, track.speed[k + 1]!];
  const s2 = s * s;
  return ((6 * s2 - 6 * s) * (y0 - y1)) / track.step + (3 * s2 - 4 * s + 1) * v0 + (3 * s2 - 2 * s) * v1;
}

/** A change of a body found on its track: a sign, star or sub lord change, or a station. */
export interface BodyEvent {
  t: number;
  planet: Planet;
  kind: Extract<MuhurtaCutKey, 'planetSign' | 'planetStar' | 'planetSub' | 'station'>;
}

const PLANET_KIND = { sign: 'planetSign', star: 'planetStar', sub: 'planetSub' } as const;

/** The row changes of a track between a and b, over which it moves one way. */
function findCrossings(track: BodyTrack, a: number, b: number): BodyEvent[] {
  const la = trackLongitude(track, a);
  const lb = trackLongitude(track, b);
  return findRowCrossings(la, lb).map((c) => {
    const g = (t: number): number => trackLongitude(track, t) - c.value;
    const t = findRoot(g, a, b, la - c.value, lb - c.value, MODEL_TOLERANCE_DAYS);
    const level = describeRowCrossing(c.entered, lb > la).level;
    return { t, planet: track.planet, kind: PLANET_KIND[level] };
  });
}

/** Every lord change and station of a track at instants in [from, to). */
function findTrackEvents(track: BodyTrack, from: number, to: number): BodyEvent[] {
  const events: BodyEvent[] = [];
  for (let k = 0; k + 1 < track.lon.length; k++) {
    const [a, b] = [track.t0 + k * track.step, track.t0 + (k + 1) * track.step];
    if (b <= from || a >= to) continue;
    const [v0, v1] = [track.speed[k]!, track.speed[k + 1]!];
    // A station splits the step, so that each part moves one way and no re-crossing is missed.
    if (v0 < 0 !== v1 < 0) {
      const t = findRoot((x) => trackSpeed(track, x), a, b, v0, v1, MODEL_TOLERANCE_DAYS);
      events.push({ t, planet: track.planet, kind: 'station' }, ...findCrossings(track, a, t));
      events.push(...findCrossings(track, t, b));
    } else {
      events.push(...findCrossings(track, a, b));
    }
  }
  return events.filter((e) => e.t >= from && e.t < to);
}

/** Every sign, star or sub lord change and station of the nine bodies at instants in [from, to). */
export function findBodyEvents(tracks: readonly BodyTrack[], from: number, to: number): BodyEvent[] {
  return tracks.flatMap((track) => findTrackEvents(track, from, to));
}
