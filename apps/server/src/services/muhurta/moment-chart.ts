/**
 * POST /muhurta/chart: the chart of a window's start at the search's place, cast with the astrologer's
 * settings as the search's moment charts are, drawn in their chart style with the KP position tables.
 */
import {
  toBirthChart,
  toChartProfile,
  toCuspalPositionTable,
  toEngineSettings,
  toPlanetaryPositionTable,
} from '@kpdesk/chart-answers';
import { computeChart, computeChartSignificators } from '@kpdesk/astro';
import {
  formatMoment,
  resolveEffectiveSettings,
  type MuhurtaChartData,
  type MuhurtaChartRequest,
} from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';

/** The chart of the moment with the drawing and the position tables. */
export async function castMuhurtaChart(
  deps: ChartDeps,
  astrologerId: number,
  request: MuhurtaChartRequest,
): Promise<MuhurtaChartData> {
  const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  const chart = computeChart({
    ...request.moment,
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    settings: toEngineSettings(settings, deps.ephePath),
  });
  const { selfSignificators } = computeChartSignificators(chart);
  return {
    moment: formatMoment(request.moment),
    birthChart: toBirthChart(chart, selfSignificators, settings.chartType),
    planetPosition: toPlanetaryPositionTable(chart, null),
    cuspalPosition: toCuspalPositionTable(chart, null),
    profile: toChartProfile(chart, settings.chartType),
  };
}
