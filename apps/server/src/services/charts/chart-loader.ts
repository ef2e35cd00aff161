/**
 * Loading a client's chart for the chart calls, computed ONCE per (client birth data, effective settings)
 * and shared by every table of every chart call (caches in chart-cache.ts). A call reads the client, both
 * settings and their write stamps in one query, which is also its one ownership check.
 */
import { computeChart, computeSelfSignificators, toChartLords } from '@kpdesk/astro';
import type { EffectiveSettings } from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import type { ClientDeps } from '../clients/deps.js';
import { loadChartInputs } from '../settings/settings.js';
import type { ChartCache, TransitEntry, TransitPlace } from './chart-cache.js';
import { buildClientChart, toEngineSettings, type ClientChart } from './client-chart.js';
import { formatLocalDateTime, toJulianDayFromMs } from './dates.js';

/** What the chart services need: database, clock, the ephemeris folder (null = Moshier) and the caches. */
export interface ChartDeps extends ClientDeps {
  ephePath: string | null;
  cache: ChartCache;
}

const MS_PER_MINUTE = 60_000;

/** The client's chart and settings, from the cache when its inputs are unchanged; 404 when not yours. */
export async function loadClientChart(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<ClientChart> {
  const { client, settings, version } = await loadChartInputs(deps, astrologerId, runningId);
  const key = `${astrologerId}:${runningId}:${version}`;
  // A failed computation is dropped from the cache by getOrSet, so the next call tries again.
  return deps.cache.clientCharts.getOrSet(key, async () => buildClientChart(client, settings, deps.ephePath));
}

function toTransitPlace(row: {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: number;
}): TransitPlace | null {
  const city = row.city?.trim() ?? '';
  if (!city || row.latitude === null || row.longitude === null) return null;
  return { city, latitude: row.latitude, longitude: row.longitude, timezone: row.timezone };
}

function computeTransit(
  place: TransitPlace,
  minuteMs: number,
  settings: EffectiveSettings,
  ephePath: string | null,
): TransitEntry {
  const julianDayUT = toJulianDayFromMs(minuteMs);
  const [date = '', time = ''] = formatLocalDateTime(julianDayUT, place.timezone).split(' ');
  const chart = computeChart({
    date,
    time,
    utcOffsetHours: place.timezone,
    place: { latitude: place.latitude, longitude: place.longitude },
    settings: toEngineSettings(settings, ephePath),
  });
  return { place, julianDayUT, chart, self: computeSelfSignificators(toChartLords(chart)) };
}

function transitKey(place: TransitPlace, minuteMs: number, s: EffectiveSettings): string {
  const settings = [s.ayanamsa, s.ayanamsaCorrection, s.nodeType, s.dashaYearDays];
  return [place.latitude, place.longitude, place.timezone, minuteMs, ...settings].join(':');
}

/** The astrologer's profile place (city, coordinates, zone), or null when the profile has no city. */
export async function loadProfilePlace(deps: ChartDeps, astrologerId: number): Promise<TransitPlace | null> {
  const astrologer = await findAstrologerById(deps.db, astrologerId);
  return astrologer ? toTransitPlace(astrologer) : null;
}

/** The chart of a moment (ms since the epoch) at a place with a client's settings, from the transit cache. */
export function loadTransitAt(
  deps: ChartDeps,
  place: TransitPlace,
  momentMs: number,
  settings: EffectiveSettings,
): TransitEntry {
  const key = transitKey(place, momentMs, settings);
  return deps.cache.transits.getOrSet(key, () => computeTransit(place, momentMs, settings, deps.ephePath));
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
  const minuteMs = Math.floor(deps.clock.now() / MS_PER_MINUTE) * MS_PER_MINUTE;
  return loadTransitAt(deps, place, minuteMs, settings);
}
