/**
 * KP houses: sidereal Placidus cusps (Porphyry where Placidus has no solution, flagged), the house a body
 * occupies (domain §3.1). The Bhava Chalit placement (domain §3.3 meaning 2) is in charts/placements.ts.
 */
import { calcHouses, normalizeDegrees } from '../ephemeris.js';
import type { Place } from '../settings.js';

/** Sidereal house cusps of a moment and place. */
export interface Houses {
  /** Cusps 1..12 (index 0 = cusp 1 = Ascendant), sidereal degrees after correction. */
  cusps: number[];
  /** Cusp speeds, degrees per day. */
  cuspSpeeds: number[];
  /** Sidereal MC after correction, degrees. */
  mc: number;
  /** Right ascension of the MC, tropical degrees (for interval searches). */
  armc: number;
  /** 'Placidus', or 'Porphyry' when Placidus is impossible at this latitude. */
  houseSystemUsed: 'Placidus' | 'Porphyry';
  /** Present when the house system had to fall back. */
  warning: string | null;
}

/** The message a chart carries when Placidus is impossible (domain §3.2). */
export const PORPHYRY_WARNING =
  'Placidus has no solution at this latitude (polar circle); Porphyry cusps are used';

/** Computes the cusps at a Julian day UT and place with an ayanamsa index and correction (degrees). */
export function computeHouses(
  jdUT: number,
  place: Place,
  settings: { ayanamsa: number; correction: number },
): Houses {
  const h = calcHouses(jdUT, place.latitude, place.longitude, settings.ayanamsa);
  return {
    cusps: h.cusps.map((c) => normalizeDegrees(c - settings.correction)),
    cuspSpeeds: h.cuspSpeeds,
    mc: normalizeDegrees(h.mc - settings.correction),
    armc: h.armc,
    houseSystemUsed: h.systemUsed,
    warning: h.systemUsed === 'Porphyry' ? PORPHYRY_WARNING : null,
  };
}

/**
 * The KP house (1..12) of a longitude: house n runs from cusp n (inclusive) forward to cusp n+1
 * (exclusive), so a body exactly on a cusp belongs to the house that cusp starts.
 */
export function findHouseOfLongitude(longitude: number, cusps: readonly number[]): number {
  for (let n = 0; n < 12; n++) {
    const start = cusps[n] as number;
    const next = cusps[(n + 1) % 12] as number;
    const span = normalizeDegrees(next - start);
    if (normalizeDegrees(longitude - start) < span) return n + 1;
  }
  // Degenerate cusps (all equal) leave no arc; the first house takes the point.
  return 1;
}
