import { SIGN_NAMES, toDegreesMinutesSeconds } from '@kpdesk/contract';

/** Degrees within a sign as D°MM′SS″, truncated to the second so 29°59′59.9″ never reads as 30°. */
export function formatSignDegrees(relDegree: number): string {
  const { degrees, minutes, seconds } = toDegreesMinutesSeconds(Math.floor(relDegree * 3600 + 1e-6) / 3600);
  return `${degrees}°${String(minutes).padStart(2, '0')}′${String(seconds).padStart(2, '0')}″`;
}

const CIRCLE_SECONDS = 360 * 3600;
const SIGN_SECONDS = 30 * 3600;

/**
 * A sidereal longitude as its degrees in its sign and the sign, "12°34′56″ Aquarius", rounded to the nearest
 * second of arc first: a row found at a boundary reads as the boundary (13°20′00″, not 13°19′59″), and the end
 * of a sign as 0°00′00″ of the next.
 */
export function formatLongitude(longitude: number): string {
  const seconds = ((Math.round(longitude * 3600) % CIRCLE_SECONDS) + CIRCLE_SECONDS) % CIRCLE_SECONDS;
  const sign = Math.floor(seconds / SIGN_SECONDS);
  return `${formatSignDegrees((seconds - sign * SIGN_SECONDS) / 3600)} ${SIGN_NAMES[sign] ?? ''}`;
}
