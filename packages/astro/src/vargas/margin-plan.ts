/**
 * How each body's varga margins are found (all-margins.ts solves them): the exits it may take within a day,
 * and the path they are solved on: the motion table's own, a polynomial through samples (and which), or
 * neither, and then the one-division search. Each path's error bound is here, measured and stated.
 */
import type { EphemerisBody } from '../ephemeris.js';
import { TABLE_ERROR } from '../ephemeris/motion-table.js';
import { accelerationBoundOf } from '../margin/body-exit.js';
import { offsetIn, type Division } from '../margin/exit-search.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';
import type { Planet } from '../tables/planets.js';
import { DELTA_T_CHORD_ERROR_DAYS, type BirthTable, type TablePath } from './birth-table.js';
import { vargaRegion } from './margins.js';
import { VARGA_DIVISIONS, type VargaDivision } from './rules.js';

/**
 * Sample times (days from the birth) of a body's polynomial; the Moon's and Mercury's curves take more.
 * Thirds of a day, so that every body's instants are among the Moon's; through ±2/3 the quartic is off
 * no more than through ±1/2 (bench/varga-path-error.js).
 */
const NODES = [-1, -2 / 3, 0, 2 / 3, 1];
const FINE_NODES = [-1, -2 / 3, -1 / 3, 0, 1 / 3, 2 / 3, 1];
/** The mean node moves as a slow polynomial of time: a parabola through a day either side is exact. */
const MEAN_NODE_NODES = [-1, 0, 1];

/**
 * Error bound of the polynomial through the samples over ±1 day, arcseconds: four times the largest
 * difference from the ephemeris over 200,000 random births 1900–2100 (bench/varga-path-error.js; Moshier; the
 * planets more than 8° from the Sun, where the light's deflection bends their paths within hours).
 */
const POLYNOMIAL_ERROR: Readonly<Record<Exclude<EphemerisBody, 'Rahu'>, number>> = {
  Sun: 1.7e-4,
  Moon: 0.0023,
  Mercury: 2.2e-4,
  Venus: 6e-4,
  Mars: 1.6e-4,
  Jupiter: 4.1e-5,
  Saturn: 2.8e-5,
};
/** The mean node's parabola: under 2e-6″ from the ephemeris over 3,000 births and three ayanamsas. */
const MEAN_NODE_ERROR = 1e-5;
/** Within this elongation (degrees) the Sun's light deflection makes a planet's path wobble. */
const DEFLECTION_ELONGATION = 8;
/**
 * Nearer the Sun than DEFLECTION_ELONGATION, a planet whose elongation stays at least this (degrees) all day
 * is still sampled, on the finer instants: its path through them stays within NEAR_SUN_ERROR.
 */
const NEAR_SUN_MIN_ELONGATION = 1.5;
/**
 * Error bound (arcseconds) of the polynomial through the finer instants of a planet nearer the Sun than
 * DEFLECTION_ELONGATION that keeps NEAR_SUN_MIN_ELONGATION all day: four times the largest difference from
 * the ephemeris over 200,000 random births 1900–2100 (Mercury's 6.3e-5″; bench/varga-path-error.js).
 */
const NEAR_SUN_ERROR = 2.5e-4;
/**
 * What a one-division Newton search costs per exit, in calls with the speed at the birth's instant (to
 * weigh it against sampling): it takes about 1.2 calls, each at an instant of its own, which SE must
 * compute afresh (the Earth, nutation, precession), so it weighs as 2.5; weighed as 1.2, the bench took
 * about 5% longer over 300 random births (Jupiter, Saturn and the mean node searched, not sampled).
 */
const CALLS_PER_NEWTON_EXIT = 2.5;
/** A longitude-only call costs about this fraction of one with the speed. */
const LONGITUDE_CALL_COST = 0.6;
/**
 * A sample from the motion table may be off the ephemeris by its TABLE_ERROR, and the polynomial carries
 * that error at most this many times over the day (the Lebesgue sums of the two sets of instants, the
 * birth's own longitude exact: 1.24 and 3.55).
 */
const TABLE_ERROR_GAIN = 4;
/**
 * The table's path is off by its error at the instant and at the birth (the path is measured from there),
 * by the mean ayanamsa's departure from its chord over the day (under 1e-9″; this, arcseconds), and by the
 * body's travel in ΔT's departure from its chord (DELTA_T_CHORD_ERROR_DAYS).
 */
const AYANAMSA_CHORD_ERROR = 1e-8;

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

export interface PlanetContext {
  jdUT: number;
  place: Place;
  settings: ChartSettings;
  /** The Sun's sidereal longitude and speed at the birth. */
  sun: { longitude: number; speed: number };
  /** The motion table's readings around the birth, if it answers. */
  table: BirthTable | null;
}

function polynomialErrorOf(p: Planet, settings: ChartSettings): number | undefined {
  if (p === 'Rahu' || p === 'Ketu') return settings.node === 'mean' ? MEAN_NODE_ERROR : undefined;
  return POLYNOMIAL_ERROR[p];
}

/** One (division, direction) the body may leave within a day. */
export interface Candidate {
  n: VargaDivision;
  division: Division;
  offset0: number;
  direction: 1 | -1;
}

/**
 * How a body's margins are found: the exits it may take, and the path they are solved on (the motion
 * table's, or the polynomial through `nodes`), or neither (searched).
 */
