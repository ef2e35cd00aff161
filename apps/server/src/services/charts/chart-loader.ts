/**
 * Loading a client's chart for the chart calls, computed ONCE per (client birth data, effective settings)
 * and shared by every table of every chart call.
 *
 * Cache design:
 * - Client charts: an in-process LRU of at most `maxCharts` (default 500) entries keyed by
 *   `astrologerId:runningId:version`, where version is the chart-inputs version of the settings service:
 *   the write stamps of the client row (birth data), the astrologer's settings and the client's settings,
 *   which only move forward. It stands in for a hash of birth data and effective settings: any edit of
 *   either changes the key, so a stale chart is never served, and it costs one indexed query (which is also
 *   the ownership check: another astrologer's client is a 404 before anything is computed). The entry is
 *   the promise of the chart, so concurrent first calls compute it once; a failed computation is forgotten.
 *   Significators and sub-lord margins are computed on first read and kept with the entry. The current
 *   dasha periods depend on the clock and are derived per call, never cached.
 * - Transit charts: a second LRU (default 200) keyed by place, UTC offset, the minute and the engine
 *   settings, so all clients with the same settings share one transit chart per minute and place.
 * Each process has its own cache; correctness across processes rests on the version key, not on sharing.
 */
import {
  computeChart,
  computeSelfSignificators,
  toChartLords,
  type Chart,
  type SelfSignificatorRow,
} from '@kpdesk/astro';
import type { EffectiveSettings } from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import { requireClient } from '../clients/clients.js';
import type { ClientDeps } from '../clients/deps.js';
import { getChartInputsVersion, getEffectiveSettings } from '../settings/settings.js';
import { buildClientChart, toEngineSettings, type ClientChart } from './client-chart.js';
import { formatLocalDateTime, toJulianDayFromMs } from './dates.js';
import { LruCache } from './lru-cache.js';

/** What the chart services need: the database, the clock and the ephemeris folder (null = Moshier). */
export interface ChartDeps extends ClientDeps {
  ephePath: string | null;
}

/** Bounds of the two caches. */
export interface ChartCacheOptions {
  maxCharts?: number;
  maxTransits?: number;
}

/** The astrologer's profile place, where transit charts are cast. */
export interface TransitPlace {
  city: string;
  latitude: number;
  longitude: number;
  /** Hours east of UTC. */
  timezone: number;
}

/** A transit chart of one minute at one place. */
export interface TransitEntry {
  place: TransitPlace;
  /** Julian day UT of the minute. */
  julianDayUT: number;
  chart: Chart;
  self: SelfSignificatorRow[];
}

/** Loads charts through the caches. */
export interface ChartService {
  deps: ChartDeps;
  /** The client's chart and settings; 404 when the client is not this astrologer's. */
  loadClientChart(astrologerId: number, runningId: number): Promise<ClientChart>;
  /**
   * The chart of the current minute at the astrologer's profile place, cast with a client's effective
   * settings (from that client's loaded chart, which also checked ownership); null when the profile has no
   * place.
   */
  loadTransitChart(astrologerId: number, settings: EffectiveSettings): Promise<TransitEntry | null>;
  /** Number of client charts held (for tests of the cache). */
  readonly cachedCharts: number;
}

const MS_PER_MINUTE = 60_000;

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
) {
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

async function computeClientChart(deps: ChartDeps, astrologerId: number, runningId: number) {
  const [client, settings] = await Promise.all([
    requireClient(deps, astrologerId, runningId),
    getEffectiveSettings(deps, astrologerId, runningId),
  ]);
  return buildClientChart(client, settings, deps.ephePath);
}

async function loadClientChart(
  deps: ChartDeps,
  charts: LruCache<Promise<ClientChart>>,
  astrologerId: number,
  runningId: number,
): Promise<ClientChart> {
  const version = await getChartInputsVersion(deps, astrologerId, runningId);
  const key = `${astrologerId}:${runningId}:${version}`;
  const pending = charts.getOrSet(key, () => computeClientChart(deps, astrologerId, runningId));
  return pending.catch((error: unknown) => {
    charts.delete(key);
    throw error;
  });
}

async function findProfilePlace(deps: ChartDeps, astrologerId: number): Promise<TransitPlace | null> {
  const astrologer = await findAstrologerById(deps.db, astrologerId);
  return astrologer ? toTransitPlace(astrologer) : null;
}

/** Creates the chart service of one app, with its own caches. */
export function createChartService(deps: ChartDeps, options: ChartCacheOptions = {}): ChartService {
  const charts = new LruCache<Promise<ClientChart>>(options.maxCharts ?? 500);
  const transits = new LruCache<TransitEntry>(options.maxTransits ?? 200);
  const load = (astrologerId: number, runningId: number) =>
    loadClientChart(deps, charts, astrologerId, runningId);
  return {
    deps,
    get cachedCharts() {
      return charts.size;
    },
    loadClientChart: load,
    async loadTransitChart(astrologerId, settings) {
      const place = await findProfilePlace(deps, astrologerId);
      if (!place) return null;
      const minuteMs = Math.floor(deps.clock.now() / MS_PER_MINUTE) * MS_PER_MINUTE;
      const key = transitKey(place, minuteMs, settings);
      return transits.getOrSet(key, () => computeTransit(place, minuteMs, settings, deps.ephePath));
    },
  };
}
