import type { Planet } from './planets.js';

/** Sign index 0 = Aries … 11 = Pisces. */
export type SignIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** English sign names, index 0 = Aries. */
export const SIGNS: readonly string[] = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];

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

/** Width of one sign in degrees. */
export const SIGN_DEGREES = 30;
