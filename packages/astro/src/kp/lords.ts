/**
 * KP lords of a sidereal longitude: sign, star (nakshatra, pada), sub, sub-sub and sub-sub-sub lord,
 * from one exact subdivision (domain §1.2–1.4).
 *
 * Work is done in integer units of 1/36 arc-second: a nakshatra is 48,000″ = 1,728,000 units, a sub of
 * lord X is 14,400·years(X) units, a sub-sub (X, Y) 120·x·y units and a sub-sub-sub (X, Y, Z) x·y·z units,
 * so every boundary is an exact integer. Boundaries are lower-inclusive; a longitude within 1e-9° below a
 * boundary counts as on it, which absorbs floating-point noise such as 29.999999999999996.
 */
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, type Planet } from '../tables/planets.js';
import { SIGN_LORDS, SIGNS } from '../tables/signs.js';
import { NAKSHATRAS, starLordOfNakshatra } from '../tables/nakshatras.js';

/** Units per degree (1/36″). */
export const UNITS_PER_DEGREE = 3600 * 36;
/** Units in the full circle. */
export const CIRCLE_UNITS = 360 * UNITS_PER_DEGREE;
/** Units in one nakshatra (13°20′). */
export const NAKSHATRA_UNITS = 48_000 * 36;
/** Units in one sign (30°). */
export const SIGN_UNITS = 30 * UNITS_PER_DEGREE;
const PADA_UNITS = NAKSHATRA_UNITS / 4;
/** A longitude this little (degrees) below a whole unit is read as on it: binary noise, not a position. */
export const UNIT_TOLERANCE_DEGREES = 1e-9;
const EPSILON_UNITS = UNIT_TOLERANCE_DEGREES * UNITS_PER_DEGREE;

/** The KP lords of one longitude. */
export interface KpLords {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** Sign index 0 = Aries … 11 = Pisces. */
  signIndex: number;
  sign: string;
  signLord: Planet;
  /** Nakshatra number 1 = Ashwini … 27 = Revati. */
  nakshatraNumber: number;
  nakshatra: string;
  /** Pada (quarter) of the nakshatra, 1..4. */
  pada: number;
  starLord: Planet;
  subLord: Planet;
  subSubLord: Planet;
  subSubSubLord: Planet;
}

/** A division's lord and its extent in units. */
interface Segment {
  lord: Planet;
  start: number;
  length: number;
}

/** Longitude in units, normalised to [0, CIRCLE_UNITS), with the lower-inclusive tolerance applied. */
export function toUnits(longitude: number): number {
  let u = (longitude % 360) * UNITS_PER_DEGREE;
  if (u < 0) u += CIRCLE_UNITS;
  const nearest = Math.round(u);
  if (nearest - u > 0 && nearest - u <= EPSILON_UNITS) u = nearest;
  return u >= CIRCLE_UNITS ? u - CIRCLE_UNITS : u;
}

/** Sign index 0..11 of a longitude in units; the top guard keeps 360° - ε in Pisces. */
function signIndexOfUnits(units: number): number {
  return Math.min(11, Math.floor(units / SIGN_UNITS));
}

/**
 * Sign index 0 = Aries … 11 = Pisces of a sidereal longitude (degrees, any real value), with the lords'
 * lower-inclusive tolerance, so a chart drawing and the position table put a point in the same sign.
 */
export function findSignIndex(longitude: number): number {
  return signIndexOfUnits(toUnits(longitude));
}

/** Picks, inside a parent of `parentLength` units that starts with `firstLord`, the segment holding `offset`. */
function pickSegment(firstLord: Planet, parentLength: number, offset: number): Segment {
  const first = VIMSHOTTARI_ORDER.indexOf(firstLord);
  let start = 0;
  for (let k = 0; k < 9; k++) {
    const lord = VIMSHOTTARI_ORDER[(first + k) % 9] as Planet;
    const length = (parentLength * VIMSHOTTARI_YEARS[lord]) / 120;
    if (offset < start + length || k === 8) return { lord, start, length };
    start += length;
  }
  throw new Error('unreachable: nine segments always close the parent');
}

/** The star, sub, sub-sub and sub-sub-sub segments (absolute units) containing a longitude. */
export function locateDivisions(longitude: number): {
  units: number;
  nakshatraIndex: number;
  levels: [Segment, Segment, Segment, Segment];
} {
  const units = toUnits(longitude);
  const nakshatraIndex = Math.min(26, Math.floor(units / NAKSHATRA_UNITS));
  const starStart = nakshatraIndex * NAKSHATRA_UNITS;
  const star: Segment = {
    lord: starLordOfNakshatra(nakshatraIndex + 1),
    start: starStart,
    length: NAKSHATRA_UNITS,
  };
  const levels: Segment[] = [star];
  let parent = star;
  for (let level = 0; level < 3; level++) {
    const s = pickSegment(parent.lord, parent.length, units - parent.start);
    parent = { lord: s.lord, start: parent.start + s.start, length: s.length };
    levels.push(parent);
  }
  return { units, nakshatraIndex, levels: levels as [Segment, Segment, Segment, Segment] };
}

/**
 * KP lords of a sidereal longitude (degrees; any real value, normalised to [0, 360)).
 * Example (domain §1.5): 140°18′11″ → Sun / Venus (Purva Phalguni) / Jupiter / Jupiter / Mars.
 */
export function computeKpLords(longitude: number): KpLords {
  const { units, nakshatraIndex, levels } = locateDivisions(longitude);
  const signIndex = signIndexOfUnits(units);
  const [star, sub, subSub, subSubSub] = levels;
  return {
    longitude: units / UNITS_PER_DEGREE,
    signIndex,
    sign: SIGNS[signIndex] ?? '',
    signLord: SIGN_LORDS[signIndex] as Planet,
    nakshatraNumber: nakshatraIndex + 1,
    nakshatra: NAKSHATRAS[nakshatraIndex] ?? '',
    pada: Math.min(4, Math.floor((units - star.start) / PADA_UNITS) + 1),
    starLord: star.lord,
    subLord: sub.lord,
    subSubLord: subSub.lord,
    subSubSubLord: subSubSub.lord,
  };
}

/** Which lords define a division: 'sub' = sign and sub lord (the 249 rows), 'subSub' adds the sub-sub lord. */
export type DivisionLevel = 'sub' | 'subSub';

/**
 * The division containing a longitude, as [start, end) in degrees (end may be 360): the intersection of
 * its sign with its sub (level 'sub') or sub-sub (level 'subSub'). Leaving it changes the sign, star, sub
 * (or sub-sub) lord.
 */
export function computeDivisionBounds(
  longitude: number,
  level: DivisionLevel,
): { start: number; end: number } {
  const { units, levels } = locateDivisions(longitude);
  const seg = level === 'sub' ? levels[1] : levels[2];
  const signStart = Math.floor(units / SIGN_UNITS) * SIGN_UNITS;
  const start = Math.max(seg.start, signStart);
  const end = Math.min(seg.start + seg.length, signStart + SIGN_UNITS);
  return { start: start / UNITS_PER_DEGREE, end: end / UNITS_PER_DEGREE };
}
