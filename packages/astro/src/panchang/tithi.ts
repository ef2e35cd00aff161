/**
 * Tithi (lunar day) and karana of a Moon–Sun elongation (domain §13; decisions.md for the type names).
 * Elongation e = (Moon − Sun) mod 360, the same in tropical and sidereal longitudes.
 */
import { TITHI_TYPE_IDS, TITHIS, nameOf, type TithiTypeId } from '@kpdesk/domain';
import { normalizeDegrees } from '../ephemeris.js';

/** A tithi with its paksha and type. */
export interface Tithi {
  /** 1..30; 1–15 Shukla (waxing), 16–30 Krishna (waning). */
  number: number;
  name: string;
  paksha: 'Shukla' | 'Krishna';
  /** The type (by n mod 5, n = the tithi's number within its paksha): its words are the domain's TITHI_TYPES. */
  typeId: TithiTypeId;
  /** Moon − Sun, degrees [0, 360). */
  elongation: number;
}

/** Tithi of a Moon and Sun longitude (degrees, any common zodiac). */
export function computeTithi(moonLongitude: number, sunLongitude: number): Tithi {
  const elongation = normalizeDegrees(moonLongitude - sunLongitude);
  const number = Math.min(30, Math.floor(elongation / 12) + 1);
  const inPaksha = ((number - 1) % 15) + 1;
  const name = nameOf(TITHIS, number, 'en');
  const typeIndex = (inPaksha - 1) % 5;
  return {
    number,
    name,
    paksha: number <= 15 ? 'Shukla' : 'Krishna',
    typeId: TITHI_TYPE_IDS[typeIndex] ?? 'nanda',
    elongation,
  };
}

/** Karana number 1..60 (half-tithis counted from new moon) of an elongation in degrees. */
export function computeKaranaNumber(elongation: number): number {
  return Math.min(60, Math.floor(normalizeDegrees(elongation) / 6) + 1);
}
