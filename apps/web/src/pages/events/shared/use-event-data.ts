import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientRequest } from '../../../api/charts';
import { formatMoment } from '@kpdesk/contract';
import { eventDataKey, eventsApi } from '../../../api/events';
import { savedBirthMoment } from '../../../components/interval-search/moments';

/**
 * The event data of the page for one client and event. The key carries the birth moment, so a birth time
 * corrected in the page's own panel loads the data afresh; while another event loads, the previous data
 * stays as a placeholder (the dropdown keeps its catalogue, the panels show the loading text).
 */
export function useEventData(client: ClientRequest, eventKey: string) {
  return useQuery({
    queryKey: [...eventDataKey(client.runningId, eventKey), formatMoment(savedBirthMoment(client))],
    queryFn: () => eventsApi.eventData(client.runningId, eventKey),
    placeholderData: keepPreviousData,
  });
}

/** The name of an event in the dropdown's catalogue, or the key while the catalogue is unknown. */
export function eventNameOf(catalogue: Record<string, Record<string, string>> | undefined, key: string) {
  for (const events of Object.values(catalogue ?? {})) {
    const name = events[key];
    if (name) return name;
  }
  return key;
}
