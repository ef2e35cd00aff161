/**
 * Every body's varga margins in all sixteen divisions at once (domain vargas.md §3, V8), with the same
 * answers as {@link computeVargaMargin} for a fraction of the ephemeris calls.
 *
 * Planets: each body's exits are solved on a path of its longitude over ±1 day (margin-plan.ts chooses
 * which, with its error bound): the motion table's own where the table holds the body all day
 * (birth-table.ts), else the polynomial through the chart's longitude at the birth and samples a day
 * either side and between (sample-instants.ts). The bound is far under a second of the body's motion, so
 * an exit is settled from the path when its crossing lies clearly inside a second, and by one ephemeris call
 * at the nearest whole second otherwise. Where no path can vouch (the true node wobbles within a day; within
 * 1.5° of the Sun the light's deflection bends a planet's path within hours; a station on a boundary), the
 * division is left to the one-division search.
 *
 * The paths and their exits are in polynomial-path.ts; the Ascendant's margins, from the rising condition
 * inverted, in ascendant-margins.ts.
 */
import type { EphemerisBody } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import { accelerationBoundOf } from '../margin/body-exit.js';
import { bodyLongitudeAt, bodyStateAt, readOnce } from '../margin/body-track.js';
import { offsetIn } from '../margin/exit-search.js';
import { findBodyExitExact } from '../margin/noisy-exit.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';
import type { Planet } from '../tables/planets.js';
import { ascendantMargins, readRisingPoint, risesSimply, type RisingPoint } from './ascendant-margins.js';
import { birthTableOf } from './birth-table.js';
import type { VargaBody } from './chart.js';
import { planPlanet, sourceOf, type Candidate, type PlanetContext, type PlanetPlan } from './margin-plan.js';
import { VARGA_MARGIN_LIMIT_SECONDS, computeVargaMargin, type VargaMargins } from './margins.js';
import { SECONDS_PER_DAY, exitOnPath, makePath, pathOf } from './polynomial-path.js';
import { sampleAll, type Samples } from './sample-instants.js';
import { VARGA_DIVISIONS } from './rules.js';

/** What the chart already knows at the birth: spares the calls that would repeat it. */
export interface VargaMarginStart {
  /** Sidereal longitude (after correction) and speed of each body at the birth. */
  bodies: readonly { name: Planet; longitude: number; speed: number }[];
  /** Sidereal Ascendant (after correction) at the birth. */
  ascendant: { longitude: number };
}

/** The table's longitudes run to a few hundred degrees: their differences are rounded at about 1e-13°. */
const TABLE_PATH_ROUNDING = 1e-12;

/**
 * The exits by the one-division Newton search on the ephemeris (stepping where it cannot vouch), each
 * search's first guess bent by the curvature the last one saw (the body's, the same in every division).
 */
function newtonExits(
  p: Planet,
  candidates: readonly Candidate[],
  start: { longitude: number; speed: number },
  context: PlanetContext,
  set: (c: Candidate, margin: number | null) => void,
): void {
  const { jdUT, settings } = context;
  const stateAt = readOnce(bodyStateAt(p, settings));
  const longitudeAt = readOnce(bodyLongitudeAt(p, settings));
  const body = { name: p, node: settings.node };
  let curvature = 0;
  for (const c of candidates) {
    const found = findBodyExitExact(body, stateAt, jdUT, start, {
      division: c.division,
      direction: c.direction,
      curvatureHint: curvature,
      limit: VARGA_MARGIN_LIMIT_SECONDS,
      longitudeAt,
    });
    curvature = found.curvature;
    set(c, found.seconds === null || found.seconds > VARGA_MARGIN_LIMIT_SECONDS ? null : found.seconds);
  }
}

/** The polynomial through the body's samples, as degrees moved since the birth. */
function polynomialPathOf(
  plan: PlanetPlan,
  nodes: readonly number[],
  byDay: ReadonlyMap<number, number>,
  settings: ChartSettings,
  motion: { speed: number; accel: number },
) {
  const shift = (plan.p === 'Ketu' ? 180 : 0) - settings.correction;
  const values = nodes.map((d) =>
    d === 0 ? 0 : wrapDifference(byDay.get(d)! + shift - plan.start.longitude),
  );
  return makePath(nodes, values, plan.error, motion);
}

/** The body's margins in every division from its plan (and its samples, when it has a polynomial). */
function solvePlanet(plan: PlanetPlan, context: PlanetContext, samples: Samples): VargaMargins {
  const { p, start, candidates, tablePath, nodes } = plan;
  const { jdUT, place, settings } = context;
  const out = {} as VargaMargins;
  for (const n of VARGA_DIVISIONS) out[n] = { earlierSeconds: null, laterSeconds: null };
  const set = (c: Candidate, margin: number | null): void => {
    if (c.direction === 1) out[c.n].laterSeconds = margin;
    else out[c.n].earlierSeconds = margin;
  };
  if (tablePath === null && nodes === null) {
    newtonExits(p, candidates, start, context, set);
    return out;
  }
  const accel = accelerationBoundOf(p, settings.node);
  const motion = { speed: start.speed, accel };
  const path = tablePath
    ? pathOf(tablePath.moved, tablePath.rate, plan.error, motion, TABLE_PATH_ROUNDING)
    : polynomialPathOf(plan, nodes!, samples.get(sourceOf(p))!, settings, motion);
  const stateAt = readOnce(bodyStateAt(p, settings));
  for (const c of candidates) {
    const exactAt = (s: number): { offset: number; rate: number } => {
      const st = stateAt(jdUT + (c.direction * s) / SECONDS_PER_DAY);
      return { offset: offsetIn(c.division, st.longitude), rate: (c.direction * st.speed) / SECONDS_PER_DAY };
    };
    const exit = exitOnPath(path, c.division, c.offset0, c.direction, exactAt, accel);
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
    if (st === undefined) bodies.set(p, (st = bodyStateAt(p, settings)(jdUT)));
    return st;
  };
  const ascendant = start?.ascendant.longitude ?? computeHouses(jdUT, place, settings).cusps[0]!;
  const table = birthTableOf(jdUT, settings);
  const context: PlanetContext = { jdUT, place, settings, sun: stateAt('Sun'), table };
  const planets: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
  const sampled = new Set<EphemerisBody>();
  const plans = planets.map((p) => {
    const plan = planPlanet(p, stateAt(p), context, sampled);
    if (plan.nodes !== null) sampled.add(sourceOf(p));
    return plan;
  });
  // The Ascendant's rising points a day either side are read with the planets of that instant.
  const rising = new Map<number, RisingPoint>();
  const readRising = (days: number): void => {
    if (Math.abs(days) === 1 && risesSimply(place))
      rising.set(days, readRisingPoint(jdUT + days, place, settings));
  };
  const requests = plans.map((plan) => ({
    body: sourceOf(plan.p),
    days: plan.nodes,
    fromTable: plan.fromTable,
  }));
  const samples = sampleAll(requests, jdUT, settings, table, readRising);
  const points = risesSimply(place)
    ? [rising.get(-1)!, readRisingPoint(jdUT, place, settings), rising.get(1)!]
    : undefined;
  const out = new Map<VargaBody, VargaMargins>([
    ['Ascendant', ascendantMargins(jdUT, place, settings, ascendant, points)],
  ]);
  for (const plan of plans) out.set(plan.p, solvePlanet(plan, context, samples));
  return out;
}
