import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../components/forms/labelled-select';
import { eventsApi } from '../../api/events';

/** The catalogue as the event data carries it: menu group → event key → event name. */
export type EventCatalogue = Record<string, Record<string, string>>;

/** Any event opens the event data, which carries the whole catalogue; this is the catalogue's first. */
const ANY_EVENT_KEY = 'marriage';

/**
 * The event catalogue by its menu groups, the one the Advanced Stellar System's event picker lists: the
 * server sends it with the event data, so it is read from there once and kept (it never changes while the
 * app runs).
 */
export function useEventCatalogue(runningId: number) {
  return useQuery({
    queryKey: ['event-catalogue'],
    queryFn: () => eventsApi.catalogue(runningId, ANY_EVENT_KEY),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The catalogue as the select's groups: each menu group with its events, in the catalogue's order. */
export function catalogueGroups(catalogue: EventCatalogue): { group: string; options: SelectOption[] }[] {
  return Object.entries(catalogue).map(([group, events]) => ({
    group,
    options: Object.entries(events).map(([value, label]) => ({ value, label })),
  }));
}
