import { useState, type ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import type { ClientRequest } from '../../api/charts';
import { useCatalogueWithClientEvents } from './client-events-group';
import { EventBar, EventPicker, type SidePanel } from './event-bar';
import {
  NatalChartPanel,
  NatalPositionPanel,
  SelfSignificatorsPanel,
  type PanelSide,
} from './natal/natal-panels';
import { eventNameOf, useEventData } from './shared/use-event-data';
import { EventPanels } from './event-panels';
import { EVENT_SECTION } from './event-sections';
import { DEFAULT_EVENT_KEY, useEventKey } from './use-event-key';

/** The sections opened so far (each stays mounted once opened). */
function useVisited(section: number): ReadonlySet<number> {
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([section]));
  if (!visited.has(section)) setVisited(new Set([...visited, section]));
  return visited;
}

function useSidePanels() {
  const [open, setOpen] = useState<ReadonlySet<SidePanel>>(() => new Set());
  const toggle = (panel: SidePanel) =>
    setOpen((all) => {
      const next = new Set(all);
      if (!next.delete(panel)) next.add(panel);
      return next;
    });
  return { open, toggle };
}

/**
 * Side panels sit beside the main column from 1200 px (a third with one side filled, a quarter each with
 * both); narrower, every panel takes the full width and they stack: left side, main, right side. A wide
 * main panel (Birth Time Correction, its own inputs, preview chart and tables abreast) keeps the full width
 * at every size, the side panels following it side by side.
 */
function SideLayout({
  left,
  main,
  right,
  isMainWide,
}: {
  left: ReactNode[];
  main: ReactNode;
  right: ReactNode[];
  isMainWide: boolean;
}) {
  const sides = (left.length ? 1 : 0) + (right.length ? 1 : 0);
  const side = isMainWide ? 0 : sides === 2 ? 3 : 4;
  const sideColumn = (key: string, panels: ReactNode[]) =>
    panels.length ? (
      <Col key={key} xs={12} xl={side || 12 / sides}>
        {panels}
      </Col>
    ) : null;
  const mainColumn = (
    <Col key="main" xs={12} xl={12 - side * sides}>
      {main}
    </Col>
  );
  // Keyed columns: a change of order moves them without remounting the main panel (its unsaved edits).
  const columns = isMainWide
    ? [mainColumn, sideColumn('left', left), sideColumn('right', right)]
    : [sideColumn('left', left), mainColumn, sideColumn('right', right)];
  return <Row className="g-3">{columns}</Row>;
}

/**
 * The Natal Chart (always left) and Natal Position (on the side the astrologer picks) panels, as the
 * left and right columns of {@link SideLayout}; a closed panel is in neither.
 */
function useNatalSides(client: ClientRequest, open: ReadonlySet<SidePanel>) {
  const [positionSide, setPositionSide] = useState<PanelSide>('right');
  const position = open.has('Natal Position') ? (
    <NatalPositionPanel
      key="position"
      runningId={client.runningId}
      side={positionSide}
      onMove={() => setPositionSide(positionSide === 'left' ? 'right' : 'left')}
    />
  ) : null;
  const chart = open.has('Natal Chart') ? <NatalChartPanel key="chart" client={client} /> : null;
  const left = [chart, positionSide === 'left' ? position : null].filter(Boolean);
  const right = positionSide === 'right' && position ? [position] : [];
  return { left, right };
}

/** The event dropdown, once the event data has brought the catalogue; the client's life events on top. */
function EventChoice({
  runningId,
  query,
  eventKey,
  onChoose,
}: {
  runningId: number;
  query: ReturnType<typeof useEventData>;
  eventKey: string;
  onChoose: (key: string) => void;
}) {
  const catalogue = useCatalogueWithClientEvents(runningId, query.data?.allEvents);
  if (!catalogue) return null;
  return (
    <EventPicker
      catalogue={catalogue}
      current={eventKey}
      currentName={eventNameOf(catalogue, eventKey)}
      onChoose={onChoose}
    />
  );
}

/**
 * The body of the Advanced Stellar System page for a loaded client: the event's data, the active panel,
 * the independently toggled Natal Chart, Natal Position (on a side the astrologer picks) and Self
 * Significators panels, and the sticky bar with the event dropdown and those toggles.
 */
export function EventWorkspace({ client, section }: { client: ClientRequest; section: number }) {
  const [eventKey, chooseEvent] = useEventKey();
  const query = useEventData(client, eventKey);
  const visited = useVisited(section);
  const { open, toggle } = useSidePanels();
  const { left, right } = useNatalSides(client, open);
  return (
    <>
      <SideLayout
        left={left}
        right={right}
        isMainWide={section === EVENT_SECTION.birthTimeCorrection}
        main={
          <EventPanels
            client={client}
            section={section}
            visited={visited}
            query={query}
            eventKey={eventKey}
            onDefault={eventKey === DEFAULT_EVENT_KEY ? null : () => chooseEvent(DEFAULT_EVENT_KEY)}
          />
        }
      />
      {open.has('Self Significators') ? <SelfSignificatorsPanel client={client} /> : null}
      <EventBar
        open={open}
        onToggle={toggle}
        picker={
          <EventChoice
            runningId={client.runningId}
            query={query}
            eventKey={eventKey}
            onChoose={chooseEvent}
          />
        }
      />
    </>
  );
}
