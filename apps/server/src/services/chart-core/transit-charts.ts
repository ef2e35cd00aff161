/**
 * Transit charts: the chart of a minute (or a chosen moment) at the astrologer's profile place, cast with a
 * client's effective settings (castTransit of @kpdesk/chart-answers), shared through the transit cache by every
 * client with the same settings.
 */
import { castTransit, transitMinuteOf, transitPlaceOf, type TransitPlace } from '@kpdesk/chart-answers';
import type { EffectiveSettings } from '@kpdesk/contract';
import { findProfilePlace } from '../../db/astrologers.js';
import type { TransitEntry } from './chart-cache.js';
import type { ChartDeps } from './chart-loader.js';

/**
 * The cache key of a transit chart. The city is part of it because the answers show the entry's city: two
 * astrologers at the same coordinates under other names must not see each other's.
 */
function transitKey(place: TransitPlace, momentMs: number, s: EffectiveSettings): string {
  const settings = [s.ayanamsa, s.ayanamsaCorrection, s.nodeType, s.dashaYearDays];
  return JSON.stringify([place.city, place.latitude, place.longitude, place.timezone, momentMs, ...settings]);
}

/** The astrologer's profile place (city, coordinates, zone), or null when the profile has no city. */
export async function loadProfilePlace(deps: ChartDeps, astrologerId: number): Promise<TransitPlace | null> {
  const profile = await findProfilePlace(deps.db, astrologerId);
  return profile ? transitPlaceOf(profile) : null;
}

/** The chart of a moment (ms since the epoch) at a place with a client's settings, from the transit cache. */
export function loadTransitAt(
  deps: ChartDeps,
  place: TransitPlace,
  momentMs: number,
  settings: EffectiveSettings,
): TransitEntry {
  const key = transitKey(place, momentMs, settings);
  return deps.cache.transits.getOrSet(key, () => ({
    key,
    ...castTransit(place, momentMs, settings, deps.ephePath),
  }));
}

/**
 * The chart of the current minute at the astrologer's profile place, cast with a client's effective
 * settings (from that client's loaded chart, which also checked ownership); null when the profile has no
 * place.
 */
export async function loadTransitOfNow(
  deps: ChartDeps,
  astrologerId: number,
  settings: EffectiveSettings,
): Promise<TransitEntry | null> {
  const place = await loadProfilePlace(deps, astrologerId);
  if (!place) return null;
  return loadTransitAt(deps, place, transitMinuteOf(deps.clock.now()), settings);
}
