/**
 * Birth Time Correction (chart-screens spec: panel, page, §4 and §8): a preview of a candidate birth time
 * that stores nothing, and the save and reset of POST /user/updatebirthtime. A save moves the client's write
 * stamp, so every chart call's cache key changes and every chart uses the corrected time at once.
 */
import { formatDms } from '@kpdesk/astro';
import { TRANSIT_MESSAGES, withSeconds, type BirthTimeChart, type LocalDateTime } from '@kpdesk/contract';
import { updateBirthTimeCorrected } from '../../db/clients.js';
import { notFound } from '../../errors.js';
import { toBirthChart } from '../charts/birth-charts.js';
import { loadClientChart, type ChartDeps } from '../charts/chart-loader.js';
import { buildClientChart, type ClientChart } from '../charts/client-chart.js';
import { toCuspalPositionTable, toPlanetaryPositionTable } from '../charts/position-rows.js';
import { CLIENT_NOT_FOUND, requireClient } from '../clients/clients.js';
import { splitMoment } from './moments.js';

function toBirthTimeChart(preview: ClientChart, moment: LocalDateTime): BirthTimeChart {
  const { chart, client, settings } = preview;
  return {
    dateStd: moment.date,
    time24: moment.time,
    birthdateStd: client.dob_date,
    birthtime24: withSeconds(client.dob_time),
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
 * birth place and zone) with the client's settings, margins included. Stores nothing; previews are kept in
 * the chart cache under the client's write stamp and settings, so scrubbing back and forth is cheap.
 */
export async function previewBirthTime(
  deps: ChartDeps,
  astrologerId: number,
  { userId, moment }: { userId: number; moment: string },
): Promise<BirthTimeChart> {
  const local = splitMoment(moment, TRANSIT_MESSAGES.birthTimeInvalid);
  const saved = await loadClientChart(deps, astrologerId, userId);
  const corrected = `${local.date} ${local.time}`;
  const key = [
    astrologerId,
    userId,
    'preview',
    saved.client.updated_at,
    JSON.stringify(saved.settings),
    corrected,
  ];
  const charts = deps.cache.clientCharts;
  const pending = charts.getOrSet(key.join(':'), async () =>
    buildClientChart({ ...saved.client, birth_time_corrected: corrected }, saved.settings, deps.ephePath),
  );
  const preview = await pending;
  const answer = preview.shaped('preview', () => toBirthTimeChart(preview, local));
  return { ...answer, birthTimeCorrected: saved.client.birth_time_corrected };
}

/**
 * POST /user/updatebirthtime: stores the corrected birth moment; the recorded birth date and time itself
 * (Reset) clears the correction, so Client Details shows none.
 */
export async function updateBirthTime(
  deps: ChartDeps,
  astrologerId: number,
  { id, birthTime }: { id: number; birthTime: LocalDateTime },
): Promise<{ code: '200'; birthTimeCorrected: string | null }> {
  const client = await requireClient(deps, astrologerId, id);
  const isRecorded = birthTime.date === client.dob_date && birthTime.time === withSeconds(client.dob_time);
  const corrected = isRecorded ? null : `${birthTime.date} ${birthTime.time}`;
  const isUpdated = await updateBirthTimeCorrected(deps.db, astrologerId, id, corrected, deps.clock.now());
  if (!isUpdated) throw notFound(CLIENT_NOT_FOUND);
  return { code: '200', birthTimeCorrected: corrected };
}
