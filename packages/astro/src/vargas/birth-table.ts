/**
 * The motion table (ephemeris/motion-table.ts) around one birth, as the varga margins read it: a body's sidereal
 * longitude at the polynomial's instants, or its whole path over the day. The table's tropical longitude
 * on the mean equinox, less the mean ayanamsa, is how SE itself makes a sidereal longitude (the nutation
 * cancels; the same to 1e-9″ in every mode but the three projected on their epoch's ecliptic, where the
 * table is not read). The table runs on TT: an instant's own ΔT is read for a sample, and along a path ΔT
 * is taken on its chord over the two days.
 */
import {
  ayanamsaMovesEvenly,
  calcAyanamsa,
  calcDeltaT,
  motionTableFor,
  normalizeDegrees,
  subtractsAyanamsa,
  type EphemerisBody,
} from '../ephemeris.js';
import { seriesReaderOf, tabulatedLongitude, tabulatesSpan } from '../ephemeris/motion-table.js';
import { readOnce } from '../margin/body-track.js';
import type { ChartSettings } from '../settings.js';
import { SEARCH_DAYS } from './polynomial-path.js';

/**
 * How far (days) SE's ΔT strays from its chord between a day before and a day after an instant: four times
 * the largest over 200,000 random days 1900–2100, 9.6e-4 s (SE interpolates its yearly table, whose slope
 * turns at the years' ends; elsewhere the chord is off by under 1e-7 s).
 */
export const DELTA_T_CHORD_ERROR_DAYS = 4e-3 / 86_400;

/** A body's path read from the table: degrees moved since the birth (sidereal), and the rate (degrees/day). */
export interface TablePath {
  moved: (t: number) => number;
  rate: (t: number) => number;
}

/** One birth's readings of the motion table. */
export interface BirthTable {
  /** Whether the table holds the body at every one of `days` (days from the birth). */
  holds(body: EphemerisBody, days: readonly number[]): boolean;
  /** The body's sidereal longitude (before the correction) `days` from the birth, where it `holds`. */
  longitude(body: EphemerisBody, days: number): number;
  /**
   * The body's path over the whole search (a day and two seconds either side), where the table holds it
   * throughout and the mode's mean ayanamsa moves evenly (else null): the ayanamsa's move is its rate over
   * the two days times t (off by under 1e-9″), ΔT's likewise (off by DELTA_T_CHORD_ERROR_DAYS).
   */
  path(body: EphemerisBody): TablePath | null;
}

/**
 * The motion table's readings around a birth, or null where it cannot answer (another ephemeris, a mode
 * projected on its epoch's ecliptic).
 */
export function birthTableOf(jdUT: number, settings: ChartSettings): BirthTable | null {
  const config = { ephePath: settings.ephePath };
  const table = motionTableFor(config);
  const mode = settings.ayanamsa;
  if (table === null || !subtractsAyanamsa(mode, config)) return null;
  const ayanamsaAt = readOnce((days) => calcAyanamsa(jdUT + days, mode, 'mean', config));
  const deltaTAt = readOnce((days) => calcDeltaT(jdUT + days, config));
  const jdTTAt = (days: number) => jdUT + days + deltaTAt(days);
  const tropical = (body: EphemerisBody, days: number) => tabulatedLongitude(table, body, jdTTAt(days));
  return {
    holds: (body, days) => days.every((d) => d === 0 || tropical(body, d) !== undefined),
    longitude: (body, days) => normalizeDegrees(tropical(body, days)! - ayanamsaAt(days)),
    path: (body) => {
      if (!ayanamsaMovesEvenly(mode, config)) return null;
      const jdTT = jdTTAt(0);
      const series = seriesReaderOf(table, body, jdTT);
      if (series === undefined) return null;
      // TT advances by 1 + ΔT's rate per UT day.
      const ttPerDay = 1 + (deltaTAt(1) - deltaTAt(-1)) / 2;
      const reach = SEARCH_DAYS * ttPerDay + DELTA_T_CHORD_ERROR_DAYS;
      if (!tabulatesSpan(table, body, jdTT - reach, jdTT + reach)) return null;
      const ayanamsaRate = (ayanamsaAt(1) - ayanamsaAt(-1)) / 2;
      const atBirth = series.longitude(0)!;
      return {
        moved: (t) => {
          // A block's series runs on from its first node's longitude in [0, 360): the next may be 360° apart.
          let d = series.longitude(t * ttPerDay)! - atBirth;
          while (d > 180) d -= 360;
          while (d < -180) d += 360;
          return d - ayanamsaRate * t;
        },
        rate: (t) => series.rate(t * ttPerDay)! * ttPerDay - ayanamsaRate,
      };
    },
  };
}
