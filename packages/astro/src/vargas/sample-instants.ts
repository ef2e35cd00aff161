/**
 * The bodies' longitudes at the instants of their margin polynomials (all-margins.ts). From the motion
 * table where it answers: its tropical longitude less the instant's ayanamsa, which is how SE itself makes
 * a sidereal longitude (the same to 1e-9″, in every mode but the three projected on their epoch's
 * ecliptic). Else from the ephemeris, read one instant at a time for every body: SE keeps the Earth, the
 * nutation and the precession of the instant it computed last, so the later calls of an instant cost about
 * two thirds of a first one (measured on sweph: 7 bodies sampled instant by instant take 30% less time
 * than body by body).
 */
import {
  calcAyanamsa,
  calcBodyLongitude,
  calcDeltaT,
  motionTableFor,
  normalizeDegrees,
  subtractsAyanamsa,
  type EphemerisBody,
} from '../ephemeris.js';
import { tabulatedLongitude } from '../motion-table/table.js';
import type { ChartSettings } from '../settings.js';

/** Every sample instant (days from the birth), in the order they are read. */
const SAMPLE_DAYS = [-1, -2 / 3, -1 / 3, 1 / 3, 2 / 3, 1];

/** Longitudes (sidereal, before the correction) by body and instant (days from the birth). */
export type Samples = Map<EphemerisBody, Map<number, number>>;

/** A body to sample at some of the instants (`days`), or at none (null), from the motion table or not. */
export interface SampleRequest {
  body: EphemerisBody;
  days: readonly number[] | null;
  /** Every one of its instants is in the table ({@link TableSamples.holds}). */
  fromTable: boolean;
}

/** One birth's samples from the motion table. */
export interface TableSamples {
  /** Whether the table holds the body at every one of `days` (days from the birth). */
  holds(body: EphemerisBody, days: readonly number[]): boolean;
  /** The body's sidereal longitude (before the correction) `days` from the birth, where it `holds`. */
  longitude(body: EphemerisBody, days: number): number;
}

/**
 * The motion table's samples around a birth, or null where it cannot answer (another ephemeris, a mode
 * projected on its epoch's ecliptic). ΔT moves under 1e-12 day in a day, so the birth's serves every
 * instant (the Moon's error 2e-8″); the mean ayanamsa is read once per instant.
 */
export function tableSamplesOf(jdUT: number, settings: ChartSettings): TableSamples | null {
  const config = { ephePath: settings.ephePath };
  const table = motionTableFor(config);
  if (table === null || !subtractsAyanamsa(settings.ayanamsa, config)) return null;
  const deltaT = calcDeltaT(jdUT, config);
  const ayanamsas = new Map<number, number>();
  const ayanamsaAt = (days: number): number => {
    let ayanamsa = ayanamsas.get(days);
    if (ayanamsa === undefined)
      ayanamsas.set(days, (ayanamsa = calcAyanamsa(jdUT + days, settings.ayanamsa, 'mean', config)));
    return ayanamsa;
  };
  const tropical = (body: EphemerisBody, days: number) =>
    tabulatedLongitude(table, body, jdUT + days + deltaT);
  return {
    holds: (body, days) => days.every((d) => d === 0 || tropical(body, d) !== undefined),
    longitude: (body, days) => normalizeDegrees(tropical(body, days)! - ayanamsaAt(days)),
  };
}

/**
 * Reads each requested body at each of its instants, once even where asked twice (Ketu through Rahu), from
 * the table where its request says so; `alongside` runs at each instant after its bodies, for other
 * readings of the same instant.
 */
export function sampleAll(
  requests: readonly SampleRequest[],
  jdUT: number,
  settings: ChartSettings,
  table: TableSamples | null,
  alongside: (days: number) => void,
): Samples {
  const samples: Samples = new Map();
  const config = { ephePath: settings.ephePath };
  for (const days of SAMPLE_DAYS) {
    for (const { body, days: wanted, fromTable } of requests) {
      if (!wanted?.includes(days)) continue;
      let byDay = samples.get(body);
      if (byDay === undefined) samples.set(body, (byDay = new Map<number, number>()));
      if (byDay.has(days)) continue;
      byDay.set(
        days,
        fromTable && table
          ? table.longitude(body, days)
          : calcBodyLongitude(jdUT + days, body, settings.ayanamsa, settings.node, config),
      );
    }
    alongside(days);
  }
  return samples;
}
