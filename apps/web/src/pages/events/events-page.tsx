import { EVENT_MESSAGES } from '@kpdesk/contract';
import { ChartPage } from '../../components/chart-page/chart-page';
import { EventWorkspace } from './event-workspace';
import { EVENT_SECTION, EVENT_SECTIONS } from './event-sections';

/**
 * Advanced Stellar System (/events.html): Event Analyser (default), Destiny Analyser, Prosperity Analyser,
 * Time Analyser, DBA, Report and Birth Time Correction, one at a time, for the event chosen at the foot.
 */
export function EventsPage() {
  return (
    <ChartPage
      title="Advanced Stellar System"
      loadingText={EVENT_MESSAGES.loadingEvent}
      sections={EVENT_SECTIONS}
      defaultSection={EVENT_SECTION.eventAnalyser}
    >
      {({ client, section }) => <EventWorkspace client={client} section={section} />}
    </ChartPage>
  );
}
