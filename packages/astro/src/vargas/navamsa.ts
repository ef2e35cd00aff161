/**
 * Navamsa (D9) sign of a sidereal longitude (domain §14.1): floor(lon / 3°20′) mod 12, computed in units
 * of 1/36″ so that a longitude exactly on a navamsa boundary belongs to the next navamsa.
 */
import { toUnits } from '../kp/lords.js';

/** 3°20′ = 12,000″. */
const NAVAMSA_UNITS = 12_000 * 36;

/** Navamsa sign index (0 = Aries … 11 = Pisces) of a sidereal longitude in degrees. */
export function computeNavamsaSign(longitude: number): number {
  return Math.floor(toUnits(longitude) / NAVAMSA_UNITS) % 12;
}
