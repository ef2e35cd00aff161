/**
 * The Advanced Stellar System page: one page, several names. A newcomer searching any of them lands here.
 *
 * - The spec calls it "Advanced Stellar System" (chart-screens.md, also "Event Analyser page"); its route
 *   is /events.html (`PATHS.advancedStellarSystem`), the Client menu entry "Advanced Stellar System".
 * - The code calls it "events": this folder, the calls /chart/event/... (`packages/contract/src/calls/events.ts`,
 *   `apps/server/src/routes/events.ts` and `services/events/`, `apps/web/src/api/events.ts`).
 * - Its Time Analyser is "pilt" in the calls and types: GET /chart/piltchart (`PiltChart`,
 *   `piltChartSchema`, `eventsApi.piltChart`, the server's `getPiltChart`); the Prosperity Analyser is
 *   "prosperitychart".
 *
 * The page's parts live under it, one folder per panel of its section menu (event-analyser/,
 * destiny-analyser/, prosperity-analyser/, time-analyser/, report/) and of its side panels (natal/); what
 * several panels share (the event data, the save with its dialog, Save/Reset, the judgement values and
 * dropdowns, the category colours) is in shared/. Imports point down only: this file and the workspace
 * to the panel folders, the panel folders to shared/, everything to components/ and api/; no panel folder
 * imports another. DBA and Birth Time Correction are the KP System and Birth Time Correction pages' own
 * components.
 */
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
