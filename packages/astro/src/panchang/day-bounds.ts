/**
 * The panchang day of a civil date at a place (panchang.md §1, §2): SR(D), the first sunrise after local
 * midnight of D, to SR(D+1); SS(D), the first sunset after SR(D); SS(D−1), the sunset before SR(D); and the
 * Moon's first rise and set inside the day. Local midnights are those of the one UTC offset of the request
 * (P15).
 *
 * Where the doc is silent: the day is polar (midnight to midnight, every sunrise-based item null) whenever
 * one of SR(D), SS(D) or SR(D+1) is missing, since the day and its divisions need all three; a missing
 * SS(D−1) (the first sunset after a polar night) only leaves Brahma muhurta out.
 */
import { findRiseSet, type EphemerisConfig, type SunriseConvention } from '../ephemeris.js';
import type { Place } from '../settings.js';

/** The Sun's instants of one panchang day (Julian days UT), all null on a polar day. */
export interface SolarDay {
  /** True when the Sun does not rise or set on the date: the day then runs midnight to midnight. */
  polar: boolean;
  /** Start of the panchang day: SR(D), or local midnight on a polar day. */
  start: number;
  /** End of the panchang day (exclusive): SR(D+1), or the next local midnight on a polar day. */
  end: number;
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  /** SS(D−1), the sunset that began the night before SR(D). */
  previousSunset: number | null;
}

/** A rise or set searched from `from` that counts only before `before`. */
function within(found: number | null, before: number): number | null {
  return found !== null && found < before ? found : null;
}

/** Rise and set search of one convention at one place. */
export interface Horizon {
  place: Place;
  convention: SunriseConvention;
  config: EphemerisConfig;
}

/** SR(D) searched from local midnight of D (Julian day UT): the first sunrise before the next midnight. */
export function findDaySunrise(horizon: Horizon, midnight: number): number | null {
  return within(
    findRiseSet(midnight, 'Sun', 'rise', horizon.place, horizon.convention, horizon.config),
    midnight + 1,
  );
}

/** SS(D): the first sunset after SR(D) and before SR(D+1). */
export function findDaySunset(horizon: Horizon, sunrise: number, nextSunrise: number): number | null {
  return within(
    findRiseSet(sunrise, 'Sun', 'set', horizon.place, horizon.convention, horizon.config),
    nextSunrise,
  );
}

/**
 * The panchang day from its Sun instants (Julian days UT): polar when SR(D), SS(D) or SR(D+1) is missing.
 * `midnight` is local midnight of D.
 */
export function toSolarDay(
  midnight: number,
  sunrise: number | null,
  sunset: number | null,
  nextSunrise: number | null,
  previousSunset: number | null,
): SolarDay {
  if (sunrise === null || nextSunrise === null || sunset === null) {
    const none = { sunrise: null, sunset: null, nextSunrise: null, previousSunset: null };
    return { polar: true, start: midnight, end: midnight + 1, ...none };
  }
  return { polar: false, start: sunrise, end: nextSunrise, sunrise, sunset, nextSunrise, previousSunset };
}

/** SS(D−1): the last sunset before SR(D), null when the Sun did not set in the day before it. */
export function findPreviousSunset(horizon: Horizon, sunrise: number): number | null {
  return within(
    findRiseSet(sunrise - 1, 'Sun', 'set', horizon.place, horizon.convention, horizon.config),
    sunrise,
  );
}

/** The Sun's instants of the panchang day of the date whose local midnight is `midnight` (Julian day UT). */
export function computeSolarDay(horizon: Horizon, midnight: number): SolarDay {
  const sunrise = findDaySunrise(horizon, midnight);
  const nextSunrise = findDaySunrise(horizon, midnight + 1);
  const sunset =
    sunrise !== null && nextSunrise !== null ? findDaySunset(horizon, sunrise, nextSunrise) : null;
  const previousSunset = sunrise !== null && sunset !== null ? findPreviousSunset(horizon, sunrise) : null;
  return toSolarDay(midnight, sunrise, sunset, nextSunrise, previousSunset);
}

/** The Moon's first rise and first set in [start, end) (Julian days UT), null where there is none. */
export function findMoonRiseSet(
  horizon: Horizon,
  start: number,
  end: number,
): { moonrise: number | null; moonset: number | null } {
  const { place, convention, config } = horizon;
  return {
    moonrise: within(findRiseSet(start, 'Moon', 'rise', place, convention, config), end),
    moonset: within(findRiseSet(start, 'Moon', 'set', place, convention, config), end),
  };
}
