/**
 * What the panchang tests share: local clock text ↔ Julian day UT, the comparison that prints case, field,
 * expected, actual and difference, and a second path to each limb's element straight from SE's sidereal
 * positions (not the engine's tropical-minus-ayanamsa sampler).
 */
import { expect } from 'vitest';
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { formatLocalIso, parseCivilMoment, toJulianDayUT } from '../time/julian-day.js';

/** One second in days. */
export const SECOND = 1 / 86400;

/** Julian day UT of local clock text "yyyy-MM-dd HH:mm[:ss]" at an offset (hours east). */
export function parseLocal(text: string, utcOffsetHours: number): number {
  const [date = '', time = ''] = text.split(' ');
  return toJulianDayUT(parseCivilMoment(date, time, utcOffsetHours));
}

/** Local clock text of a Julian day UT, to the second (for failure messages). */
export function showLocal(jdUT: number | null, utcOffsetHours: number): string {
  return jdUT === null ? 'none' : formatLocalIso(jdUT, utcOffsetHours, 'second').replace('T', ' ');
}

/**
 * Expects an instant within `toleranceSeconds` of local clock text; the message names everything. A source
 * that prints minutes ("yyyy-MM-dd HH:mm", Drik Panchang) is compared with our instant rounded to the
 * nearest minute, as that source would print it, so the tolerance is between two printed times.
 */
export function expectInstant(
  caseId: string,
  field: string,
  expectedText: string,
  actual: number | null | undefined,
  utcOffsetHours: number,
  toleranceSeconds: number,
): void {
  const expected = parseLocal(expectedText, utcOffsetHours);
  const isMinutes = /^\S+ \d\d:\d\d$/.test(expectedText);
  const step = isMinutes ? 60 : 1e-3;
  const printed =
    actual === null || actual === undefined ? null : Math.round(actual / SECOND / step) * step * SECOND;
  const difference = printed === null ? Infinity : (printed - expected) / SECOND;
  const shown = `${showLocal(actual ?? null, utcOffsetHours)}${isMinutes ? ` (printed ${showLocal(printed, utcOffsetHours).slice(0, 16)})` : ''}`;
  const message = `${caseId} ${field}: expected ${expectedText}, actual ${shown}, difference ${difference.toFixed(1)} s (tolerance ${toleranceSeconds} s)`;
  expect(Math.abs(difference), message).toBeLessThanOrEqual(toleranceSeconds);
}

/** The elements of each limb at an instant, from SE's own positions: tropical and sidereal (mode). */
export interface ElementsAt {
  tithi: number;
  karana: number;
  nakshatra: number;
  /** Pada 1..108 counted from Ashwini 1. */
  pada: number;
  yoga: number;
}

/** Each limb's element at `jdUT` for a sidereal mode, read from SE (`SEFLG_SIDEREAL`) independently. */
export function findElementsAt(jdUT: number, mode: number): ElementsAt {
  const moon = calcBody(jdUT, 'Moon', null, 'mean').longitude;
  const sun = calcBody(jdUT, 'Sun', null, 'mean').longitude;
  const moonSidereal = calcBody(jdUT, 'Moon', mode, 'mean').longitude;
  const sunSidereal = calcBody(jdUT, 'Sun', mode, 'mean').longitude;
  const e = normalizeDegrees(moon - sun);
  return {
    tithi: Math.floor(e / 12) + 1,
    karana: Math.floor(e / 6) + 1,
    nakshatra: Math.floor(moonSidereal / (40 / 3)) + 1,
    pada: Math.floor(moonSidereal / (10 / 3)) + 1,
    yoga: Math.floor(normalizeDegrees(moonSidereal + sunSidereal) / (40 / 3)) + 1,
  };
}
