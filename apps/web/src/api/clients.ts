import type {
  Client,
  ClientCreated,
  ClientEditInput,
  ClientListItem,
  ClientWriteInput,
} from '@kpdesk/contract';
import { callApi } from './client';

/** A header-search answer row: the spec's suggestion plus the client's list fields. */
export interface ClientSearchHit extends ClientListItem {
  uniqueKey: string;
  uniqueValue: string;
}

/** A place suggestion of the atlas. */
export interface PlaceSuggestion {
  locationName: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

/** The client calls of spec §7. */
export const clientsApi = {
  search: (keyword: string) =>
    callApi<ClientSearchHit[]>('POST', '/users/search', { pageNumber: 0, pageSize: 5, keyword }),
  recordVisit: (runningId: number) => callApi<null>('GET', `/users/history/${runningId}`),
  recent: () => callApi<ClientListItem[]>('GET', '/users/recent'),
  birthdays: () => callApi<ClientListItem[]>('GET', '/users/birthday'),
  get: (runningId: number) => callApi<Client>('GET', `/user/${runningId}`),
  add: (body: ClientWriteInput) => callApi<ClientCreated>('POST', '/user/add', body),
  quickAdd: (body: object) => callApi<ClientCreated>('POST', '/user/quickadd', body),
  edit: (body: ClientEditInput) => callApi<null>('PUT', '/user/edit', body),
  remove: (runningId: number) => callApi<{ message: string }>('DELETE', `/user/${runningId}`),
  places: (text: string) =>
    callApi<PlaceSuggestion[]>('GET', `/search/coordinate/${encodeURIComponent(text)}`),
  utcOffset: (timeZone: string, date: string, time: string) =>
    callApi<{ utcOffsetHours: number }>(
      'GET',
      `/search/utcoffset?${new URLSearchParams({ timeZone, date, time }).toString()}`,
    ),
};
