/**
 * Every body's varga margins in all sixteen divisions at once (domain vargas.md §3, V8), with the same
 * answers as {@link computeVargaMargin} for a fraction of the ephemeris calls.
 *
 * Planets: the chart's longitude and speed at the birth and one call a day either side give a quintic
 * Hermite polynomial of the longitude over ±1 day; every division's exits are solved on it. Its error,
 * measured against the ephemeris (Moshier, 1900–2100) and bounded per body below, grows from nothing at
 * the birth roughly in proportion to the time from it, so an exit is settled from the polynomial when its
 * crossing lies clearly inside a second, and by one ephemeris call at the nearest whole second otherwise.
 * Where the bound cannot be trusted (the true node wobbles within a day; near the Sun the light's
 * deflection bends a planet's path within hours) or the polynomial cannot vouch for an exit (a station on
 * a boundary), the division is left to the one-division search.
 *
 * The polynomial and its exits are in polynomial-path.ts; the Ascendant's margins, from the rising
 * condition inverted, in ascendant-margins.ts.
 */
import { calcBody, calcBodyLongitude, normalizeDegrees, type EphemerisBody } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import { accelerationBoundOf } from '../margin/body-exit.js';
import { offsetIn, type Division } from '../margin/exit-search.js';
import { findBodyExitExact } from '../margin/noisy-exit.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';
import type { Planet } from '../tables/planets.js';
import { ascendantMargins } from './ascendant-margins.js';
import type { VargaBody } from './chart.js';
import { VARGA_MARGIN_LIMIT_SECONDS, computeVargaMargin, vargaRegion, type VargaMargins } from './margins.js';
import { SECONDS_PER_DAY, exitOnPath, makePath } from './polynomial-path.js';
import { VARGA_DIVISIONS, type VargaDivision } from './rules.js';

/** What the chart already knows at the birth: spares the calls that would repeat it. */
export interface VargaMarginStart {
  /** Sidereal longitude (after correction) and speed of each body at the birth. */
  bodies: readonly { name: Planet; longitude: number; speed: number }[];
  /** Sidereal Ascendant (after correction) at the birth. */
  ascendant: { longitude: number };
}

/** Sample times (days from the birth) of a body's polynomial; the Moon's and Mercury's curves take more. */
const NODES = [-1, -0.5, 0, 0.5, 1];
const FINE_NODES = [-1, -2 / 3, -1 / 3, 0, 1 / 3, 2 / 3, 1];
/** The mean node moves as a slow polynomial of time: a parabola through a day either side is exact. */
const MEAN_NODE_NODES = [-1, 0, 1];

/**
 * Error bound of the polynomial through the samples over ±1 day, arcseconds: four times the largest
 * difference from the ephemeris seen over thousands of random births 1900–2100 (Moshier; the planets
 * more than 8° from the Sun, where the light's deflection bends their paths within hours).
 */
const POLYNOMIAL_ERROR: Readonly<Record<Exclude<EphemerisBody, 'Rahu'>, number>> = {
  Sun: 1.5e-4,
  Moon: 0.002,
  Mercury: 1.5e-4,
  Venus: 6e-4,
  Mars: 1.3e-4,
  Jupiter: 2e-5,
  Saturn: 2e-5,
};
/** The mean node's parabola: under 2e-6″ from the ephemeris over 3,000 births and three ayanamsas. */
const MEAN_NODE_ERROR = 1e-5;
/** Within this elongation (degrees) the Sun's light deflection makes a planet's path wobble. */
const DEFLECTION_ELONGATION = 8;
/** Ephemeris calls a one-division Newton search takes per exit, about (to weigh it against sampling). */
const CALLS_PER_NEWTON_EXIT = 2.5;
/** A longitude-only call costs about this fraction of one with the speed. */
const LONGITUDE_CALL_COST = 0.6;

/**
 * Whether the body can leave the division going `direction` within a day: its travel in a day, |speed|
 * + half the acceleration bound, reaches an end (only the end ahead when it cannot turn within the day).
 */
function canExit(
  division: Division,
  offset: number,
  speed: number,
  accel: number,
  direction: 1 | -1,
): boolean {
  if (division.width >= 360) return false;
  const reach = Math.abs(speed) + accel / 2;
  if (Math.abs(speed) <= accel) return offset <= reach || division.width - offset <= reach;
  const forward = Math.sign(speed) * direction > 0;
  return (forward ? division.width - offset : offset) <= reach;
}

interface PlanetContext {
  jdUT: number;
  place: Place;
  settings: ChartSettings;
  sun: number;
}

/** The ephemeris' sidereal state of a body (Ketu through Rahu) after the correction. */
function stateOf(p: Planet, t: number, settings: ChartSettings): { longitude: number; speed: number } {
  const st = calcBody(t, p === 'Ketu' ? 'Rahu' : p, settings.ayanamsa, settings.node, {
    ephePath: settings.ephePath,
  });
  const shift = p === 'Ketu' ? 180 : 0;
  return { longitude: normalizeDegrees(st.longitude + shift - settings.correction), speed: st.speed };
}

function polynomialErrorOf(p: Planet, settings: ChartSettings): number | undefined {
  if (p === 'Rahu' || p === 'Ketu') return settings.node === 'mean' ? MEAN_NODE_ERROR : undefined;
  return POLYNOMIAL_ERROR[p];
}

/** Longitudes (before the correction, Rahu's for Ketu) at the polynomial's nodes, shared by the nodes. */
type SampleCache = Map<EphemerisBody, number[]>;

