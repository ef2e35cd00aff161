/**
 * The dasha chain and sub-period calls: the answers are @kpdesk/chart-answers'; here the client's cached birth
 * chart is loaded (ownership checked) and each answer kept with it for the variant last asked.
 */
import { answerDashaChain, answerSubPeriods, chainMomentOf, type AntaraIndices } from '@kpdesk/chart-answers';
import {
  NOW_MOMENT,
  formatMoment,
  type ChainMoment,
  type DashaChain,
  type SubPeriods,
} from '@kpdesk/contract';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { keepVariant } from '../chart-core/kept-answers.js';

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
  const at = chainMomentOf(e, moment, deps.clock.now());
  const key = moment === NOW_MOMENT ? 'dashachain-now' : 'dashachain-moment';
  return keepVariant(e, key, formatMoment(at), () => answerDashaChain(e, at));
}

/**
 * GET /chart/subperiods: the chosen antara's nine sookshmas, each with its nine pranas. Kept with the chart
 * for the antara last asked only: keeping every one of the 729 would grow each cached chart by megabytes.
 */
export async function getSubPeriods(
  deps: ChartDeps,
  astrologerId: number,
  { runningId, ...indices }: AntaraIndices & { runningId: number },
): Promise<SubPeriods> {
  const e = await loadClientChart(deps, astrologerId, runningId);
  const { dashaIndex, bhuktiIndex, antaraIndex } = indices;
  return keepVariant(e, 'subperiods', `${dashaIndex}/${bhuktiIndex}/${antaraIndex}`, () =>
    answerSubPeriods(e, indices),
  );
}
