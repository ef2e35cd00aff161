/**
 * The Ascendant's margins in all sixteen divisions: outside the polar circles it rises with the sidereal
 * time, so the instant it reaches a longitude is the rising condition inverted (right ascension less the
 * semi-diurnal arc), with ARMC, obliquity and nutation from the ephemeris at the birth and a day either side.
 */
import { calcArmc, calcNutation, normalizeDegrees } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import { isInside, offsetIn, type Division } from '../margin/exit-search.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';
import {
  VARGA_MARGIN_LIMIT_SECONDS,
  computeVargaMargin,
  vargaRegion,
  type VargaMargin,
  type VargaMargins,
} from './margins.js';
import { SECONDS_PER_DAY } from './polynomial-path.js';
import { VARGA_DIVISIONS, type VargaDivision } from './rules.js';

/** Sidereal-time rate, degrees of ARMC per day of UT. */
const ARMC_PER_DAY = 360.98564736629;
/** One turn of the ARMC (a sidereal day), seconds. */
const TURN_SECONDS = (360 / ARMC_PER_DAY) * 86_400;
/** General precession in longitude, degrees per day (50.29″ a year): the ayanamsa's steady growth. */
const PRECESSION_PER_DAY = 50.29 / 3600 / 365.25;
/** Beyond this latitude part of the ecliptic is circumpolar and the Ascendant does not simply rise. */
const MAX_RISING_LATITUDE = 66;
/**
 * Error bound of an Ascendant crossing instant (seconds): the model below against the houses at 40 random
 * births and places (−65° to 65°, 720 crossings) stays under 0.0002 s; ten times that.
 */
const ASCENDANT_UNCERTAINTY_SECONDS = 0.002;
const RAD = Math.PI / 180;
/** A rising instant known to a microsecond (in days) is settled. */
const SETTLED_DAYS = 1e-6 / 86_400;
/**
 * How much of a round's correction the next round may still make, at most: the rounds move the instant
 * only through the drifts of the shift and the obliquity (under 2e-4°/day) as the rising ARMC follows
 * them (at most about ten times, at 65° of latitude), against the ARMC's 361°/day: under 1e-5.
 */
const ROUND_CONTRACTION = 1e-5;

/** Tropical Ascendant (degrees) at an ARMC, latitude and obliquity: the rising point of the ecliptic. */
function ascendantAt(armc: number, latitude: number, obliquity: number): number {
  const [t, f, e] = [armc * RAD, latitude * RAD, obliquity * RAD];
  const y = Math.cos(t);
  return normalizeDegrees(Math.atan2(y, -(Math.sin(t) * Math.cos(e) + Math.tan(f) * Math.sin(e))) / RAD);
}

/**
 * ARMC (degrees) at which the tropical longitude `lambda` rises at the latitude: its right ascension less
 * its semi-diurnal arc (cos H0 = −tan φ tan δ); NaN where it never rises or sets.
 */
function risingArmc(lambda: number, latitude: number, obliquity: number): number {
  const [l, f, e] = [lambda * RAD, latitude * RAD, obliquity * RAD];
  const alpha = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const delta = Math.asin(Math.sin(l) * Math.sin(e));
  const cosH = -Math.tan(f) * Math.tan(delta);
  if (!(Math.abs(cosH) < 1)) return Number.NaN;
  return normalizeDegrees((alpha - Math.acos(cosH)) / RAD);
}

/** Quadratic through (−1, a), (0, b), (1, c) at t. */
function quadratic([a, b, c]: readonly number[], t: number): number {
  return b! + ((c! - a!) / 2) * t + ((a! + c! - 2 * b!) / 2) * t * t;
}

/** What the rising model reads off the ephemeris at one instant: the ARMC and the nutation. */
export interface RisingPoint {
  armc: number;
  nutation: { obliquity: number; longitude: number };
}

/** The ARMC and nutation at a Julian day UT (read beside the planets' samples of that instant). */
export function readRisingPoint(jdUT: number, place: Place, settings: ChartSettings): RisingPoint {
  const nutation = calcNutation(jdUT, { ephePath: settings.ephePath });
  return { armc: calcArmc(jdUT, place.longitude, nutation), nutation };
}

/** Whether the Ascendant simply rises at the place (outside the polar circles), so the model applies. */
export function risesSimply(place: Place): boolean {
  return Math.abs(place.latitude) < MAX_RISING_LATITUDE;
}

