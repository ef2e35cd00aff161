import { SIGN_NAMES, toDegreesMinutesSeconds } from '@kpdesk/contract';

/** Degrees within a sign as D°MM′SS″, truncated to the second so 29°59′59.9″ never reads as 30°. */
export function formatSignDegrees(relDegree: number): string {
  const { degrees, minutes, seconds } = toDegreesMinutesSeconds(Math.floor(relDegree * 3600 + 1e-6) / 3600);
  return `${degrees}°${String(minutes).padStart(2, '0')}′${String(seconds).padStart(2, '0')}″`;
}

const CIRCLE_SECONDS = 360 * 3600;
const SIGN_SECONDS = 30 * 3600;

/**
 * A sidereal longitude as its degrees in its sign (D°MM′SS″) and the sign's English name, rounded to the
 * nearest second of arc first: a row found at a boundary reads as the boundary (13°20′00″, not 13°19′59″),
 * and the end of a sign as 0°00′00″ of the next.
 */
export function longitudeInSign(longitude: number): { degrees: string; sign: string } {
  const seconds = ((Math.round(longitude * 3600) % CIRCLE_SECONDS) + CIRCLE_SECONDS) % CIRCLE_SECONDS;
  const sign = Math.floor(seconds / SIGN_SECONDS);
  return { degrees: formatSignDegrees((seconds - sign * SIGN_SECONDS) / 3600), sign: SIGN_NAMES[sign] ?? '' };
}

/** A sidereal longitude as "12°34′56″ Aquarius" (see {@link longitudeInSign}). */
export function formatLongitude(longitude: number): string {
  const { degrees, sign } = longitudeInSign(longitude);
  return `${degrees} ${sign}`;
}
