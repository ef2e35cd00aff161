/**
 * The caches of computed charts, one per app, passed to the chart services as a dependency.
 *
 * - Client charts: an LRU of at most `maxCharts` (default 500) entries keyed by
 *   `astrologerId:runningId:version:moment` (chart-loader.ts), where version is the chart-inputs version
 *   (chart-inputs.ts): the write stamps of the client row (birth data), the astrologer's settings and the
 *   client's settings, which only move forward, and moment the local moment cast (the birth moment, or a
 *   preview's candidate). It stands in for a hash of birth data and effective settings: any edit of either
 *   changes the key, so a stale chart is never served. The entry is the promise of the chart, so
 *   concurrent first calls compute it once; a failed computation is forgotten.
 * - Chart inputs: the last inputs read of each client with their version, so a cached chart call reads
 *   only the three write stamps to know its inputs still hold (chart-inputs.ts: loadKeptChartInputs).
 * - Transit charts: an LRU (default 200) keyed by place (its name too, which the answers show), UTC offset,
 *   the minute and the engine settings, so all clients with the same settings share one transit chart per
 *   minute and place.
 * Each process has its own caches; correctness across processes rests on the version key, not on sharing.
 */
import type { TransitCast } from '@kpdesk/chart-answers';
import type { ChartInputs } from './chart-inputs.js';
import type { ClientChart } from './client-chart.js';
import { LruCache } from './lru-cache.js';

/** Bounds of the caches. */
export interface ChartCacheOptions {
  maxCharts?: number;
  maxTransits?: number;
}

/** A transit chart of one minute at one place, with its key in the cache. */
export interface TransitEntry extends TransitCast {
  /** Its key in the cache: place (city included), minute and engine settings; equal keys, equal charts. */
  key: string;
}

/** The caches. */
export interface ChartCache {
  clientCharts: LruCache<Promise<ClientChart>>;
  /** The last chart inputs read of each client, keyed `astrologerId:runningId`, as many as charts. */
  inputs: LruCache<ChartInputs>;
  transits: LruCache<TransitEntry>;
}

/** New, empty caches. */
export function createChartCache(options: ChartCacheOptions = {}): ChartCache {
  return {
    clientCharts: new LruCache<Promise<ClientChart>>(options.maxCharts ?? 500),
    inputs: new LruCache<ChartInputs>(options.maxCharts ?? 500),
    transits: new LruCache<TransitEntry>(options.maxTransits ?? 200),
  };
}
