/**
 * The chart core: the one place that turns a client and a moment into a chart. A client's chart is
 * computed ONCE per (inputs version, moment) and shared by every table of every call (caches in
 * chart-cache.ts); the birth moment and any override (a birth time preview, a rectification candidate) go
 * through the same key, so a candidate equal to the birth moment is the client's own chart.
 */
import { formatMoment, type LocalMoment } from '@kpdesk/contract';
import type { ClientDeps } from '../clients/deps.js';
import type { Work } from '../work/work-pool.js';
import type { ChartCache } from './chart-cache.js';
import { loadKeptChartInputs, type ChartInputs } from './chart-inputs.js';
import { buildClientChart, type ClientChart } from './client-chart.js';

/** What a service that casts charts needs: database, clock and the ephemeris folder (null = Moshier). */
export interface EngineDeps extends ClientDeps {
  ephePath: string | null;
}

/** What the client chart services need: the engine's, the caches and the worker threads. */
export interface ChartDeps extends EngineDeps {
  cache: ChartCache;
  /** Heavy calculations (searches, rectification, a panchang month) run here, off the event loop. */
  work: Work;
}

/**
 * The cache key of a client's chart: astrologer, client number, inputs version and the moment cast. Any
 * edit of the birth data or of either settings moves the version, so a stale chart is never served.
 */
function keyOf({ client, version }: ChartInputs, moment: LocalMoment): string {
  return [client.astrologer_id, client.running_id, version, formatMoment(moment)].join(':');
}

/** The key of each kept inputs' birth chart, made once: nearly every chart call asks for it. */
const birthChartKeys = new WeakMap<ChartInputs, string>();

function chartKey(inputs: ChartInputs, moment: LocalMoment): string {
  if (moment !== inputs.birth) return keyOf(inputs, moment);
  let key = birthChartKeys.get(inputs);
  if (key === undefined) birthChartKeys.set(inputs, (key = keyOf(inputs, moment)));
  return key;
}

/**
 * The chart of a client's inputs at `moment` (default: the birth moment), from the cache when computed
 * before. A failed computation is dropped from the cache by getOrSet, so the next call tries again.
 */
export function chartAt(
  deps: ChartDeps,
  inputs: ChartInputs,
  moment: LocalMoment = inputs.birth,
): Promise<ClientChart> {
  return deps.cache.clientCharts.getOrSet(chartKey(inputs, moment), async () =>
    buildClientChart(inputs, moment, deps.ephePath),
  );
}

/** The client's chart at its birth moment; 404 when not this astrologer's. */
export async function loadClientChart(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<ClientChart> {
  return chartAt(deps, await loadKeptChartInputs(deps, astrologerId, runningId));
}
