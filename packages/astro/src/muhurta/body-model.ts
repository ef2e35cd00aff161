/**
 * The nine bodies over a span of time, cheaply and smoothly: sidereal longitudes (after the correction) and
 * speeds asked of the ephemeris at even steps, the Moon every 6 hours and the others every 12, joined by
 * cubic Hermite pieces through each step's end values and speeds. The error of such a piece is about
 * h⁴/384 times the fourth derivative of the motion: for the Moon (≈ 0.04°/day⁴) a few millionths of an arc
 * second, for the planets thousandths, for the true node (which wobbles) about 0.01″ — all far below what
 * moves a cusp's passing by a millisecond, so a search reads positions at any instant at no ephemeris cost.
 *
 * A body's own lord changes and stations are another matter: a slow body's time of crossing is its position
 * error divided by its speed (0.01″ at the true node's 0.05°/day is 4 s). So every sign, star and sub lord
 * change is found on the pieces and then solved on the ephemeris itself (the Moon's excepted: it moves 0.5″ a
 * second, so its pieces place its crossings to a few milliseconds), and every station on the ephemeris'
 * speed; the search reads the bodies' rows and motion from these events.
 */
import type { MuhurtaCutKey } from '@kpdesk/domain';
import { calcBody, type EphemerisBody } from '../ephemeris.js';
import { findRowCrossings } from '../intervals/search.js';
import { SECOND_IN_DAYS, findRoot, findRootWithSlope, wrapDifference } from '../math/find-crossing.js';
import type { KpSubRow } from '../kp/sub-table.js';
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
  /** The ephemeris itself: sidereal longitude after the correction ([0, 360)) and speed at an instant. */
  exactAt: (t: number) => { lon: number; speed: number };
}

type Settings = Pick<ChartSettings, 'ayanamsa' | 'correction' | 'node' | 'ephePath'>;

/** The ephemeris of one body: sidereal longitude after the correction and speed (Ketu = Rahu + 180°). */
function exactBody(planet: Planet, settings: Settings): BodyTrack['exactAt'] {
  const body: EphemerisBody = planet === 'Ketu' ? 'Rahu' : planet;
  const shift = planet === 'Ketu' ? 180 - settings.correction : -settings.correction;
  const config = { ephePath: settings.ephePath };
  return (t) => {
    const s = calcBody(t, body, settings.ayanamsa, settings.node, config);
    return { lon: (((s.longitude + shift) % 360) + 360) % 360, speed: s.speed };
  };
}

/** The ephemeris samples of one body over [from, to] (at least two, the last at or after `to`). */
function sampleBody(planet: Planet, from: number, to: number, step: number, settings: Settings): BodyTrack {
  const exactAt = exactBody(planet, settings);
  const count = Math.max(2, Math.ceil((to - from) / step) + 1);
  const lon: number[] = [];
  const speed: number[] = [];
  for (let k = 0; k < count; k++) {
    const s = exactAt(from + k * step);
    const last = lon[k - 1];
    // Unwrapped: consecutive samples differ by the motion of one step, never by a turn.
    lon.push(last === undefined ? s.lon : last + wrapDifference(s.lon - last));
    speed.push(s.speed);
  }
  return { planet, t0: from, step, lon, speed, exactAt };
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
  const ketu = {
    ...rahu,
    planet: 'Ketu' as const,
    lon: rahu.lon.map((l) => l + 180),
    exactAt: exactBody('Ketu', settings),
  };
  tracks.set('Ketu', ketu);
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

/** A change of a body: a sign, star or sub lord change (with the row entered), or a station. */
export interface BodyEvent {
  t: number;
  planet: Planet;
  kind: Extract<MuhurtaCutKey, 'planetSign' | 'planetStar' | 'planetSub' | 'station'>;
  /** The row entered (lord changes). */
  row?: KpSubRow;
  /** The motion after a station. */
  isRetrograde?: boolean;
}

const PLANET_KIND = { sign: 'planetSign', star: 'planetStar', sub: 'planetSub' } as const;

/** Newton steps on the ephemeris from the pieces' root; beyond them the bracket is searched. */
const NEWTON_STEPS = 3;

/**
 * The instant a body reaches `value` (unwrapped) between a and b, found on its pieces and, but for the
 * Moon, solved on the ephemeris: Newton's method on its speed from the pieces' root (one or two calls), or,
 * where it is slow enough that Newton strays (near a station), root-finding inside the bracket.
 */
function solveCrossing(track: BodyTrack, a: number, b: number, value: number): number {
  const [ga, gb] = [trackLongitude(track, a) - value, trackLongitude(track, b) - value];
  let t = findRoot((x) => trackLongitude(track, x) - value, a, b, ga, gb, MODEL_TOLERANCE_DAYS);
  if (track.planet === 'Moon') return t;
  const exact = (x: number): { value: number; slope: number } => {
    const s = track.exactAt(x);
    return { value: wrapDifference(s.lon - value), slope: s.speed };
  };
  for (let i = 0; i < NEWTON_STEPS; i++) {
    const { value: g, slope } = exact(t);
    const next = t - g / slope;
    if (!(next > a && next < b)) break;
    if (Math.abs(next - t) < MODEL_TOLERANCE_DAYS) return next;
    t = next;
  }
  return findRootWithSlope(exact, a, b, ga, gb, MODEL_TOLERANCE_DAYS);
}

/** The row changes of a track between a and b, over which it moves one way. */
function findCrossings(track: BodyTrack, a: number, b: number): BodyEvent[] {
  const [la, lb] = [trackLongitude(track, a), trackLongitude(track, b)];
  return findRowCrossings(la, lb).map((c) => {
    const { entered, level } = describeRowCrossing(c.entered, lb > la);
    return {
      t: solveCrossing(track, a, b, c.value),
      planet: track.planet,
      kind: PLANET_KIND[level],
      row: entered,
    };
  });
}

/** The station between a and b, where the ephemeris' speed changes sign. */
function findStation(track: BodyTrack, a: number, b: number, va: number, vb: number): BodyEvent {
  const t = findRoot((x) => track.exactAt(x).speed, a, b, va, vb, MODEL_TOLERANCE_DAYS);
  return { t, planet: track.planet, kind: 'station', isRetrograde: vb < 0 };
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
      const station = findStation(track, a, b, v0, v1);
      events.push(station, ...findCrossings(track, a, station.t), ...findCrossings(track, station.t, b));
    } else {
      events.push(...findCrossings(track, a, b));
    }
  }
  return events.filter((e) => e.t >= from && e.t < to).sort((x, y) => x.t - y.t);
}

/**
 * Every sign, star or sub lord change and station of the nine bodies at instants in [from, to), per body in
 * time order ({@link PLANETS} order).
 */
export function findBodyEvents(tracks: readonly BodyTrack[], from: number, to: number): BodyEvent[][] {
  return tracks.map((track) => findTrackEvents(track, from, to));
}
