import {
  LAST_DASHA_INDEX,
  type DashaDrilldown,
  type PlanetSchedule,
  type RunningPeriod,
  type SchedulePeriod,
} from '@kpdesk/contract';
import { findRunningPeriods, type Chart, type DashaPeriod } from '@kpdesk/astro';
import { formatCalendarDifference, formatLocalDateTime } from '../chart-core/dates.js';

/** Highest mahadasha index of the drilldown (nine mahadashas, 0..8). */

/** A period as the schedule calls answer it: lord, start and end on the birth clock (`offset` hours). */
export function toPeriod(p: DashaPeriod, offset: number): SchedulePeriod {
  return {
    lord: p.lord,
    start: formatLocalDateTime(p.start, offset),
    end: formatLocalDateTime(p.end, offset),
  };
}

/** GET /chart/planetschedule: nine mahadashas from the one running at birth, each with its nine bhuktis. */
export function toPlanetSchedule(chart: Chart, offset: number): PlanetSchedule {
  return {
    birthDate: formatLocalDateTime(chart.profile.julianDayUT, offset),
    dashas: chart.dasha.mahadashas.map((md) => ({
      ...toPeriod(md, offset),
      bhuktis: md.periods.map((b) => toPeriod(b, offset)),
    })),
  };
}

/** GET /chart/allplanetschedule: mahadasha `dashaIndex` (0..8) with its bhuktis and their antaras. */
export function toDashaDrilldown(chart: Chart, offset: number, dashaIndex: number): DashaDrilldown {
  const md = chart.dasha.mahadashas[dashaIndex];
  if (!md) throw new RangeError(`dashaIndex must be 0..${LAST_DASHA_INDEX}: ${dashaIndex}`);
  return {
    dashaIndex,
    dasha: toPeriod(md, offset),
    bhuktis: md.periods.map((b) => ({
      ...toPeriod(b, offset),
      antaras: b.periods.map((a) => toPeriod(a, offset)),
    })),
  };
}

/** Dasha, bhukti and antara: the levels of the periods running now in the client chart data. */
const CURRENT_LEVELS = 3;

/** What is left of a period at a moment, on the local calendar. */
function balanceAt(p: DashaPeriod, jdUT: number, offset: number): string {
  return formatCalendarDifference(jdUT, p.end, offset);
}

const NO_PERIOD: RunningPeriod = { name: null, start: null, end: null, period: null, balance: null };

/**
 * The dasha, bhukti and antara (andharam) running at a moment (Julian day UT), with their length and the
 * balance from the moment; null fields outside the 120-year schedule.
 */
export function findCurrentPeriods(
  chart: Chart,
  jdUT: number,
  offset: number,
): [RunningPeriod, RunningPeriod, RunningPeriod] {
  const chain = findRunningPeriods(chart.dasha, jdUT, CURRENT_LEVELS);
  const at = (level: number): RunningPeriod => {
    const p = chain[level];
    if (!p) return NO_PERIOD;
    return {
      name: p.lord,
      start: formatLocalDateTime(p.start, offset),
      end: formatLocalDateTime(p.end, offset),
      period: formatCalendarDifference(p.start, p.end, offset),
      balance: balanceAt(p, jdUT, offset),
    };
  };
  return [at(0), at(1), at(2)];
}

/**
 * A text that changes exactly when findCurrentPeriods' answer does: which periods run at `jdUT` (each
 * one's start) and each one's balance from it; every other field follows from the period. Costs the three
 * balances only, so an answer kept with the chart can be checked against the clock on every request.
 */
export function describeCurrentPeriods(chart: Chart, jdUT: number, offset: number): string {
  const chain = findRunningPeriods(chart.dasha, jdUT, CURRENT_LEVELS);
  return chain.map((p) => `${p.start}>${balanceAt(p, jdUT, offset)}`).join('|');
}
