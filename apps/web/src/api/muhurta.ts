import { muhurtaCalls as calls, type MuhurtaChosen } from '@kpdesk/contract';
import { bodyCall, callApi, callsOf } from './client';
import { downloadFile, type DownloadedFile } from './download';

export type {
  MuhurtaSearchAnswer,
  MuhurtaSearchInput,
  MuhurtaWindowData,
  SavedMuhurta,
} from '@kpdesk/contract';

type ChosenInput = { search: unknown; windows: MuhurtaChosen['windows'] };

/** The muhurta calls: the search, the saved muhurtas of a client, and the chosen windows as PDF and calendar. */
export const muhurtaApi = {
  ...callsOf(calls),
  search: bodyCall(calls.search),
  save: bodyCall(calls.save),
  chart: bodyCall(calls.chart),
  list: (runningId: number) => callApi(calls.list, { params: { runningId } }),
  remove: (runningId: number, id: number) => callApi(calls.remove, { params: { runningId, id } }),
  pdf: (chosen: ChosenInput): Promise<DownloadedFile> => downloadFile(calls.pdf, chosen),
  calendar: (chosen: ChosenInput): Promise<DownloadedFile> => downloadFile(calls.calendar, chosen),
};
