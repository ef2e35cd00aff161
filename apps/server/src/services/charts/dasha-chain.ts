/**
 * The five-level dasha chain of a moment and the sookshmas and pranas under a chosen antara,
 * on the client's birth clock, from the client's cached birth chart (its dasha year setting included).
 */
import {
  DASHA_LEVELS,
  NOW_MOMENT,
  formatMoment,
  momentAtOffset,
  type ChainMoment,
  type DashaChain,
  type SubPeriods,
} from '@kpdesk/contract';
import { computeDashaBalance, computeSubPeriods, findRunningPeriods } from '@kpdesk/astro';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { toJulianDay } from '../chart-core/dates.js';
import { keepVariant } from '../chart-core/kept-answers.js';
import { toPeriod } from './schedule.js';

/**
 * GET /chart/dashachain/{runningId}/{moment}: the periods running at the moment ('now' = the server clock,
 * to the second). The answer names its moment, so it is kept with the chart for the moment last asked, one
 * for 'now' and one for a chosen moment.
 */
export async function getDashaChain(
  deps: ChartDeps,
  astrologerId: number,
  { runningId, moment }: { runningId: number; moment: ChainMoment },
): Promise<DashaChain> {
  const e = await loadClientChart(deps, astrologerId, runningId);
  const offset = e.client.birth_timezone;
  const isNow = moment === NOW_MOMENT;
  const at = isNow ? momentAtOffset(deps.clock.now(), offset) : moment;
  const key = isNow ? 'dashachain-now' : 'dashachain-moment';
  return keepVariant(e, key, formatMoment(at), () => {
    const running = findRunningPeriods(e.chart.dasha, toJulianDay(at, offset), DASHA_LEVELS.length);
    return {
      moment: formatMoment(at),
      balanceAtBirth: computeDashaBalance(e.chart.dasha),
      chain: running.map((p, i) => ({ level: DASHA_LEVELS[i] ?? 'prana', ...toPeriod(p, offset) })),
    };
  });
}

/** The indices of an antara in the schedule: mahadasha from the birth one, its bhukti, the bhukti's antara. */
interface AntaraIndices {
  runningId: number;
  dashaIndex: number;
  bhuktiIndex: number;
  antaraIndex: number;
}

/**
 * GET /chart/subperiods: the chosen antara's nine sookshmas, each with its nine pranas. Kept with the chart
 * for the antara last asked only: keeping every one of the 729 would grow each cached chart by megabytes.
 */
export async function getSubPeriods(
  deps: ChartDeps,
  astrologerId: number,
  { runningId, dashaIndex, bhuktiIndex, antaraIndex }: AntaraIndices,
): Promise<SubPeriods> {
  const e = await loadClientChart(deps, astrologerId, runningId);
  const offset = e.client.birth_timezone;
  const dasha = e.chart.dasha.mahadashas[dashaIndex];
  const bhukti = dasha?.periods[bhuktiIndex];
  const antara = bhukti?.periods[antaraIndex];
  // The contract bounds every index to 0..8 and every level has nine periods.
  if (!dasha || !bhukti || !antara) throw new RangeError('antara indices outside 0..8');
  return keepVariant(e, 'subperiods', `${dashaIndex}/${bhuktiIndex}/${antaraIndex}`, () => ({
    dasha: toPeriod(dasha, offset),
    bhukti: toPeriod(bhukti, offset),
    antara: toPeriod(antara, offset),
    sookshmas: computeSubPeriods(antara, 2).map((s) => ({
      ...toPeriod(s, offset),
      pranas: s.periods.map((p) => toPeriod(p, offset)),
    })),
  }));
}
