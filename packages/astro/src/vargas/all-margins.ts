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
 * Ascendant: outside the polar circles it rises with the sidereal time, so the instant it reaches a
 * longitude is found by inverting the rising condition (the ecliptic point's right ascension and
 * declination, its semi-diurnal arc at the latitude) instead of calling the houses again and again.
 */
import {
  calcArmc,
  calcBody,
  calcBodyLongitude,
  calcNutation,
  normalizeDegrees,
  type EphemerisBody,
} from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import { accelerationBoundOf } from '../margin/body-exit.js';
import { isInside, offsetIn, type Division } from '../margin/exit-search.js';
import { findBodyExitExact } from '../margin/noisy-exit.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';
import type { Planet } from '../tables/planets.js';
import type { VargaBody } from './chart.js';
import { VARGA_MARGIN_LIMIT_SECONDS, computeVargaMargin, vargaRegion, type VargaMargin } from './margins.js';
import { VARGA_DIVISIONS, type VargaDivision } from './rules.js';

/** Every division's margin of one body. */
export type VargaMargins = Record<VargaDivision, VargaMargin>;

/** What the chart already knows at the birth: spares the calls that would repeat it. */
export interface VargaMarginStart {
  /** Sidereal longitude (after correction) and speed of each body at the birth. */
  bodies: readonly { name: Planet; longitude: number; speed: number }[];
  /** Sidereal Ascendant (after correction) at the birth. */
  ascendant: { longitude: number };
}

const SECONDS_PER_DAY = 86_400;
const DEG_PER_ARCSEC = 1 / 3600;

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
/** An exit this uncertain (seconds) on the polynomial is left to the one-division search. */
const MAX_UNCERTAINTY_SECONDS = 60;
/** Grid steps per day on which the polynomial's stations are looked for before bisection. */
const STATION_GRID_STEPS = 24;
/** The polynomial is searched a little past a day, so an exit at 86,400.x s is seen. */
const SEARCH_DAYS = (SECONDS_PER_DAY + 2) / SECONDS_PER_DAY;
/** Ephemeris calls a one-division Newton search takes per exit, about (to weigh it against sampling). */
const CALLS_PER_NEWTON_EXIT = 2.5;
/** A longitude-only call costs about this fraction of one with the speed. */
const LONGITUDE_CALL_COST = 0.6;

/** The polynomial through (nodes, values) in Newton form. */
function interpolate(nodes: readonly number[], values: readonly number[]): (t: number) => number {
  const n = nodes.length;
  let column = [...values];
  const coefficients = [column[0]!];
  for (let k = 1; k < n; k++) {
    const next: number[] = [];
    for (let i = 0; i + k < n; i++) next.push((column[i + 1]! - column[i]!) / (nodes[i + k]! - nodes[i]!));
    column = next;
    coefficients.push(column[0]!);
  }
  return (t) => {
    let p = coefficients[n - 1]!;
    for (let k = n - 2; k >= 0; k--) p = p * (t - nodes[k]!) + coefficients[k]!;
    return p;
  };
}

/** A body's path over ±1 day: degrees moved since the birth, and its rate (degrees/day). */
interface Path {
  moved: (t: number) => number;
  rate: (t: number) => number;
  /** Times (days) where the rate changes sign. */
  stations: number[];
  /** Error bound of `moved`, degrees. */
  error: number;
}

function makePath(nodes: readonly number[], values: readonly number[], errorArcsec: number): Path {
  const moved = interpolate(nodes, values);
  const h = 1e-4;
  const rate = (t: number): number => (moved(t + h) - moved(t - h)) / (2 * h);
  const stations: number[] = [];
  const steps = 2 * STATION_GRID_STEPS;
  let [a, ra] = [-SEARCH_DAYS, rate(-SEARCH_DAYS)];
  for (let k = 1; k <= steps; k++) {
    const b = -SEARCH_DAYS + (k * 2 * SEARCH_DAYS) / steps;
    const rb = rate(b);
    if (Math.sign(ra) !== Math.sign(rb)) {
      let [lo, hi, rlo] = [a, b, ra];
      for (let i = 0; i < 50; i++) {
        const mid = (lo + hi) / 2;
        const rm = rate(mid);
        if (Math.sign(rm) === Math.sign(rlo)) [lo, rlo] = [mid, rm];
        else hi = mid;
      }
      stations.push((lo + hi) / 2);
    }
    [a, ra] = [b, rb];
  }
  return { moved, rate, stations, error: errorArcsec * DEG_PER_ARCSEC };
}

