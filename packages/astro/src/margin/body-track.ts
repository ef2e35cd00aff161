/**
 * A body's place on the chart's own terms as the margin searches read it: the sidereal longitude after the
 * chart's correction, Ketu opposite Rahu. With the speed for Newton's steps; without it (a longitude-only
 * call, the same longitude for a third to a half of the cost) where only the longitude is read, as in the
 * true node's second-by-second reading.
 */
import { calcBody, calcBodyLongitude, normalizeDegrees } from '../ephemeris.js';
import type { ChartSettings } from '../settings.js';
import type { Planet } from '../tables/planets.js';
import type { BodyStateAt } from './body-exit.js';

/** The body's longitude and speed at a Julian day UT. */
export function bodyStateAt(p: Planet, settings: ChartSettings): BodyStateAt {
  const config = { ephePath: settings.ephePath };
  const shift = (p === 'Ketu' ? 180 : 0) - settings.correction;
  return (t) => {
    const state = calcBody(t, p === 'Ketu' ? 'Rahu' : p, settings.ayanamsa, settings.node, config);
    return { longitude: normalizeDegrees(state.longitude + shift), speed: state.speed };
  };
}

/** The body's longitude alone at a Julian day UT. */
export function bodyLongitudeAt(p: Planet, settings: ChartSettings): (jdUT: number) => number {
  const config = { ephePath: settings.ephePath };
  const shift = (p === 'Ketu' ? 180 : 0) - settings.correction;
  return (t) =>
    normalizeDegrees(
      calcBodyLongitude(t, p === 'Ketu' ? 'Rahu' : p, settings.ayanamsa, settings.node, config) + shift,
    );
}

/** `read` answering each instant once: the searches of one body meet the same whole seconds again. */
export function readOnce<T>(read: (jdUT: number) => T): (jdUT: number) => T {
  const seen = new Map<number, T>();
  return (t) => {
    let value = seen.get(t);
    if (value === undefined) seen.set(t, (value = read(t)));
    return value;
  };
}
