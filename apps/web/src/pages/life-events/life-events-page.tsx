import { formatDate, formatMoment, momentAtOffset } from '@kpdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card } from 'react-bootstrap';
import { chartsApi, type ClientRequest } from '../../api/charts';
import { lifeEventsApi, lifeEventsKey, type LifeEvent } from '../../api/life-events';
import { pdfApi } from '../../api/pdf';
import { ChartPage } from '../../components/chart-page/chart-page';
import { QueryView, useChartQuery } from '../../components/chart-page/chart-query';
import { clientNameOf } from '../../components/chart-page/client-display';
import { useClientFormats } from '../../components/chart-tables/moment-display';
import { savedBirthMoment } from '../../components/interval-search/moments';
import { DashaTimeline } from './dasha-timeline';
import { LifeEventForm } from './life-event-form';
import { LifeEventList } from './life-event-list';
import { showersOf, type LifeEventShowers } from './life-event-display';
import { RectificationWorkbench } from './rectification-workbench';
import { useEventCatalogue } from './use-event-catalogue';

/** A titled card of the page. */
function PageCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="mb-3 shadow-sm" aria-labelledby={id}>
      <Card.Body>
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}

/**
 * The client's life events, reloaded when the saved birth moment changes (a chosen candidate); meanwhile the
 * previous list stays, so the workbench keeps its candidates and its words.
 */
function useLifeEvents(client: ClientRequest) {
  return useQuery({
    queryKey: [...lifeEventsKey(client.runningId), formatMoment(savedBirthMoment(client))],
    queryFn: () => lifeEventsApi.listOf(client.runningId),
    placeholderData: keepPreviousData,
  });
}

/** The form and the list, with the last save's words. */
function EventsCard({
  client,
  events,
  show,
}: {
  client: ClientRequest;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}) {
  const catalogue = useEventCatalogue(client.runningId);
  const [editing, setEditing] = useState<LifeEvent | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const savedMoment = formatMoment(savedBirthMoment(client));
  // A new birth time (a candidate chosen) recasts every event: the last save's words no longer describe the list.
  useEffect(() => setStatus(null), [savedMoment]);
  const today = momentAtOffset(Date.now(), client.birthTimezone).date;
  const { t } = useTranslation();
  const done = (message: string) => {
    setEditing(null);
    setStatus(message);
  };
  return (
    <PageCard id="life-events-title" title={t('Life events')}>
      <div className="screen-only">
        <QueryView query={catalogue} loadingText={t('Loading - Event catalogue')}>
          {(loaded) => (
            <LifeEventForm
              {...{ runningId: client.runningId, catalogue: loaded, editing, onSaved: done }}
              dateRange={{ min: client.birthDate, max: today }}
              birthZone={client.birthTimezone}
              onCancelEdit={() => setEditing(null)}
              onSending={() => setStatus(null)}
            />
          )}
        </QueryView>
        <SavedStatus status={status} />
      </div>
      <div className="mt-3">
        <LifeEventList
          runningId={client.runningId}
          events={events}
          show={show}
          onEdit={(event) => {
            setStatus(null);
            setEditing(event);
          }}
          onDeleted={done}
        />
      </div>
    </PageCard>
  );
}

/** What the last save or delete said, announced politely, in the display language when it is a known notice. */
function SavedStatus({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Alert variant="success" role="status" className="mt-3 py-2">
      {t(status)}
    </Alert>
  );
}

function TimelineCard({
  client,
  events,
  show,
}: {
  client: ClientRequest;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}) {
  const formats = useClientFormats(client.runningId);
  const { t } = useTranslation();
  const schedule = useChartQuery('planetschedule', client.runningId, () =>
    chartsApi.schedule(client.runningId),
  );
  // An event added offline has no judged moment until it is sent (negative id): no marker yet.
  const markers = events
    .map((event, i) => ({
      id: event.id,
      ordinal: i + 1,
      title: `${t(event.eventName)} ${formatDate(event.date, formats.dateFormat)}`,
      moment: event.moment,
    }))
    .filter((marker) => marker.id > 0);
  return (
    <PageCard id="life-events-timeline-title" title={t('Dasha timeline')}>
      <p className="small mb-2">
        {t(
          'Mahadashas above, bhuktis below, from the birth; the dashed line is today and each numbered circle the life event of that number.',
        )}
      </p>
      <QueryView query={schedule} loadingText={t('Loading - Dasha timeline')}>
        {(loaded) => (
          <DashaTimeline
            schedule={loaded}
            events={markers}
            offsetHours={client.birthTimezone}
            now={Date.now()}
            clientName={clientNameOf(client)}
            showMoment={show.periodDate}
          />
        )}
      </QueryView>
    </PageCard>
  );
}

/** The page's three cards once the client is loaded. */
function LifeEventsWorkspace({ client }: { client: ClientRequest }) {
  const formats = useClientFormats(client.runningId);
  const { t } = useTranslation();
  const show = showersOf(formats, t);
  const events = useLifeEvents(client);
  return (
    <QueryView query={events} loadingText={t('Loading - Life events')}>
      {(loaded) => (
        <>
          <EventsCard client={client} events={loaded} show={show} />
          <TimelineCard client={client} events={loaded} show={show} />
          <PageCard id="rectification-title" title={t('Rectification workbench')}>
            <p className="small">
              {t(
                "Candidates are the stretches over which the Ascendant's sub lord stays the same, each judged as a birth at its middle moment against every life event. Evidence, not a verdict: you choose.",
              )}
            </p>
            <RectificationWorkbench client={client} events={loaded} show={show} />
          </PageCard>
        </>
      )}
    </QueryView>
  );
}

/**
 * Life Events & Rectification (/lifeevents.html): the client's dated life events with how each
 * falls in the dashas (periods, categories, promise, score), the dasha timeline with the events on it, and
 * the rectification workbench whose chosen candidate becomes the birth time correction.
 */
export function LifeEventsPage() {
  return (
    <ChartPage title="Life Events & Rectification" downloadPdf={pdfApi.lifeEvents}>
      {({ client }) => <LifeEventsWorkspace client={client} />}
    </ChartPage>
  );
}