type Exit = number | null | 'unsure';

/** Bracket width (days) at which a crossing on the polynomial is taken as found: a microsecond. */
const CROSSING_TOLERANCE_DAYS = 1e-6 / SECONDS_PER_DAY;

/**
 * The root of g between a and b, where g changes sign: Illinois' regula falsi, turning to bisection after
 * 30 steps so that the bracket always closes to the tolerance.
 */
function findCrossing(g: (t: number) => number, a: number, ga: number, b: number, gb: number): number {
  let side = 0;
  for (let k = 0; k < 120 && Math.abs(b - a) > CROSSING_TOLERANCE_DAYS; k++) {
    const c = gb === ga || k >= 30 ? (a + b) / 2 : b - (gb * (b - a)) / (gb - ga);
    const gc = g(c);
    if (gc === 0) return c;
    if (Math.sign(gc) === Math.sign(gb)) {
      [b, gb] = [c, gc];
      if (side === 1) ga /= 2;
      side = 1;
    } else {
      [a, ga] = [c, gc];
      if (side === -1) gb /= 2;
      side = -1;
    }
  }
  return (a + b) / 2;
}

/** The ephemeris at a whole second along the search: offset in the division, rate (degrees/second). */
type ExactAt = (seconds: number) => { offset: number; rate: number };

/** Seconds a Newton step on the ephemeris may be off besides its curvature: the ephemeris' noise, with room. */
const NEWTON_NOISE_SECONDS = 0.005;
/** Error of the ephemeris' speeds (numerical derivatives), degrees/day, with room (the Moon's ~1e-4). */
const SPEED_ERROR = 3e-4;

/**
 * Whole seconds to a crossing found at `seconds` (uncertain by `uncertainty`) of `target`: directly when
 * it is clear of whole seconds; else the ephemeris at the nearest second corrects it by one Newton step
 * (the error left is the ephemeris' noise), and one more call settles a correction still too near one.
 */
function settleCrossing(
  seconds: number,
  uncertainty: number,
  division: Division,
  target: number,
  exactAt: ExactAt,
  accel: number,
): number | 'unsure' {
  const clear = (s: number, u: number): boolean => {
    const whole = Math.floor(s);
    return s - whole > u && whole + 1 - s > u;
  };
  if (clear(seconds, uncertainty)) return Math.floor(seconds);
  const n = Math.max(1, Math.round(seconds));
  const at = exactAt(n);
  const corrected = n + (target - at.offset) / at.rate;
  if (!(Math.abs(corrected - seconds) < uncertainty + 1)) return 'unsure';
  // Newton's error: the curvature over the step and the speed's own error, over the speed.
  const step = Math.abs(corrected - n) / SECONDS_PER_DAY;
  const speed = Math.abs(at.rate) * SECONDS_PER_DAY;
  const error = ((accel * step * step) / 2 + SPEED_ERROR * step) / speed;
  const newtonUncertainty = error * SECONDS_PER_DAY + NEWTON_NOISE_SECONDS;
  if (newtonUncertainty >= 0.45) return 'unsure';
  if (clear(corrected, newtonUncertainty)) return Math.floor(corrected);
  const m = Math.max(1, Math.round(corrected));
  const inside = isInside(division, (m === n ? at : exactAt(m)).offset);
  return inside ? m : m - 1;
}

/**
 * Whole seconds to the body's exit from `division` going `direction` on the path, null past the limit,
 * 'unsure' when the polynomial cannot vouch for it.
 */
