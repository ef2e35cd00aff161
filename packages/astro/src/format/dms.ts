/**
 * Display formatting of angles (the one place where numbers become D°M′S″ text; calculations never use it).
 */
import { SIGNS, type SignIndex } from '../tables/signs.js';

/** Degrees as D°MM′SS″, rounded to the nearest second (e.g. 23.8666 → "23°52′00″"). Sign kept for negatives. */
export function formatDms(degrees: number): string {
  const sign = degrees < 0 ? '-' : '';
  const total = Math.round(Math.abs(degrees) * 3600);
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${sign}${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

/** A longitude's sign (an id) and its position in the sign as D°MM′SS″, truncated to the second. */
export function splitSignPosition(longitude: number): { sign: SignIndex; degree: string } {
  const total = Math.floor((((longitude % 360) + 360) % 360) * 3600 + 1e-6);
  const sign = Math.min(11, Math.floor(total / 108000)) as SignIndex;
  return { sign, degree: formatDms((total % 108000) / 3600) };
}

/** A longitude as sign and position in the sign, e.g. 140.3031 → "Leo 20°18′11″" (truncated to the second). */
export function formatSignPosition(longitude: number): string {
  const { sign, degree } = splitSignPosition(longitude);
  return `${SIGNS[sign] ?? ''} ${degree}`;
}
