import type { EventData } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { eventDataKey } from '../../../api/events';

/**
 * An analyser's chart of one client and event (the prosperity chart, the Time Analyser's pilt chart). Its
 * key lies under the event data's key, so whatever reloads the event data (a save of the Event Analyser's
 * Result or Order, a birth time correction) reloads the chart with it.
 */
export function useEventChart<Chart>(
  runningId: number,
  eventData: EventData,
  name: 'prosperitychart' | 'piltchart',
  fetchChart: (runningId: number, eventId: number) => Promise<Chart>,
) {
  const { id, key } = eventData.currentEvent;
  return useQuery({
    queryKey: [...eventDataKey(runningId, key), name, id],
    queryFn: () => fetchChart(runningId, id),
  });
}
