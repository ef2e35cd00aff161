import { SIGN_NAMES, toDegreesMinutesSeconds } from '@kpdesk/contract';

/** Degrees within a sign as D°MM′SS″, truncated to the second so 29°59′59.9″ never reads as 30°. */
export function formatSignDegrees(relDegree: number): string {
  const { degrees, minutes, seconds } = toDegreesMinutesSeconds(Math.floor(relDegree * 3600 + 1e-6) / 3600);
  return `${degrees}°${String(minutes).padStart(2, '0')}′${String(seconds).padStart(2, '0')}″`;
}

/** A sidereal longitude [0, 360) as its degrees in its sign and the sign: "12°34′56″ Aquarius". */
export function formatLongitude(longitude: number): string {
  const wrapped = ((longitude % 360) + 360) % 360;
  const sign = Math.floor(wrapped / 30);
  return `${formatSignDegrees(wrapped - sign * 30)} ${SIGN_NAMES[sign] ?? ''}`;
}
