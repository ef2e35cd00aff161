/**
 * Sub-lord margins (birth-time sensitivity): for each body and cusp, how far the birth time may move
 * earlier and later before its sign, star or sub lord changes (level 'sub', the default: the margin an
 * astrologer weighs when rectifying) or also its sub-sub lord (level 'subSub'). The division left is the
 * intersection of the point's sign and sub or sub-sub (kp/lords.ts); its exit instant is bracketed by
 * stepping at half the division's crossing time and then found by root-finding (exact to a fraction of a
 * second). {@link computeSubLordMargins} is the one entry point; the per-point search stays internal.
 */
import { calcBody, calcHouses, normalizeDegrees } from '../ephemeris.js';
import { computeDivisionBounds, type DivisionLevel } from '../kp/lords.js';
import { findRoot, wrapDifference } from '../math/find-crossing.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import type { ChartSettings, Place } from '../settings.js';

/** Beyond this many days either way a margin is reported as null ("more than the limit"). */
const MARGIN_LIMIT_DAYS = 30;
const MIN_STEP_DAYS = 1 / 86400;
const MAX_STEP_DAYS = 1;

/** Whole seconds the time may move each way before a lord changes; null = more than 30 days. */
export interface Margin {
  earlierSeconds: number | null;
  laterSeconds: number | null;
}

type Track = (jdUT: number) => number;

function inside(lon: number, start: number, width: number): boolean {
  return normalizeDegrees(lon - start) < width;
}

function exitSeconds(
  track: Track,
  t0: number,
  lon0: number,
  speed: number,
  direction: 1 | -1,
  level: DivisionLevel,
): number | null {
  const { start, end } = computeDivisionBounds(lon0, level);
  const width = end - start;
  const step = Math.min(
    MAX_STEP_DAYS,
    Math.max(MIN_STEP_DAYS, (0.5 * width) / Math.max(Math.abs(speed), 1e-9)),
  );
  let prev = t0;
  for (let t = t0 + direction * step; Math.abs(t - t0) <= MARGIN_LIMIT_DAYS + step; t += direction * step) {
    const lon = track(t);
    if (!inside(lon, start, width)) {
      const boundary = normalizeDegrees(lon - start) > 180 + width / 2 ? start : end;
      const g = (x: number): number => wrapDifference(track(x) - boundary);
      const [a, b] = direction === 1 ? [prev, t] : [t, prev];
      const root = findRoot(g, a, b, g(a), g(b));
      const seconds = Math.abs(root - t0) * 86400;
      return seconds > MARGIN_LIMIT_DAYS * 86400 ? null : Math.floor(seconds);
    }
    prev = t;
  }
  return null;
}

/** Margin of one tracked point at `jdUT` given its longitude and speed (degrees/day) there. */
function computeMargin(
  track: Track,
  jdUT: number,
  longitude: number,
  speed: number,
  level: DivisionLevel = 'sub',
): Margin {
  return {
    earlierSeconds: exitSeconds(track, jdUT, longitude, speed, -1, level),
    laterSeconds: exitSeconds(track, jdUT, longitude, speed, 1, level),
  };
}

/** Margins of all nine bodies and twelve cusps of a chart. */
export interface ChartMargins {
  bodies: Record<Planet, Margin>;
  /** Index 0 = cusp 1. */
  cusps: Margin[];
}

/**
 * Sub-lord margins of the nine bodies and twelve cusps at a Julian day UT and place: bodies from the
 * ephemeris, cusps from the house computation at each trial time; both include the ayanamsa correction.
 * `level` 'sub' (default) stops at a sign, star or sub lord change; 'subSub' also at a sub-sub lord
 * change, so its margins are never wider.
 */
export function computeSubLordMargins(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  level: DivisionLevel = 'sub',
): ChartMargins {
  const config = { ephePath: settings.ephePath };
  const bodyTrack =
    (p: Planet): Track =>
    (t) => {
      const state = calcBody(t, p === 'Ketu' ? 'Rahu' : p, settings.ayanamsa, settings.node, config);
      return normalizeDegrees(state.longitude + (p === 'Ketu' ? 180 : 0) - settings.correction);
    };
  const bodies = {} as Record<Planet, Margin>;
  for (const p of PLANETS) {
    const track = bodyTrack(p);
    const speed = calcBody(jdUT, p === 'Ketu' ? 'Rahu' : p, settings.ayanamsa, settings.node, config).speed;
    bodies[p] = computeMargin(track, jdUT, track(jdUT), speed, level);
  }
  const housesAt = (t: number): number[] =>
    calcHouses(t, place.latitude, place.longitude, settings.ayanamsa).cusps.map((c) =>
      normalizeDegrees(c - settings.correction),
    );
  const now = calcHouses(jdUT, place.latitude, place.longitude, settings.ayanamsa);
  const cusps = now.cusps.map((_, i) =>
    computeMargin(
      (t) => housesAt(t)[i] as number,
      jdUT,
      normalizeDegrees((now.cusps[i] as number) - settings.correction),
      now.cuspSpeeds[i] as number,
      level,
    ),
  );
  return { bodies, cusps };
}
