/**
 * The five-level dasha chain of a moment and the sookshmas and pranas under a chosen antara, on the client's
 * birth clock, from the client's cast birth chart (its dasha year setting included).
 */
import {
  DASHA_LEVELS,
  NOW_MOMENT,
  formatMoment,
  momentAtOffset,
  type ChainMoment,
  type DashaChain,
  type LocalMoment,
  type SubPeriods,
} from '@kpdesk/contract';
import { computeDashaBalance, computeSubPeriods, findRunningPeriods } from '@kpdesk/astro/engine';
import type { CastChart } from './cast-chart.js';
import { toJulianDay } from './dates.js';
import { toPeriod } from './schedule.js';

/** The local moment on the client's birth clock a chain is asked for ('now': `nowMs`, to the second). */
export function chainMomentOf(e: CastChart, moment: ChainMoment, nowMs: number): LocalMoment {
  return moment === NOW_MOMENT ? momentAtOffset(nowMs, e.client.birth_timezone) : moment;
}

/** GET /chart/dashachain/{runningId}/{moment}: the periods running at `at` (see chainMomentOf). */
export function answerDashaChain(e: CastChart, at: LocalMoment): DashaChain {
  const offset = e.client.birth_timezone;
  const running = findRunningPeriods(e.chart.dasha, toJulianDay(at, offset), DASHA_LEVELS.length);
  return {
    moment: formatMoment(at),
    balanceAtBirth: computeDashaBalance(e.chart.dasha),
    chain: running.map((p, i) => ({ level: DASHA_LEVELS[i] ?? 'prana', ...toPeriod(p, offset) })),
  };
}

/** The indices of an antara in the schedule: mahadasha from the birth one, its bhukti, the bhukti's antara. */
export interface AntaraIndices {
  dashaIndex: number;
  bhuktiIndex: number;
  antaraIndex: number;
}

/** GET /chart/subperiods: the chosen antara's nine sookshmas, each with its nine pranas. */
export function answerSubPeriods(
  e: CastChart,
  { dashaIndex, bhuktiIndex, antaraIndex }: AntaraIndices,
): SubPeriods {
  const offset = e.client.birth_timezone;
  const dasha = e.chart.dasha.mahadashas[dashaIndex];
  const bhukti = dasha?.periods[bhuktiIndex];
  const antara = bhukti?.periods[antaraIndex];
  // The contract bounds every index to 0..8 and every level has nine periods.
  if (!dasha || !bhukti || !antara) throw new RangeError('antara indices outside 0..8');
  return {
    dasha: toPeriod(dasha, offset),
    bhukti: toPeriod(bhukti, offset),
    antara: toPeriod(antara, offset),
    sookshmas: computeSubPeriods(antara, 2).map((s) => ({
      ...toPeriod(s, offset),
      pranas: s.periods.map((p) => toPeriod(p, offset)),
    })),
  };
}
