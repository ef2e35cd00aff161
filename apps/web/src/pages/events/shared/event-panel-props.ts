import type { EventData } from '@kpdesk/contract';

/** Props of every panel that judges the event: the client's running id and the page's event data. */
export interface EventPanelProps {
  runningId: number;
  eventData: EventData;
}
