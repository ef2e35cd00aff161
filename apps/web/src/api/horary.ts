import { horaryCalls as calls } from '@kpdesk/contract';
import { bodyCall, callApi, callsOf, plainCall } from './client';

export type { HoraryChartData, HoraryListItem, HoraryRecord, VerdictAid } from '@kpdesk/contract';

/** The horary calls (cast, save, reopen, the dashboard's list and search), from the contract's call list. */
export const horaryApi = {
  ...callsOf(calls),
  cast: bodyCall(calls.cast),
  save: bodyCall(calls.save),
  get: (runningId: number) => callApi(calls.get, { params: { runningId } }),
  recent: plainCall(calls.recent),
  search: (keyword: string) => callApi(calls.search, { body: { keyword } }),
};

/** React Query key of the dashboard's recent list (a save makes it stale). */
export const RECENT_HORARY_KEY = ['horary', 'recent'] as const;
