/**
 * The Moon of a person as matching reads it (compatibility.md §1, C3): the sidereal longitude decides the
 * sign, the degree in the sign (for the Sagittarius and Capricorn half-signs), the nakshatra, the pada and
 * the navamsa sign. The same lower-inclusive boundaries as the chart's lords, so the Match page and the
 * chart pages never put a Moon in different stars.
 */
import { computeKpLords, UNITS_PER_DEGREE, toUnits } from '../kp/lords.js';
import { SIGN_LORDS } from '../tables/signs.js';
import type { Planet } from '../tables/planets.js';
import { computeNavamsaSign } from '../vargas/navamsa.js';

/** A Moon as the kootas, poruthams and dosha rules read it. */
export interface MatchMoon {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** Sign index 0 = Aries … 11 = Pisces. */
  sign: number;
  /** Degrees into the sign, [0, 30). */
  degreeInSign: number;
  /** Lord of the sign. */
  signLord: Planet;
  /** Nakshatra number 1 = Ashwini … 27 = Revati. */
  nakshatra: number;
  /** Pada 1..4. */
  pada: number;
  /** Navamsa (D9) sign index 0..11. */
  navamsaSign: number;
  /** Lord of the navamsa sign. */
  navamsaLord: Planet;
}

/** The matching facts of a Moon at a sidereal longitude (degrees, any real value). */
export function describeMatchMoon(longitude: number): MatchMoon {
  const lords = computeKpLords(longitude);
  const navamsaSign = computeNavamsaSign(longitude);
  return {
    longitude: lords.longitude,
    sign: lords.signIndex,
    degreeInSign: toUnits(longitude) / UNITS_PER_DEGREE - lords.signIndex * 30,
    signLord: lords.signLord,
    nakshatra: lords.nakshatraNumber,
    pada: lords.pada,
    navamsaSign,
    navamsaLord: SIGN_LORDS[navamsaSign] as Planet,
  };
}

/** Inclusive count from star x to star y, 1..27 (§1). */
export function countStars(from: number, to: number): number {
  return ((((to - from) % 27) + 27) % 27) + 1;
}

/** Inclusive count from sign x to sign y, 1..12 (§1). */
export function countSigns(from: number, to: number): number {
  return ((((to - from) % 12) + 12) % 12) + 1;
}
