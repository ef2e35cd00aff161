/**
 * Interval search (domain §16): within a time window, every instant at which the sign, star or sub lord
 * of each cusp or body changes, i.e. every crossing of a start of the 249 KP rows. Crossings are
 * bracketed on samples and solved by root-finding: for cusps on a cubic through the samples of a cheap
 * exact cusp model (cusp-samples.ts), for bodies on the ephemeris itself. Exact to well under a second.
 */
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { KP_ROW_STARTS, KP_SUB_TABLE, findKpSubRow, type KpSubRow } from '../kp/sub-table.js';
import { SECOND_IN_DAYS, findRoot, wrapDifference } from '../math/find-crossing.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import type { ChartSettings, Place } from '../settings.js';
import { interpolateTrack, makeCuspModel, sampleCusps } from './cusp-samples.js';

/** Cusp sampling step: 4 minutes (the cubic through 4-minute samples is exact to milliseconds of time). */
const CUSP_STEP_DAYS = 4 / 1440;
/** Body sampling steps: the Moon (≤ 16°/day) hourly, the others every 6 hours. */
const MOON_STEP_DAYS = 1 / 24;
const BODY_STEP_DAYS = 0.25;
const ROWS = KP_ROW_STARTS.length;

/** One change: at `jdUT` the point enters `row`. */
export interface LordChange {
  jdUT: number;
  row: KpSubRow;
}

/** Changes of one point over the window, with its row at the start. */
export interface PointTrack<Name extends string> {
  name: Name;
  initialRow: KpSubRow;
  changes: LordChange[];
  /** Retrograde at the start of the window (bodies only; cusps never). */
  isRetrogradeAtStart: boolean;
}

/** Result of a search over [startJdUT, endJdUT]. */
export interface LordChangeSearch {
  startJdUT: number;
  endJdUT: number;
  /** Cusps 1..12 (names "1".."12"). */
  cusps: PointTrack<string>[];
  bodies: PointTrack<Planet>[];
}

/** Global row index of an unwrapped longitude: turn × 249 + row. */
function globalRow(lon: number): number {
  const turn = Math.floor(lon / 360);
  return turn * ROWS + (findKpSubRow(normalizeDegrees(lon)).n - 1);
}

function rowStartOf(g: number): number {
  const turn = Math.floor(g / ROWS);
  return turn * 360 + (KP_ROW_STARTS[g - turn * ROWS] as number);
}

function rowOf(g: number): KpSubRow {
  return KP_SUB_TABLE[((g % ROWS) + ROWS) % ROWS] as KpSubRow;
}

/**
 * Crossings between two unwrapped samples a → b: for each boundary passed, the boundary value and the row
 * entered (moving forward the row that starts there, moving backward the row before it).
 */
function crossings(a: number, b: number): { value: number; entered: number }[] {
  const ga = globalRow(a);
  const gb = globalRow(b);
  const out: { value: number; entered: number }[] = [];
  for (let g = ga + 1; g <= gb; g++) out.push({ value: rowStartOf(g), entered: g });
  for (let g = ga; g > gb; g--) out.push({ value: rowStartOf(g), entered: g - 1 });
  return out;
}

function trackCusps(t0: number, t1: number, place: Place, settings: ChartSettings): PointTrack<string>[] {
  const model = makeCuspModel(t0, t1, place, settings);
  const samples = sampleCusps(model, t0, t1, CUSP_STEP_DAYS);
  return samples.cusps.map((track, i) => {
    const changes: LordChange[] = [];
    for (let k = 0; k + 1 < track.length; k++) {
      const ta = samples.times[k] as number;
      const tb = samples.times[k + 1] as number;
      for (const c of crossings(track[k] as number, track[k + 1] as number)) {
        const g = (u: number): number => interpolateTrack(track, k, u) - c.value;
        const u = findRoot(g, 0, 1, g(0), g(1), SECOND_IN_DAYS / 50 / (tb - ta));
        changes.push({ jdUT: ta + u * (tb - ta), row: rowOf(c.entered) });
      }
    }
    return {
      name: String(i + 1),
      initialRow: rowOf(globalRow(track[0] as number)),
      changes,
      isRetrogradeAtStart: false,
    };
  });
}

function trackBody(p: Planet, t0: number, t1: number, settings: ChartSettings): PointTrack<Planet> {
  const config = { ephePath: settings.ephePath };
  const at = (t: number): { lon: number; speed: number } => {
    const s = calcBody(t, p === 'Ketu' ? 'Rahu' : p, settings.ayanamsa, settings.node, config);
    return {
      lon: normalizeDegrees(s.longitude + (p === 'Ketu' ? 180 : 0) - settings.correction),
      speed: s.speed,
    };
  };
  const step = p === 'Moon' ? MOON_STEP_DAYS : BODY_STEP_DAYS;
  const start = at(t0);
  const changes: LordChange[] = [];
  let ta = t0;
  let la = start.lon;
  while (ta < t1) {
    const tb = Math.min(t1, ta + step);
    const lb = la + wrapDifference(at(tb).lon - la);
    for (const c of crossings(la, lb)) {
      const g = (t: number): number => wrapDifference(at(t).lon - c.value);
      changes.push({ jdUT: findRoot(g, ta, tb, g(ta), g(tb)), row: rowOf(c.entered) });
    }
    ta = tb;
    la = lb;
  }
  return { name: p, initialRow: rowOf(globalRow(start.lon)), changes, isRetrogradeAtStart: start.speed < 0 };
}

/**
 * Every sign, star or sub lord change of the twelve cusps and nine bodies between two Julian days UT
 * (start ≤ end, at most 31 days apart) at a place.
 */
export function searchLordChanges(
  startJdUT: number,
  endJdUT: number,
  place: Place,
  settings: ChartSettings,
  include: { cusps: boolean; bodies: boolean } = { cusps: true, bodies: true },
): LordChangeSearch {
  if (!(endJdUT >= startJdUT) || endJdUT - startJdUT > 31) {
    throw new RangeError('the window must end after it starts and span at most 31 days');
  }
  return {
    startJdUT,
    endJdUT,
    cusps: include.cusps ? trackCusps(startJdUT, endJdUT, place, settings) : [],
    bodies: include.bodies ? PLANETS.map((p) => trackBody(p, startJdUT, endJdUT, settings)) : [],
  };
}
