import { STARS, nameOf } from '@kpdesk/domain';
import { VIMSHOTTARI_ORDER, type Planet } from './planets.js';

/** Nakshatra (star) names, index 0 = Ashwini (star number 1) … 26 = Revati. Domain §1.1. */
export const NAKSHATRAS: readonly string[] = STARS.ids.map((id) => nameOf(STARS, id, 'en'));

/** Star lord of nakshatra number n (1..27): the Vimshottari order repeated three times. */
export function starLordOfNakshatra(nakshatraNumber: number): Planet {
  const lord = VIMSHOTTARI_ORDER[(nakshatraNumber - 1) % 9];
  if (lord === undefined) throw new RangeError(`nakshatra number ${nakshatraNumber} is outside 1..27`);
  return lord;
}
