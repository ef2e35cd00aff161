/**
 * Birth Time Correction (chart-screens spec: panel, page, §4 and §8): a preview of a candidate birth time
 * that stores nothing, and the save and reset of POST /user/updatebirthtime. A save moves the client's write
 * stamp, so every chart call's cache key changes and every chart uses the corrected time at once.
 */
import {
  recordedBirthOf,
  toBirthChart,
  toCuspalPositionTable,
  toPlanetaryPositionTable,
} from '@kpdesk/chart-answers';
import { formatDms } from '@kpdesk/astro';
import { formatMoment, type BirthTimeChart, type LocalMoment } from '@kpdesk/contract';
import { updateBirthTimeCorrected } from '../../db/clients.js';
import { notFound } from '../../errors.js';
import { loadChartInputs } from '../chart-core/chart-inputs.js';
import { chartAt, type ChartDeps } from '../chart-core/chart-loader.js';
import type { ClientChart } from '../chart-core/client-chart.js';
import { CLIENT_NOT_FOUND, requireClient } from '../clients/clients.js';

/** The preview answer of a chart cast for a candidate moment; birthTimeCorrected is filled by the caller. */
function toBirthTimeChart(preview: ClientChart): BirthTimeChart {
  const { chart, client, settings, moment, inputs } = preview;
  return {
    dateStd: moment.date,
    time24: moment.time,
    birthdateStd: inputs.recordedBirth.date,
    birthtime24: inputs.recordedBirth.time,
    birthTimeCorrected: null,
    date: moment.date,
    day: chart.panchang.civilWeekday,
    time: moment.time,
    timezone: client.birth_timezone,
    city: client.birth_city,
    latitude: client.birth_latitude,
    longitude: client.birth_longitude,
    ayanamsaName: chart.profile.ayanamsa.name,
    ayanamsaDegree: formatDms(chart.profile.ayanamsa.degrees),
    birthChart: toBirthChart(chart, preview.significators.selfSignificators, settings.chartType),
    planetPosition: toPlanetaryPositionTable(chart, preview.margins),
    cuspalPosition: toCuspalPositionTable(chart, preview.margins),
  };
}

/**
 * GET /chart/birthtimechart/{userId}/{moment}: the client's chart at a candidate birth moment (local at the
 * birth place and zone) with the client's settings, margins included. Stores nothing; the chart core keeps
 * candidates in the chart cache under the client's inputs version, so scrubbing back and forth is cheap.
 */
export async function previewBirthTime(
  deps: ChartDeps,
  astrologerId: number,
  { userId, moment }: { userId: number; moment: LocalMoment },
): Promise<BirthTimeChart> {
  const inputs = await loadChartInputs(deps, astrologerId, userId);
  const preview = await chartAt(deps, inputs, moment);
  const answer = preview.shaped('preview', () => toBirthTimeChart(preview));
  return { ...answer, birthTimeCorrected: inputs.birthTimeCorrected };
}

/**
 * POST /user/updatebirthtime: stores the corrected birth moment; the recorded birth date and time itself
 * (Reset) clears the correction, so Client Details shows none.
 */
export async function updateBirthTime(
  deps: ChartDeps,
  astrologerId: number,
  { id, birthTime }: { id: number; birthTime: LocalMoment },
): Promise<{ code: '200'; birthTimeCorrected: string | null }> {
  const client = await requireClient(deps, astrologerId, id);
  const corrected = formatMoment(birthTime);
  const stored = corrected === formatMoment(recordedBirthOf(client)) ? null : corrected;
  const isUpdated = await updateBirthTimeCorrected(deps.db, astrologerId, id, stored, deps.clock.now());
  if (!isUpdated) throw notFound(CLIENT_NOT_FOUND);
  return { code: '200', birthTimeCorrected: stored };
}
