/**
 * GET /pdf/lifeevents/{runningId}: the life-events PDF as a download. The events with their periods, the
 * schedule and the chart's Ascendant lords are read on the event loop through the services the page uses; the
 * drawing runs in a worker thread, within the astrologer's share of the pool.
 */
import { Readable } from 'node:stream';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { getPlanetSchedule } from '../charts/chart-calls.js';
import type { DownloadAnswer } from '../download-answer.js';
import { listClientLifeEvents } from '../life-events/life-events.js';
import { lifeEventsFileName, type LifeEventsReportInput } from './life-events-report.js';
import { loadSheetSubject, plainSubject } from './sheet-data.js';

/** What the life-events PDF of the astrologer's client prints (404 when the client is not theirs). */
async function readLifeEventsReport(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<LifeEventsReportInput> {
  const subject = plainSubject(await loadSheetSubject(deps, astrologerId, runningId));
  const { events } = await listClientLifeEvents(deps, astrologerId, runningId);
  const schedule = await getPlanetSchedule(deps, astrologerId, { userId: runningId });
  const { signLord, starLord, subLord } = (await loadClientChart(deps, astrologerId, runningId)).chart
    .ascendant;
  return { subject, events, schedule, lords: { signLord, starLord, subLord } };
}

/** The life events of the astrologer's client as a PDF download. */
export async function buildLifeEventsReport(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<DownloadAnswer> {
  deps.work.admit(astrologerId);
  const input = await readLifeEventsReport(deps, astrologerId, runningId);
  const bytes = await deps.work.run('lifeEventsPdf', input, astrologerId);
  return { fileName: lifeEventsFileName(input), file: Readable.from([Buffer.from(bytes)]) };
}