/**
 * The Ascendant as a function of time near the birth: ARMC, obliquity and nutation in longitude from the
 * ephemeris at the birth and a day either side (quadratics; their drift over a day is smooth), and the
 * shift from tropical to the chart's sidereal Ascendant taken from the houses at the birth, moved by
 * precession and nutation.
 */
interface RisingModel {
  /** Days from the birth (going `direction`) until the sidereal longitude `lambda` rises; NaN if never. */
  daysUntil: (lambda: number, direction: 1 | -1) => number;
}

function risingModel(points: readonly RisingPoint[], latitude: number, ascendant: number): RisingModel {
  const armcs = points.map((point) => point.armc);
  const armcResidual = armcs.map((a, i) => wrapDifference(a - armcs[1]! - (i - 1) * ARMC_PER_DAY));
  const obliquities = points.map((point) => point.nutation.obliquity);
  const nutationInLongitude = points.map((point) => point.nutation.longitude);
  const armcAt = (t: number): number => armcs[1]! + ARMC_PER_DAY * t + quadratic(armcResidual, t);
  const shift0 = wrapDifference(ascendantAt(armcs[1]!, latitude, obliquities[1]!) - ascendant);
  const shiftAt = (t: number): number =>
    shift0 + PRECESSION_PER_DAY * t + quadratic(nutationInLongitude, t) - nutationInLongitude[1]!;
  const daysUntil = (lambda: number, direction: 1 | -1): number => {
    let t = 0;
    // Fixed point: the rising ARMC with the obliquity and shift at the last guess, then its time; the
    // drifts are so slow that the second round leaves under a microsecond to correct.
    for (let i = 0; i < 4; i++) {
      const armc = risingArmc(lambda + shiftAt(t), latitude, quadratic(obliquities, t));
      const turn = normalizeDegrees(direction * (armc - armcAt(0)));
      const guess = (direction * turn) / ARMC_PER_DAY;
      const next = guess - (armcAt(guess) - armcAt(0) - ARMC_PER_DAY * guess) / ARMC_PER_DAY;
      if (Math.abs(next - t) * ROUND_CONTRACTION < SETTLED_DAYS) return Math.abs(next);
      t = next;
    }
    return Math.abs(t);
  };
  return { daysUntil };
}

/**
 * The Ascendant's margins in all sixteen divisions. `points` are the rising points a day before, at and
 * a day after the birth when the caller read them beside its own calls (else they are read here).
 */
export function ascendantMargins(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  ascendant: number,
  points?: readonly RisingPoint[],
): VargaMargins {
  const out = {} as VargaMargins;
  const slow = (n: VargaDivision): VargaMargin => computeVargaMargin('Ascendant', n, jdUT, place, settings);
  if (!risesSimply(place)) {
    for (const n of VARGA_DIVISIONS) out[n] = slow(n);
    return out;
  }
  const read = (days: number): RisingPoint => readRisingPoint(jdUT + days, place, settings);
  const model = risingModel(points ?? [read(-1), read(0), read(1)], place.latitude, ascendant);
  const exactInside = (division: Division, signedSeconds: number): boolean => {
    const lon = computeHouses(jdUT + signedSeconds / SECONDS_PER_DAY, place, settings).cusps[0]!;
    return isInside(division, offsetIn(division, lon));
  };
  for (const n of VARGA_DIVISIONS) {
    const division = vargaRegion(n, ascendant);
    const settle = (direction: 1 | -1): number | null | undefined => {
      const lambda = direction === 1 ? division.start + division.width : division.start;
      const seconds = model.daysUntil(lambda, direction) * SECONDS_PER_DAY;
      // A whole turn means the Ascendant sits on the boundary now: which side of the birth is unclear.
      if (!Number.isFinite(seconds) || seconds > TURN_SECONDS - 60) return undefined;
      const whole = Math.floor(seconds);
      let margin = whole;
      // The crossing is after the birth (the Ascendant is inside now), so 0.00x s is a margin of 0.
      const nearLower = whole > 0 && seconds - whole <= ASCENDANT_UNCERTAINTY_SECONDS;
      if (nearLower || whole + 1 - seconds <= ASCENDANT_UNCERTAINTY_SECONDS) {
        const nearest = Math.round(seconds);
        margin = exactInside(division, direction * nearest) ? nearest : nearest - 1;
      }
      return margin > VARGA_MARGIN_LIMIT_SECONDS ? null : margin;
    };
    const [earlier, later] = [settle(-1), settle(1)];
    out[n] =
      earlier === undefined || later === undefined
        ? slow(n)
        : { earlierSeconds: earlier, laterSeconds: later };
  }
  return out;
}
