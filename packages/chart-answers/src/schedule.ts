import {
  LAST_DASHA_INDEX,
  type DashaDrilldown,
  type PlanetSchedule,
  type RunningPeriod,
  type SchedulePeriod,
} from '@kpdesk/contract';
import { findRunningPeriods, type Chart, type DashaPeriod } from '@kpdesk/astro/engine';
import { formatCalendarDifference, formatLocalDateTime } from './dates.js';

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
 * balances only.
 */
export function describeCurrentPeriodsAt(chart: Chart, jdUT: number, offset: number): string {
  const chain = findRunningPeriods(chart.dasha, jdUT, CURRENT_LEVELS);
  return chain.map((p) => `${p.start}>${balanceAt(p, jdUT, offset)}`).join('|');
}

/** A description and the span of moments (Julian days UT, both ends included) where it is known to hold. */
interface KnownDescription {
  offset: number;
  from: number;
  until: number;
  text: string;
}

/** How far ahead a description is tried: a minute. */
const LOOK_AHEAD_DAYS = 60 / 86_400;
/** The finest step a change is located to: a millisecond. */
const MS_IN_DAYS = 1 / 86_400_000;

const knownDescriptions = new WeakMap<Chart, KnownDescription>();

/**
 * describeCurrentPeriodsAt, worked out about once a minute per chart instead of on every request (the
 * userdata call checks its kept answer against the clock each time; the three calendar differences were
 * most of that call's own work). Exact, because the text cannot change and change back: a period
 * runs over one unbroken span, and a balance (whole months, then days) only falls as the moment moves on.
 * So when the text a minute ahead is the same, it holds for the whole minute; when not, the last
 * millisecond it holds is found by halving.
 */
export function describeCurrentPeriods(chart: Chart, jdUT: number, offset: number): string {
  const known = knownDescriptions.get(chart);
  if (known && known.offset === offset && known.from <= jdUT && jdUT <= known.until) return known.text;
  const text = describeCurrentPeriodsAt(chart, jdUT, offset);
  let until = jdUT + LOOK_AHEAD_DAYS;
  if (describeCurrentPeriodsAt(chart, until, offset) !== text) {
    let holds = jdUT;
    while (until - holds > MS_IN_DAYS) {
      const middle = (holds + until) / 2;
      if (describeCurrentPeriodsAt(chart, middle, offset) === text) holds = middle;
      else until = middle;
    }
    until = holds;
  }
  knownDescriptions.set(chart, { offset, from: jdUT, until, text });
  return text;
}
