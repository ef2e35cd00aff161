/**
 * POST /muhurta/chart: the chart of a window's start at the search's place (answerMuhurtaChart of
 * @kpdesk/chart-answers), cast with the astrologer's settings read here.
 */
import { answerMuhurtaChart } from '@kpdesk/chart-answers';
import { resolveEffectiveSettings, type MuhurtaChartData, type MuhurtaChartRequest } from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';

/** The chart of the moment with the drawing and the position tables. */
export async function castMuhurtaChart(
  deps: ChartDeps,
  astrologerId: number,
  request: MuhurtaChartRequest,
): Promise<MuhurtaChartData> {
  const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  return answerMuhurtaChart(request, settings, deps.ephePath);
}
