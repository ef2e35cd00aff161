/**
 * The bodies' longitudes at the instants of their margin polynomials (all-margins.ts). From the motion
 * table where it holds them (birth-table.ts); else from the ephemeris, read one instant at a time for every
 * body: SE keeps the Earth, the nutation and the precession of the instant it computed last, so the later
 * calls of an instant cost about two thirds of a first one (measured on sweph: 7 bodies sampled instant by
 * instant take 30% less time than body by body).
 */
import { calcBodyLongitude, type EphemerisBody } from '../ephemeris.js';
import type { ChartSettings } from '../settings.js';
import type { BirthTable } from './birth-table.js';

/** Every sample instant (days from the birth), in the order they are read. */
const SAMPLE_DAYS = [-1, -2 / 3, -1 / 3, 1 / 3, 2 / 3, 1];

/** Longitudes (sidereal, before the correction) by body and instant (days from the birth). */
export type Samples = Map<EphemerisBody, Map<number, number>>;

/** A body to sample at some of the instants (`days`), or at none (null), from the motion table or not. */
export interface SampleRequest {
  body: EphemerisBody;
  days: readonly number[] | null;
  /** Every one of its instants is in the table ({@link BirthTable.holds}). */
  fromTable: boolean;
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
  table: BirthTable | null,
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
