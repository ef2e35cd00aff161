/**
 * The houses of a KP horary chart (domain §1.3): the Ascendant is fixed at the start of the number's row of
 * the 249 table, and the other cusps are the Placidus cusps that go with that Ascendant at the place of
 * judgement. A Placidus chart is fixed by ARMC (the sidereal time as an angle), latitude and obliquity, so
 * the work is to find the ARMC at which that ecliptic degree rises, then cast the cusps from it.
 *
 * The ARMC comes from the rising condition of an ecliptic point: its right ascension α and declination δ,
 * and the semi-diurnal arc H0 with cos H0 = −tan φ · tan δ; the point rises (hour angle −H0) when
 * ARMC = α − H0 (spherical astronomy, e.g. Meeus, Astronomical Algorithms ch. 13 and 15). A few secant
 * steps against SE's own Ascendant then remove any rounding, to well under 1e-9°.
 */
import { calcAyanamsa, calcHousesAtArmc, calcTrueObliquity, normalizeDegrees } from '../ephemeris.js';
import { PORPHYRY_WARNING, computeHouses, type Houses } from '../houses/houses.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';

const RAD = Math.PI / 180;
/** ARMC gained per day of UT, degrees (360° per sidereal day: 360 × 1.00273790935). */
export const ARMC_DEGREES_PER_DAY = 360.98564736629;
/** How close the cast Ascendant must come to the chosen degree, degrees (well inside the 1e-9° of lords.ts). */
const ASCENDANT_TOLERANCE = 1e-10;
/** Beyond this the degree does not rise at the latitude at all (circumpolar part of the ecliptic). */
const UNREACHABLE_DEGREES = 1 / 3600;

/** The message when an Ascendant degree never rises at a latitude (inside the polar circles). */
export function neverRisesMessage(siderealDegree: number, latitude: number): string {
  return `The Ascendant never reaches ${siderealDegree.toFixed(4)}° at latitude ${latitude.toFixed(4)}°`;
}

/** ARMC (degrees) at which the tropical ecliptic longitude `lambda` rises at latitude `lat`, or null. */
export function findRisingArmc(lambda: number, lat: number, obliquity: number): number | null {
  const l = lambda * RAD;
  const e = obliquity * RAD;
  const alpha = Math.atan2(Math.cos(e) * Math.sin(l), Math.cos(l)) / RAD;
  const delta = Math.asin(Math.sin(e) * Math.sin(l));
  const cosH0 = -Math.tan(lat * RAD) * Math.tan(delta);
  if (!(Math.abs(cosH0) <= 1)) return null;
  return normalizeDegrees(alpha - Math.acos(cosH0) / RAD);
}

/** Tropical Ascendant minus the target at an ARMC, wrapped to (−180, 180]. */
function ascendantError(armc: number, lat: number, obliquity: number, target: number): number {
  return wrapDifference(calcHousesAtArmc(armc, lat, obliquity).ascendant - target);
}

/**
 * The ARMC at which the tropical Ascendant equals `target` (degrees), refined by secant steps on SE's own
 * Ascendant; null when the degree never rises at this latitude.
 */
export function findArmcForAscendant(target: number, lat: number, obliquity: number): number | null {
  let a = findRisingArmc(target, lat, obliquity);
  if (a === null) return null;
  let fa = ascendantError(a, lat, obliquity, target);
  // Near the equator the Ascendant moves about 1° per ARMC degree; a 1e-4° second point starts the secant.
  let b = a + 1e-4;
  let fb = ascendantError(b, lat, obliquity, target);
  for (let i = 0; i < 20 && Math.abs(fb) > ASCENDANT_TOLERANCE && fb !== fa; i++) {
    const next = b - (fb * (b - a)) / (fb - fa);
    [a, fa] = [b, fb];
    b = next;
    fb = ascendantError(b, lat, obliquity, target);
  }
  return Math.abs(fb) > UNREACHABLE_DEGREES ? null : normalizeDegrees(b);
}

/** Houses of a horary chart: sidereal cusps after correction, with the ARMC they were cast for. */
export interface HoraryHouses extends Houses {
  /** Obliquity used, degrees (true obliquity of the moment). */
  obliquity: number;
}

/** Tropical minus sidereal longitude at a moment: the true ayanamsa plus the astrologer's correction. */
function siderealOffset(jdUT: number, settings: ChartSettings): number {
  return calcAyanamsa(jdUT, settings.ayanamsa, 'true', { ephePath: settings.ephePath }) + settings.correction;
}

/**
 * Casts the houses whose Ascendant is the sidereal degree `ascendant` (after correction) at a moment and
 * place: the ayanamsa and obliquity of the moment, the ARMC at which that degree rises at the place's
 * latitude, and SE's Placidus cusps for that ARMC (Porphyry inside the polar circles, flagged). Cusp speeds
 * are the moment's own (the rate the houses turn), since a chosen Ascendant has no motion of its own.
 * Throws a RangeError (neverRisesMessage) when the degree never rises at this latitude.
 */
export function castHoraryHouses(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  ascendant: number,
): HoraryHouses {
  const obliquity = calcTrueObliquity(jdUT, { ephePath: settings.ephePath });
  const offset = siderealOffset(jdUT, settings);
  const shift = (tropical: number) => normalizeDegrees(tropical - offset);
  const armc = findArmcForAscendant(normalizeDegrees(ascendant + offset), place.latitude, obliquity);
  if (armc === null) throw new RangeError(neverRisesMessage(ascendant, place.latitude));
  const cast = calcHousesAtArmc(armc, place.latitude, obliquity);
  const ofMoment = computeHouses(jdUT, place, settings);
  return {
    cusps: cast.cusps.map(shift),
    cuspSpeeds: ofMoment.cuspSpeeds,
    mc: shift(cast.mc),
    armc,
    obliquity,
    houseSystemUsed: cast.systemUsed,
    warning: cast.systemUsed === 'Porphyry' ? PORPHYRY_WARNING : null,
  };
}

/** Days to add to a moment so that the ARMC `from` turns to `to` the nearest way (within half a day). */
export function daysToArmc(from: number, to: number): number {
  return wrapDifference(to - from) / ARMC_DEGREES_PER_DAY;
}
