/**
 * GET /pdf/kpsheet/{runningId}: the KP sheet as a download. Every value comes from the service of the matching
 * page (the event loop reads them, mostly from the chart cache), so the sheet and the pages agree; the drawing,
 * font shaping and subsetting run in a worker thread, within the astrologer's share of the pool.
 */
import { Readable } from 'node:stream';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { getBirthChart, getChartTable, getPlanetSchedule } from '../charts/chart-calls.js';
import type { DownloadAnswer } from '../download-answer.js';
import { kpSheetFileName, type KpSheetInput } from './kp-sheet.js';
import { loadSheetSubject, plainSubject } from './sheet-data.js';

/** What the KP sheet of the astrologer's client prints (404 when the client is not theirs). */
async function readKpSheet(deps: ChartDeps, astrologerId: number, runningId: number): Promise<KpSheetInput> {
  const subject = plainSubject(await loadSheetSubject(deps, astrologerId, runningId));
  const input = { userId: runningId };
  return {
    subject,
    chart: await getBirthChart(deps, astrologerId, input),
    tables: {
      planets: await getChartTable(deps, astrologerId, input, 'planetaryPosition'),
      cusps: await getChartTable(deps, astrologerId, input, 'cuspalPosition'),
      self: await getChartTable(deps, astrologerId, input, 'selfSignificators'),
      cuspal: await getChartTable(deps, astrologerId, input, 'cuspalSignificatorCuspalView'),
    },
    schedule: await getPlanetSchedule(deps, astrologerId, input),
  };
}

/** The KP sheet of the astrologer's client as a PDF download. */
export async function buildKpSheet(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<DownloadAnswer> {
  deps.work.admit(astrologerId);
  const input = await readKpSheet(deps, astrologerId, runningId);
  const bytes = await deps.work.run('kpSheetPdf', input, astrologerId);
  return { fileName: kpSheetFileName(input.subject), file: Readable.from([Buffer.from(bytes)]) };
}