/** One (division, direction) the body may leave within a day. */
interface Candidate {
  n: VargaDivision;
  division: Division;
  offset0: number;
  direction: 1 | -1;
}

/** The exits by the one-division Newton search on the ephemeris (stepping where it cannot vouch). */
function newtonExit(
  p: Planet,
  c: Candidate,
  start: { longitude: number; speed: number },
  context: PlanetContext,
): number | null {
  const { jdUT, settings } = context;
  const stateAt = (t: number): { longitude: number; speed: number } => stateOf(p, t, settings);
  const body = { name: p, node: settings.node };
  const { seconds } = findBodyExitExact(body, stateAt, jdUT, start, {
    division: c.division,
    direction: c.direction,
    limit: VARGA_MARGIN_LIMIT_SECONDS,
  });
  return seconds === null || seconds > VARGA_MARGIN_LIMIT_SECONDS ? null : seconds;
}

function planetMargins(
  p: Planet,
  start: { longitude: number; speed: number },
  context: PlanetContext,
  samples: SampleCache,
): VargaMargins {
  const { jdUT, place, settings } = context;
  const out = {} as VargaMargins;
  const accel = accelerationBoundOf(p, settings.node);
  const candidates: Candidate[] = [];
  for (const n of VARGA_DIVISIONS) {
    out[n] = { earlierSeconds: null, laterSeconds: null };
    const division = vargaRegion(n, start.longitude);
    const offset0 = offsetIn(division, start.longitude);
    for (const direction of [-1, 1] as const) {
      if (canExit(division, offset0, start.speed, accel, direction)) {
        candidates.push({ n, division, offset0, direction });
      }
    }
  }
  if (candidates.length === 0) return out;
  const set = (c: Candidate, margin: number | null): void => {
    out[c.n] = { ...out[c.n], [c.direction === 1 ? 'laterSeconds' : 'earlierSeconds']: margin };
  };
  const errorArcsec = polynomialErrorOf(p, settings);
  const isPlanet = p !== 'Sun' && p !== 'Moon' && p !== 'Rahu' && p !== 'Ketu';
  const nearSun = isPlanet && Math.abs(wrapDifference(start.longitude - context.sun)) < DEFLECTION_ELONGATION;
  const source: EphemerisBody = p === 'Ketu' ? 'Rahu' : p;
  const isNode = p === 'Rahu' || p === 'Ketu';
  const nodes = p === 'Moon' || p === 'Mercury' ? FINE_NODES : isNode ? MEAN_NODE_NODES : NODES;
  const sampleCost = samples.has(source) ? 0 : (nodes.length - 1) * LONGITUDE_CALL_COST;
  const searchCost = candidates.length * CALLS_PER_NEWTON_EXIT;
  if (errorArcsec === undefined || nearSun || searchCost <= sampleCost) {
    for (const c of candidates) set(c, newtonExit(p, c, start, context));
    return out;
  }
  let around = samples.get(source);
  if (around === undefined) {
    around = nodes.map((d) =>
      d === 0
        ? Number.NaN
        : calcBodyLongitude(jdUT + d, source, settings.ayanamsa, settings.node, {
            ephePath: settings.ephePath,
          }),
    );
    samples.set(source, around);
  }
  const shift = (p === 'Ketu' ? 180 : 0) - settings.correction;
  const values = around.map((lon, i) => (nodes[i] === 0 ? 0 : wrapDifference(lon + shift - start.longitude)));
  const path = makePath(nodes, values, errorArcsec);
  const exact = new Map<number, { longitude: number; speed: number }>();
  const stateAtSecond = (signedSeconds: number): { longitude: number; speed: number } => {
    let st = exact.get(signedSeconds);
    if (st === undefined)
      exact.set(signedSeconds, (st = stateOf(p, jdUT + signedSeconds / SECONDS_PER_DAY, settings)));
    return st;
  };
  for (const c of candidates) {
    const exit = exitOnPath(
      path,
      c.division,
      c.offset0,
      c.direction,
      (s) => {
        const st = stateAtSecond(c.direction * s);
        return {
          offset: offsetIn(c.division, st.longitude),
          rate: (c.direction * st.speed) / SECONDS_PER_DAY,
        };
      },
      accel,
    );
    if (exit === 'unsure') out[c.n] = computeVargaMargin(p, c.n, jdUT, place, settings);
    else set(c, exit);
  }
  return out;
}

/**
 * Margins of the Ascendant and the nine bodies in all sixteen divisions at a Julian day UT and place:
 * the same answers as {@link computeVargaMargin} per body and division. `start` passes the chart's own
 * positions at the birth (else they are computed).
 */
export function computeVargaMargins(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  start?: VargaMarginStart,
): Map<VargaBody, VargaMargins> {
  const bodies = new Map<Planet, { longitude: number; speed: number }>();
  for (const b of start?.bodies ?? []) bodies.set(b.name, { longitude: b.longitude, speed: b.speed });
  const stateAt = (p: Planet): { longitude: number; speed: number } => {
    let st = bodies.get(p);
    if (st === undefined) bodies.set(p, (st = stateOf(p, jdUT, settings)));
    return st;
  };
  const ascendant = start?.ascendant.longitude ?? computeHouses(jdUT, place, settings).cusps[0]!;
  const out = new Map<VargaBody, VargaMargins>([
    ['Ascendant', ascendantMargins(jdUT, place, settings, ascendant)],
  ]);
  const context: PlanetContext = { jdUT, place, settings, sun: stateAt('Sun').longitude };
  const samples: SampleCache = new Map();
  const planets: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
  for (const p of planets) out.set(p, planetMargins(p, stateAt(p), context, samples));
  return out;
}