function exitOnPath(
  path: Path,
  division: Division,
  offset0: number,
  direction: 1 | -1,
  exactAt: ExactAt,
  accel: number,
): Exit {
  const offsetAt = (t: number): number => offset0 + path.moved(t);
  const ahead = path.stations.filter((s) => s * direction > 0).sort((x, y) => Math.abs(x) - Math.abs(y));
  const ends = [...ahead, direction * SEARCH_DAYS];
  let a = 0;
  for (const b of ends) {
    const ob = offsetAt(b);
    if (isInside(division, ob)) {
      // A station (or the day's end) this near a boundary may in truth cross it: the polynomial cannot tell.
      if (ob < path.error || division.width - ob <= path.error) return 'unsure';
      a = b;
      continue;
    }
    // One way between a and b: regula falsi (Illinois) to the crossing, to a microsecond.
    const target = ob < 0 ? 0 : division.width;
    const t = findCrossing((x) => offsetAt(x) - target, a, offsetAt(a) - target, b, ob - target);
    const speed = Math.abs(path.rate(t)) / SECONDS_PER_DAY;
    const uncertainty = path.error / speed + 1e-6;
    if (!(uncertainty < MAX_UNCERTAINTY_SECONDS)) return 'unsure';
    const margin = settleCrossing(
      Math.abs(t) * SECONDS_PER_DAY,
      uncertainty,
      division,
      target,
      exactAt,
      accel,
    );
    if (margin === 'unsure') return margin;
    return margin > VARGA_MARGIN_LIMIT_SECONDS ? null : margin;
  }
  return null;
}

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

/** Sidereal-time rate, degrees of ARMC per day of UT. */
const ARMC_PER_DAY = 360.98564736629;
/** One turn of the ARMC (a sidereal day), seconds. */
const TURN_SECONDS = (360 / ARMC_PER_DAY) * 86_400;
/** General precession in longitude, degrees per day (50.29″ a year): the ayanamsa's steady growth. */
const PRECESSION_PER_DAY = 50.29 / 3600 / 365.25;
/** Beyond this latitude part of the ecliptic is circumpolar and the Ascendant does not simply rise. */
const MAX_RISING_LATITUDE = 66;
/**
 * Error bound of an Ascendant crossing instant (seconds): the model below against the houses at 40 random
 * births and places (−65° to 65°, 720 crossings) stays under 0.0002 s; ten times that.
 */
const ASCENDANT_UNCERTAINTY_SECONDS = 0.002;
const RAD = Math.PI / 180;

/** Tropical Ascendant (degrees) at an ARMC, latitude and obliquity: the rising point of the ecliptic. */
function ascendantAt(armc: number, latitude: number, obliquity: number): number {
  const [t, f, e] = [armc * RAD, latitude * RAD, obliquity * RAD];
  const y = Math.cos(t);
  return normalizeDegrees(Math.atan2(y, -(Math.sin(t) * Math.cos(e) + Math.tan(f) * Math.sin(e))) / RAD);
}

/**
 * ARMC (degrees) at which the tropical longitude `lambda` rises at the latitude: its right ascension less
 * its semi-diurnal arc (cos H0 = −tan φ tan δ); NaN where it never rises or sets.
 */
function risingArmc(lambda: number, latitude: number, obliquity: number): number {
  const [l, f, e] = [lambda * RAD, latitude * RAD, obliquity * RAD];
  const alpha = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const delta = Math.asin(Math.sin(l) * Math.sin(e));
  const cosH = -Math.tan(f) * Math.tan(delta);
  if (!(Math.abs(cosH) < 1)) return Number.NaN;
  return normalizeDegrees((alpha - Math.acos(cosH)) / RAD);
}

/** Quadratic through (−1, a), (0, b), (1, c) at t. */
function quadratic([a, b, c]: readonly number[], t: number): number {
  return b! + ((c! - a!) / 2) * t + ((a! + c! - 2 * b!) / 2) * t * t;
}

/**
 * The Ascendant as a function of time near the birth: ARMC, obliquity and nutation in longitude from the
 * ephemeris at the birth and a day either side (quadratics; their drift over a day is smooth), and the
 * shift from tropical to the chart's sidereal Ascendant taken from the houses at the birth, moved by
 * precession and nutation.
 */
