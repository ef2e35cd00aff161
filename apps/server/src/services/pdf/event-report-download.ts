/**
 * GET /pdf/report/{runningId}/{eventKey}: the event report as a download. Read through the event services the
 * Advanced Stellar System page uses (on the event loop); drawn in a worker thread, within the astrologer's
 * share of the pool.
 */
import { Readable } from 'node:stream';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import type { DownloadAnswer } from '../download-answer.js';
import { getPiltChart, getProsperityChart } from '../events/analysers.js';
import { getEventData } from '../events/event-data.js';
import { eventReportFileName, type EventReportInput } from './event-report.js';
import { loadSheetSubject, plainSubject } from './sheet-data.js';

/** What the report of the astrologer's client for `eventKey` prints (404 when the client is not theirs). */
async function readEventReport(
  deps: ChartDeps,
  astrologerId: number,
  params: { runningId: number; eventKey: string },
): Promise<EventReportInput> {
  const event = await getEventData(deps, astrologerId, {
    userId: params.runningId,
    eventKey: params.eventKey,
  });
  const target = { userId: params.runningId, eventId: event.currentEvent.id };
  return {
    subject: plainSubject(await loadSheetSubject(deps, astrologerId, params.runningId)),
    event,
    prosperity: await getProsperityChart(deps, astrologerId, target),
    pilt: await getPiltChart(deps, astrologerId, target),
  };
}

/** The report of the astrologer's client for the event `eventKey` as a PDF download. */
export async function buildEventReport(
  deps: ChartDeps,
  astrologerId: number,
  params: { runningId: number; eventKey: string },
): Promise<DownloadAnswer> {
  deps.work.admit(astrologerId);
  const input = await readEventReport(deps, astrologerId, params);
  const bytes = await deps.work.run('eventReportPdf', input, astrologerId);
  return { fileName: eventReportFileName(input), file: Readable.from([Buffer.from(bytes)]) };
}
