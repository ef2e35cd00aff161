import { buildCallUrl, pdfCalls as calls, type CallSpec } from '@kpdesk/contract';
import { downloadFile, type DownloadedFile } from './download';

/** A file call with its path parameters filled in, as the download helper fetches it. */
const withParams = (call: CallSpec, params: Record<string, string | number>): CallSpec => ({
  ...call,
  path: buildCallUrl(call, params),
});

/**
 * The PDF downloads: the one-page KP sheet of a client, an event's Advanced Stellar System report, the client's
 * life events and the match of two clients, each named by the server (Content-Disposition).
 */
export const pdfApi = {
  kpSheet: (runningId: number): Promise<DownloadedFile> =>
    downloadFile(withParams(calls.kpSheet, { runningId })),
  eventReport: (runningId: number, eventKey: string): Promise<DownloadedFile> =>
    downloadFile(withParams(calls.eventReport, { runningId, eventKey })),
  match: (brideRunningId: number, groomRunningId: number): Promise<DownloadedFile> =>
    downloadFile(withParams(calls.match, { brideRunningId, groomRunningId })),
  lifeEvents: (runningId: number): Promise<DownloadedFile> =>
    downloadFile(withParams(calls.lifeEvents, { runningId })),
};