interface RisingModel {
  /** Days from the birth (going `direction`) until the sidereal longitude `lambda` rises; NaN if never. */
  daysUntil: (lambda: number, direction: 1 | -1) => number;
}

export function risingModel(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  ascendant: number,
): RisingModel {
  const config = { ephePath: settings.ephePath };
  const times = [jdUT - 1, jdUT, jdUT + 1];
  const armcs = times.map((t) => calcArmc(t, place.longitude));
  const armcResidual = armcs.map((a, i) => wrapDifference(a - armcs[1]! - (i - 1) * ARMC_PER_DAY));
  const nutations = times.map((t) => calcNutation(t, config));
  const obliquities = nutations.map((n) => n.obliquity);
  const nutationInLongitude = nutations.map((n) => n.longitude);
  const armcAt = (t: number): number => armcs[1]! + ARMC_PER_DAY * t + quadratic(armcResidual, t);
  const shift0 = wrapDifference(ascendantAt(armcs[1]!, place.latitude, obliquities[1]!) - ascendant);
  const shiftAt = (t: number): number =>
    shift0 + PRECESSION_PER_DAY * t + quadratic(nutationInLongitude, t) - nutationInLongitude[1]!;
  const daysUntil = (lambda: number, direction: 1 | -1): number => {
    let t = 0;
    // Fixed point: the rising ARMC with the obliquity and shift at the last guess, then its time.
    for (let i = 0; i < 4; i++) {
      const armc = risingArmc(lambda + shiftAt(t), place.latitude, quadratic(obliquities, t));
      const turn = normalizeDegrees(direction * (armc - armcAt(0)));
      const guess = (direction * turn) / ARMC_PER_DAY;
      t = guess - (armcAt(guess) - armcAt(0) - ARMC_PER_DAY * guess) / ARMC_PER_DAY;
    }
    return Math.abs(t);
  };
  return { daysUntil };
}

function ascendantMargins(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  ascendant: number,
): VargaMargins {
  const out = {} as VargaMargins;
  const slow = (n: VargaDivision): VargaMargin => computeVargaMargin('Ascendant', n, jdUT, place, settings);
  if (Math.abs(place.latitude) >= MAX_RISING_LATITUDE) {
    for (const n of VARGA_DIVISIONS) out[n] = slow(n);
    return out;
  }
  const model = risingModel(jdUT, place, settings, ascendant);
  const exactInside = (division: Division, signedSeconds: number): boolean => {
    const lon = computeHouses(jdUT + signedSeconds / SECONDS_PER_DAY, place, settings).cusps[0]!;
    return isInside(division, offsetIn(division, lon));
  };
  for (const n of VARGA_DIVISIONS) {
    const division = vargaRegion(n, ascendant);
    const settle = (direction: 1 | -1): number | null | undefined => {
      const lambda = direction === 1 ? division.start + division.width : division.start;
      const seconds = model.daysUntil(lambda, direction) * SECONDS_PER_DAY;
      // A whole turn means the Ascendant sits on the boundary now: which side of the birth is unclear.
      if (!Number.isFinite(seconds) || seconds > TURN_SECONDS - 60) return undefined;
      const whole = Math.floor(seconds);
      let margin = whole;
      // The crossing is after the birth (the Ascendant is inside now), so 0.00x s is a margin of 0.
      const nearLower = whole > 0 && seconds - whole <= ASCENDANT_UNCERTAINTY_SECONDS;
      if (nearLower || whole + 1 - seconds <= ASCENDANT_UNCERTAINTY_SECONDS) {
        const nearest = Math.round(seconds);
        margin = exactInside(division, direction * nearest) ? nearest : nearest - 1;
      }
      return margin > VARGA_MARGIN_LIMIT_SECONDS ? null : margin;
    };
    const [earlier, later] = [settle(-1), settle(1)];
    out[n] =
      earlier === undefined || later === undefined
        ? slow(n)
        : { earlierSeconds: earlier, laterSeconds: later };
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
