import { ZODIAC_SIGNS, nameOf, type SignId } from '@kpdesk/domain';
import type { Planet } from './planets.js';

/** Sign index 0 = Aries … 11 = Pisces. */
export type SignIndex = SignId;

/** English sign names, index 0 = Aries. */
export const SIGNS: readonly string[] = ZODIAC_SIGNS.ids.map((id) => nameOf(ZODIAC_SIGNS, id, 'en'));

/** Sign lords Aries→Pisces; Rahu and Ketu own no sign in KP. Domain §0. */
export const SIGN_LORDS: readonly Planet[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];
