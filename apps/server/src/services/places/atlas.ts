import { LOCATION_SEARCH_MIN_LENGTH, LOCATION_SEARCH_SHORT_MESSAGE } from '@kpdesk/contract';
import { badRequest } from '../../errors.js';
import { getSharedPlaceIndex, searchPlaces } from './place-index.js';
import { isDaylightSavingAt, utcOffsetAt } from './utc-offset.js';

/** GET /search/coordinate/{text}: place suggestions, refused under 3 characters. */
export function suggestPlaces(text: string) {
  if (text.trim().length < LOCATION_SEARCH_MIN_LENGTH) throw badRequest(LOCATION_SEARCH_SHORT_MESSAGE);
  return searchPlaces(getSharedPlaceIndex(), text).map((p) => ({ ...p }));
}

/**
 * GET /search/utcoffset: the offset in force at a zone's local moment and whether it is daylight saving
 * time; a clear refusal for a bad input.
 */
export function findUtcOffset(query: { timeZone: string; date: string; time: string }) {
  try {
    const utcOffsetHours = utcOffsetAt(query.timeZone, query.date, query.time);
    return {
      utcOffsetHours,
      isDaylightSaving: isDaylightSavingAt(query.timeZone, query.date, utcOffsetHours),
    };
  } catch {
    throw badRequest('Enter a valid time zone, date and time');
  }
}
