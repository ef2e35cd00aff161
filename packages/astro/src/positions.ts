/**
 * Sidereal positions of the nine KP bodies at a moment: SE sidereal longitude minus the astrologer's
 * correction (domain §2.4), Ketu = Rahu + 180° with Rahu's speed (domain §4).
 */
import { calcBodies, normalizeDegrees, type EphemerisName, type NodeType } from './ephemeris.js';
import { PLANETS, type Planet } from './tables/planets.js';

/** One body's sidereal position. */
export interface BodyPosition {
  name: Planet;
  /** Sidereal longitude after correction, degrees [0, 360). */
  longitude: number;
  /** Speed in longitude, degrees per day (negative = retrograde). */
  speed: number;
  /** Speed below zero. */
  isRetrograde: boolean;
}

/** Positions of the nine bodies in weekday order (Sun..Saturn, Rahu, Ketu) and the ephemeris used. */
export interface BodyPositions {
  ephemeris: EphemerisName;
  bodies: BodyPosition[];
}

/** Computes the nine bodies for a Julian day UT. */
export function computeBodyPositions(
  jdUT: number,
  settings: { ayanamsa: number; correction: number; node: NodeType; ephePath: string | null },
): BodyPositions {
  const raw = calcBodies(jdUT, settings.ayanamsa, settings.node, { ephePath: settings.ephePath });
  const bodies = PLANETS.map((name): BodyPosition => {
    const state = name === 'Ketu' ? raw.bodies.Rahu : raw.bodies[name];
    const shift = name === 'Ketu' ? 180 : 0;
    const longitude = normalizeDegrees(state.longitude + shift - settings.correction);
    return { name, longitude, speed: state.speed, isRetrograde: state.speed < 0 };
  });
  return { ephemeris: raw.ephemeris, bodies };
}

/** The position of one named body in a list; throws when it is missing. */
export function findBody(bodies: readonly BodyPosition[], name: Planet): BodyPosition {
  const found = bodies.find((b) => b.name === name);
  if (!found) throw new Error(`body ${name} missing`);
  return found;
}
