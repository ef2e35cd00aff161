/**
 * The rate limits' store: counters in the database (table rate_counters) instead of each process's memory,
 * so every server process on one PostgreSQL database shares them (a sign-in limit of N a minute allows N in
 * total, not N per process); SQLite, one process, uses the same table. Bound: one row per key and route with a
 * live window; ended windows are swept every SWEEP_EVERY_HITS hits.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { deleteEndedRateCounters, hitRateCounter } from '../db/rate-counters.js';
import type { Database } from '../db/schema.js';

/** How many hits (per process) between two sweeps of ended windows. */
export const SWEEP_EVERY_HITS = 1000;

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** The store class @fastify/rate-limit constructs (global) and derives one child per limited route. */
export function sharedRateStore(db: Kysely<Database>, clock: Clock) {
  let hitsSinceSweep = 0;
  const sweep = (now: number) => {
    hitsSinceSweep += 1;
    if (hitsSinceSweep < SWEEP_EVERY_HITS) return;
    hitsSinceSweep = 0;
    // A failed sweep only leaves ended rows for the next one.
    deleteEndedRateCounters(db, now).catch(() => undefined);
  };
  return class SharedRateStore {
    readonly route: string;
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : '';
    }
    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = clock.now();
      // Hashed: the key may be an email or an address, and the table keeps neither.
      const keyHash = createHash('sha256').update(`${this.route}\n${key}`).digest('hex');
      hitRateCounter(db, keyHash, now, timeWindow).then(
        ({ hits, resetAt }) => {
          answer(null, { current: hits, ttl: Math.max(0, resetAt - now) });
          sweep(now);
        },
        (error: Error) => answer(error),
      );
    }
    // At run time the plugin passes the route's merged limit options, the route itself under routeInfo.
    child(options: object): SharedRateStore {
      const { routeInfo } = options as RouteOptions;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new SharedRateStore(`${method} ${routeInfo?.url ?? ''}`);
    }
  };
}