export interface PlanetPlan {
  p: Planet;
  start: { longitude: number; speed: number };
  candidates: Candidate[];
  tablePath: TablePath | null;
  nodes: readonly number[] | null;
  /** The polynomial's samples come from the motion table. */
  fromTable: boolean;
  /** The path's error bound, arcseconds. */
  error: number;
}

/** Room (degrees) for rounding when a part's ends are measured from the longitude directly. */
const PART_ROOM = 1e-6;

/**
 * Whether a body travelling at most `reach` degrees in a day stays in its part of an equal division both
 * ways (later and earlier), and so in the run of parts that holds it: the cheap test that spares most runs'
 * construction.
 */
function staysInPart(n: VargaDivision, longitude: number, reach: number): boolean {
  if (n === 30) return false;
  // Parts start at whole multiples of their width (30·s + 30·k/n = (n·s + k)·30/n).
  const width = 30 / n;
  const x = longitude - width * Math.floor(longitude / width);
  return x > reach + PART_ROOM && width - x > reach + PART_ROOM;
}

/** Every (division, direction) in which the body may leave its divisional sign within a day. */
function candidatesOf(p: Planet, start: { longitude: number; speed: number }, settings: ChartSettings) {
  const accel = accelerationBoundOf(p, settings.node);
  const reach = Math.abs(start.speed) + accel / 2;
  const candidates: Candidate[] = [];
  for (const n of VARGA_DIVISIONS) {
    if (staysInPart(n, start.longitude, reach)) continue;
    const division = vargaRegion(n, start.longitude);
    const offset0 = offsetIn(division, start.longitude);
    if (canExit(division, offset0, start.speed, accel, -1))
      candidates.push({ n, division, offset0, direction: -1 });
    if (canExit(division, offset0, start.speed, accel, 1))
      candidates.push({ n, division, offset0, direction: 1 });
  }
  return candidates;
}

/**
 * Whether the body's exits are solved on the motion table's path, on a polynomial (and through which
 * instants) or searched one by one: the table's path wherever it holds the body all day (near the Sun
 * too: its blocks there are left out where the path bends); else the search where the polynomial cannot
 * be trusted or costs more calls than the exits' searches. `sampled` holds the bodies already planned for
 * sampling (Ketu takes Rahu's samples for nothing).
 */
export function planPlanet(
  p: Planet,
  start: { longitude: number; speed: number },
  context: PlanetContext,
  sampled: ReadonlySet<EphemerisBody>,
): PlanetPlan {
  const candidates = candidatesOf(p, start, context.settings);
  const isNode = p === 'Rahu' || p === 'Ketu';
  const tablePath = !isNode && candidates.length > 0 ? (context.table?.path(p) ?? null) : null;
  if (!isNode && tablePath !== null) {
    const travel = (Math.abs(start.speed) + accelerationBoundOf(p, context.settings.node)) * 3600;
    const error = 2 * TABLE_ERROR[p] + AYANAMSA_CHORD_ERROR + travel * DELTA_T_CHORD_ERROR_DAYS;
    return { p, start, candidates, tablePath, nodes: null, fromTable: false, error };
  }
  const isPlanet = p !== 'Sun' && p !== 'Moon' && !isNode;
  const nearSun =
    isPlanet && Math.abs(wrapDifference(start.longitude - context.sun.longitude)) < DEFLECTION_ELONGATION;
  const nodes = p === 'Moon' || p === 'Mercury' || nearSun ? FINE_NODES : isNode ? MEAN_NODE_NODES : NODES;
  const tabled = !isNode && context.table !== null && context.table.holds(sourceOf(p), nodes);
  const pathError = nearSun ? nearSunErrorOf(p, start, context) : polynomialErrorOf(p, context.settings);
  const error = tabled && pathError !== undefined ? pathError + TABLE_ERROR_GAIN * TABLE_ERROR[p] : pathError;
  const sampleCost = sampled.has(sourceOf(p)) || tabled ? 0 : (nodes.length - 1) * LONGITUDE_CALL_COST;
  const searchCost = candidates.length * CALLS_PER_NEWTON_EXIT;
  const searched = candidates.length === 0 || error === undefined || searchCost <= sampleCost;
  const plannedNodes = searched ? null : nodes;
  return { p, start, candidates, tablePath: null, nodes: plannedNodes, fromTable: tabled, error: error ?? 0 };
}

/**
 * The error bound of a planet nearer the Sun than DEFLECTION_ELONGATION, or undefined when its elongation
 * may fall under NEAR_SUN_MIN_ELONGATION within the day (there the deflection bends its path within hours).
 */
function nearSunErrorOf(
  p: Planet,
  start: { longitude: number; speed: number },
  context: PlanetContext,
): number | undefined {
  const { sun, settings } = context;
  const elongation = Math.abs(wrapDifference(start.longitude - sun.longitude));
  const accel = accelerationBoundOf(p, settings.node) + accelerationBoundOf('Sun', settings.node);
  const closest = elongation - Math.abs(start.speed - sun.speed) - accel / 2;
  return closest >= NEAR_SUN_MIN_ELONGATION ? NEAR_SUN_ERROR : undefined;
}

export const sourceOf = (p: Planet): EphemerisBody => (p === 'Ketu' ? 'Rahu' : p);
