import { buildCallUrl, panchangCalls as calls, type CallSpec, type PanchangDayInput } from '@kpdesk/contract';
import { bodyCall, callsOf } from './client';
import { downloadFile, type DownloadedFile } from './download';

export type { PanchangDayData, PanchangMonthData } from '@kpdesk/contract';

const withParams = (
  call: CallSpec,
  params: Record<string, string>,
  query: Record<string, string>,
): CallSpec => ({
  ...call,
  path: buildCallUrl(call, params, query),
});

/** The panchang calls: a day, a month and a day's PDF at a place. */
export const panchangApi = {
  ...callsOf(calls),
  day: bodyCall(calls.day),
  month: bodyCall(calls.month),
  pdf: ({ date, timezone, place, latitude, longitude }: PanchangDayInput): Promise<DownloadedFile> =>
    downloadFile(
      withParams(
        calls.pdf,
        { date: String(date) },
        {
          timezone: String(timezone),
          place: String(place),
          latitude: String(latitude),
          longitude: String(longitude),
        },
      ),
    ),
};
