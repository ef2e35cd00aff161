/**
 * Sub-lord margins (birth-time sensitivity): for each body and cusp, how far the birth time may move
 * earlier and later before its sign, star or sub lord changes (level 'sub', the default: the margin an
 * astrologer weighs when rectifying) or also its sub-sub lord (level 'subSub'). The division left is the
 * intersection of the point's sign and sub or sub-sub (kp/lords.ts).
 *
 * Each exit starts from the point's distance to the boundary and its speed at the birth (the chart's own
 * numbers when the caller hands the chart in) and is refined on the ephemeris: bodies by Newton's
 * method at whole seconds (body-exit.ts), the twelve cusps together on one grid of the cusp model
 * (cusp-exit.ts); both settle the last second on the ephemeris itself, so every margin is exact to the
 * second. Near a station, or for a cusp that stays put for a day, the slow stepping search answers.
 * {@link computeSubLordMargins} is the one entry point.
 */
import { computeHouses } from '../houses/houses.js';
import { makeCuspModel } from '../intervals/cusp-samples.js';
import type { DivisionLevel } from '../kp/lords.js';
import { computeBodyPositions } from '../positions.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import type { ChartSettings, Place } from '../settings.js';
import { bodyLongitudeAt, bodyStateAt } from './body-track.js';
import { findCuspExits, type CuspModel, type CuspStart } from './cusp-exit.js';
import { divisionOf, findExitByStepping, offsetIn, type Division } from './exit-search.js';
import { findBodyExitExact } from './noisy-exit.js';

/** Whole seconds the time may move each way before a lord changes; null = more than 30 days. */
export interface Margin {
  earlierSeconds: number | null;
  laterSeconds: number | null;
}

/** Margins of all nine bodies and twelve cusps of a chart. */
export interface ChartMargins {
  bodies: Record<Planet, Margin>;
  /** Index 0 = cusp 1. */
  cusps: Margin[];
}

/** A point's sidereal longitude (degrees, after the correction) and speed (degrees/day). */
interface PointState {
  longitude: number;
  speed: number;
}

/**
 * What the chart already computed at the birth, so the margins do not ask the ephemeris again: the nine
 * bodies and twelve cusps (a {@link Chart} from computeChart fits as it is).
 */
export interface MarginStart {
  bodies: readonly (PointState & { name: Planet })[];
  /** Index 0 = cusp 1. */
  cusps: readonly PointState[];
}

/** The positions at the birth, from the ephemeris, for a caller without a chart. */
function computeMarginStart(jdUT: number, place: Place, settings: ChartSettings): MarginStart {
  const houses = computeHouses(jdUT, place, settings);
  return {
    bodies: computeBodyPositions(jdUT, settings).bodies,
    cusps: houses.cusps.map((longitude, i) => ({ longitude, speed: houses.cuspSpeeds[i] ?? 0 })),
  };
}

/** A body's state (after the correction; Ketu opposite Rahu) at any instant, from the ephemeris. */
function findBodyMargin(
  p: Planet,
  jdUT: number,
  start: PointState,
  settings: ChartSettings,
  level: DivisionLevel,
): Margin {
  const stateAt = bodyStateAt(p, settings);
  const longitudeAt = bodyLongitudeAt(p, settings);
  const body = { name: p, node: settings.node };
  const division = divisionOf(start.longitude, level);
  let curvature = 0;
  const exit = (direction: 1 | -1): number | null => {
    const found = findBodyExitExact(body, stateAt, jdUT, start, {
      division,
      direction,
      curvatureHint: curvature,
      longitudeAt,
    });
    curvature = found.curvature;
    return found.seconds;
  };
  // Later first: its curvature bends the earlier search's first guess (the same in either direction).
  const laterSeconds = exit(1);
  return { earlierSeconds: exit(-1), laterSeconds };
}

/**
 * Latitude (degrees) from which Placidus may fail for part of the day (the polar circle, 66.56°, with room
 * for the obliquity's change): there the cusps jump where SE switches to Porphyry and back, which no
 * cubic follows, so the cusps step on the exact houses.
 */
const PLACIDUS_LATITUDE_LIMIT = 66;

/**
 * The cusps' margins: both directions on the shared grid, stepping on the exact cusps for any left over
 * and at polar latitudes.
 */
function findCuspMargins(
  model: CuspModel,
  exactAt: CuspModel,
  jdUT: number,
  latitude: number,
  cusps: readonly PointState[],
  level: DivisionLevel,
): Margin[] {
  const starts: CuspStart[] = cusps.map((c) => {
    const division: Division = divisionOf(c.longitude, level);
    return { division, offset: offsetIn(division, c.longitude), speed: c.speed };
  });
  const isSmooth = Math.abs(latitude) < PLACIDUS_LATITUDE_LIMIT;
  const none = (): undefined[] => starts.map(() => undefined);
  const earlier = isSmooth ? findCuspExits(model, jdUT, starts, -1) : none();
  const later = isSmooth ? findCuspExits(model, jdUT, starts, 1) : none();
  const orStep = (found: number | undefined, i: number, direction: 1 | -1): number | null => {
    if (found !== undefined) return found;
    const start = starts[i] as CuspStart;
    const track = (t: number): number => exactAt(t)[i] as number;
    return findExitByStepping(track, jdUT, start.division, start.speed, direction);
  };
  return starts.map((_, i) => ({
    earlierSeconds: orStep(earlier[i], i, -1),
    laterSeconds: orStep(later[i], i, 1),
  }));
}

/**
 * Sub-lord margins of the nine bodies and twelve cusps at a Julian day UT and place, both including the
 * ayanamsa correction. `level` 'sub' (default) stops at a sign, star or sub lord change; 'subSub' also at
 * a sub-sub lord change, so its margins are never wider. `start` is the chart of that moment (its bodies'
 * and cusps' longitudes and speeds), which spares the ephemeris calls it already made; without it they
 * are computed here. Each margin is the whole seconds before the change, null beyond 30 days.
 */
export function computeSubLordMargins(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  level: DivisionLevel = 'sub',
  start: MarginStart = computeMarginStart(jdUT, place, settings),
): ChartMargins {
  const bodies = {} as Record<Planet, Margin>;
  for (const p of PLANETS) {
    const body = start.bodies.find((b) => b.name === p);
    if (body === undefined) throw new Error(`body ${p} missing from the margin start`);
    bodies[p] = findBodyMargin(p, jdUT, body, settings, level);
  }
  // The model spans a day each way, the longest any cusp is searched on the grid.
  const model = makeCuspModel(jdUT - 1, jdUT + 1, place, settings);
  const exactAt = (t: number): number[] => computeHouses(t, place, settings).cusps;
  return { bodies, cusps: findCuspMargins(model, exactAt, jdUT, place.latitude, start.cusps, level) };
}
