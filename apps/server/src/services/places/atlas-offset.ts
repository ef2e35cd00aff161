import { find as findTimeZones } from 'geo-tz/all';
import { utcOffsetAt } from './utc-offset.js';

/** The IANA zone of some coordinates and the offset it had at a local moment. */
export interface AtlasOffset {
  /** e.g. 'Asia/Kolkata'. */
  timeZone: string;
  /** Hours east of UTC, historical rules included. */
  utcOffsetHours: number;
}

/**
 * The offset in force at a place's coordinates on a local date and time, from the zone the coordinates lie in
 * (geo-tz) and the IANA history of that zone (utcOffsetAt): New York 1990-07-15 is -4, Kolkata 1943 +6.5.
 * Undefined where neither knows (an unreadable date or time).
 */
export function findAtlasOffset(
  latitude: number,
  longitude: number,
  localDate: string,
  localTime: string,
): AtlasOffset | undefined {
  const timeZone = findTimeZones(latitude, longitude)[0];
  if (timeZone === undefined) return undefined;
  try {
    return { timeZone, utcOffsetHours: utcOffsetAt(timeZone, localDate, localTime) };
  } catch {
    return undefined;
  }
}
