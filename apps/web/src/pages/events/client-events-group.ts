import { useQuery } from '@tanstack/react-query';
import { lifeEventsApi, lifeEventsKey } from '../../api/life-events';

/** The picker's first group: the catalogue events this client has lived (Life Events & Rectification). */
export const CLIENT_EVENTS_GROUP = "This client's events";

/**
 * The event picker's catalogue with the client's own life events on top: each event key the client has
 * recorded, once, the latest first. Without life events (or while they load) the catalogue as it is.
 */
export function useCatalogueWithClientEvents(
  runningId: number,
  catalogue: Record<string, Record<string, string>> | undefined,
) {
  const events = useQuery({
    queryKey: lifeEventsKey(runningId),
    queryFn: () => lifeEventsApi.listOf(runningId),
  });
  if (!catalogue || !events.data?.length) return catalogue;
  const own = Object.fromEntries([...events.data].reverse().map((e) => [e.eventKey, e.eventName]));
  return { [CLIENT_EVENTS_GROUP]: own, ...catalogue };
}
