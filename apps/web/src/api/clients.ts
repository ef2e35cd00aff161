import {
  CLIENT_SEARCH_FIRST_PAGE,
  CLIENT_SEARCH_PAGE_SIZE,
  clientCalls as calls,
  placeCalls,
} from '@kpdesk/contract';
import { bodyCall, callApi, callsOf, plainCall } from './client';

export type { ClientSearchHit, PlaceSuggestion } from '@kpdesk/contract';

/** The client calls of spec §7 and the atlas, from the contract's call list. */
export const clientsApi = {
  ...callsOf(calls),
  search: (keyword: string) =>
    callApi(calls.search, {
      body: { pageNumber: CLIENT_SEARCH_FIRST_PAGE, pageSize: CLIENT_SEARCH_PAGE_SIZE, keyword },
    }),
  recordVisit: (runningId: number) => callApi(calls.recordVisit, { params: { runningId } }),
  recent: plainCall(calls.recent),
  birthdays: plainCall(calls.birthdays),
  get: (runningId: number) => callApi(calls.get, { params: { runningId } }),
  add: bodyCall(calls.add),
  quickAdd: bodyCall(calls.quickAdd),
  edit: bodyCall(calls.edit),
  remove: (runningId: number) => callApi(calls.remove, { params: { runningId } }),
  places: (text: string) => callApi(placeCalls.search, { params: { text } }),
  utcOffset: (timeZone: string, date: string, time: string) =>
    callApi(placeCalls.utcOffset, { query: { timeZone, date, time } }),
};
