import { EVENT_MESSAGES } from '@kpdesk/contract';
import type { ComponentType, ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ClientRequest } from '../../api/charts';
import { messageOf } from '../../api/client';
import { BirthTimeCorrectionPanel } from '../../components/birth-time-correction/birth-time-correction-panel';
import { LoadingText } from '../../components/chart-page/chart-query';
import { KP_SECTION, KpSectionContent } from '../../components/kp-sections/kp-section-content';
import { EventGroupsLegend } from './shared/category-labels';
import { DestinyAnalyserPanel } from './destiny-analyser/destiny-analyser-panel';
import { EventAnalyserPanel } from './event-analyser/event-analyser-panel';
import { ProsperityAnalyserPanel } from './prosperity-analyser/prosperity-analyser-panel';
import { ReportPanel } from './report/report-panel';
import { TimeAnalyserPanel } from './time-analyser/time-analyser-panel';
import type { useEventData } from './shared/use-event-data';
import { EVENT_SECTION } from './event-sections';
import type { EventPanelProps } from './shared/event-panel-props';

type EventPanel = ComponentType<EventPanelProps>;

/** The exclusive panels that judge the event, by section. */
const EVENT_PANELS: readonly (readonly [number, EventPanel])[] = [
  [EVENT_SECTION.eventAnalyser, EventAnalyserPanel],
  [EVENT_SECTION.destinyAnalyser, DestinyAnalyserPanel],
  [EVENT_SECTION.prosperityAnalyser, ProsperityAnalyserPanel],
  [EVENT_SECTION.timeAnalyser, TimeAnalyserPanel],
  [EVENT_SECTION.report, ReportPanel],
];

const isEventSection = (section: number) => EVENT_PANELS.some(([index]) => index === section);

/**
 * A panel once opened stays mounted and is hidden while another is active, so unsaved edits survive a
 * visit to another panel (spec §4: edits stay local until saved).
 */
function Slot({ isActive, children }: { isActive: boolean; children: ReactNode }) {
  return <div hidden={!isActive}>{children}</div>;
}

function EventDataState({
  query,
  eventKey,
  onDefault,
}: {
  query: ReturnType<typeof useEventData>;
  eventKey: string;
  onDefault: (() => void) | null;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert variant="danger">
        {messageOf(query.error)}
        {onDefault ? (
          <Button variant="link" className="p-0 ms-2 align-baseline" onClick={onDefault}>
            {t('Open the first event')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  return query.data && query.data.currentEvent.key === eventKey ? null : (
    <LoadingText text={EVENT_MESSAGES.loadingEvent} />
  );
}

/** The event panels opened so far, once the chosen event's data is there; only the active one shows. */
function JudgingPanels({
  runningId,
  eventData,
  section,
  visited,
}: EventPanelProps & { section: number; visited: ReadonlySet<number> }) {
  return EVENT_PANELS.filter(([index]) => visited.has(index)).map(([index, Panel]) => (
    <Slot key={index} isActive={index === section}>
      <Panel runningId={runningId} eventData={eventData} />
    </Slot>
  ));
}

/** The panels of the client's chart that need no event: DBA and Birth Time Correction, once opened. */
function ClientPanels({
  client,
  section,
  visited,
}: {
  client: ClientRequest;
  section: number;
  visited: ReadonlySet<number>;
}) {
  return (
    <>
      {visited.has(EVENT_SECTION.dba) ? (
        <Slot isActive={section === EVENT_SECTION.dba}>
          {/* The KP System page's DBA section: the same schedule in the client's date format. */}
          <KpSectionContent section={KP_SECTION.dba} client={client} />
        </Slot>
      ) : null}
      {visited.has(EVENT_SECTION.birthTimeCorrection) ? (
        <Slot isActive={section === EVENT_SECTION.birthTimeCorrection}>
          <BirthTimeCorrectionPanel client={client} />
        </Slot>
      ) : null}
    </>
  );
}

/**
 * The main column: the event's houses, then the active panel among those opened so far. Event panels wait
 * for the chosen event's data (the loading text meanwhile); DBA and Birth Time Correction do not need it.
 */
export function EventPanels({
  client,
  section,
  visited,
  query,
  eventKey,
  onDefault,
}: {
  client: ClientRequest;
  section: number;
  visited: ReadonlySet<number>;
  query: ReturnType<typeof useEventData>;
  eventKey: string;
  onDefault: (() => void) | null;
}) {
  const ready = query.data && !query.isPlaceholderData && !query.isError ? query.data : null;
  return (
    <>
      {ready ? <EventGroupsLegend data={ready} /> : null}
      {isEventSection(section) ? (
        <EventDataState query={query} eventKey={eventKey} onDefault={onDefault} />
      ) : null}
      {ready ? (
        <JudgingPanels runningId={client.runningId} eventData={ready} section={section} visited={visited} />
      ) : null}
      <ClientPanels client={client} section={section} visited={visited} />
    </>
  );
}
