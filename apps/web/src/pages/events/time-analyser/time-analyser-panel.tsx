import type { EventData, PiltChart, PlanetCategory } from '@kpdesk/contract';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { messageOf } from '../../../api/client';
import { eventsApi } from '../../../api/events';
import { LoadingText } from '../../../components/chart-page/chart-query';
import { elementsOf, NO_FILTER, type TimeFilter } from './time-analyser-filter';
import type { EventPanelProps } from '../shared/event-panel-props';
import { planetNameOf } from '../shared/event-planets';
import { useEventChart } from '../shared/use-event-chart';
import { FavourablePeriodsTable, PlanetOrderTable } from './time-analyser-order';
import { FilterTable, TimeTable } from './time-analyser-tables';

/** The side column: how the filter works, a filter table per element, Remove All, the planet order. */
function TimeSideColumn({
  chart,
  categories,
  filter,
  onFilter,
}: {
  chart: PiltChart;
  categories: readonly PlanetCategory[];
  filter: TimeFilter;
  onFilter: (next: TimeFilter) => void;
}) {
  return (
    <>
      <p className="small mb-2">
        Tick a class and a column to highlight those cells (▲ Favorable, ◆ Mixed, ▼ Unfavorable) in the rows
        of that element in every table; All ticks the whole row.
      </p>
      <Row xs={1} md={2} lg={3} xl={1} className="g-2">
        {elementsOf(chart.tables).map((element) => (
          <Col key={element}>
            <FilterTable element={element} filter={filter} onChange={onFilter} />
          </Col>
        ))}
      </Row>
      <Button variant="outline-secondary" size="sm" className="mb-3" onClick={() => onFilter(NO_FILTER)}>
        Remove All
      </Button>
      <PlanetOrderTable chart={chart} categories={categories} />
    </>
  );
}

function TimeAnalyserContent({ chart, eventData }: { chart: PiltChart; eventData: EventData }) {
  const [filter, setFilter] = useState<TimeFilter>(NO_FILTER);
  const categories = eventData.allPlanetCategory;
  return (
    <>
      {/* The side column sits beside the tables only where both fit (xl); narrower, it follows them, its
          filter tables side by side where they fit. */}
      <Row className="g-3">
        <Col xs={12} xl={9}>
          {/* Three across only where a third of the column holds a table's narrowest width (about 320px). */}
          <Row xs={1} sm={2} xxl={3} className="g-3">
            {chart.tables.map((table) => (
              <Col key={table.planet}>
                <TimeTable
                  table={table}
                  caption={planetNameOf(table.planet)}
                  categories={categories}
                  filter={filter}
                />
              </Col>
            ))}
          </Row>
        </Col>
        <Col xs={12} xl={3}>
          <TimeSideColumn chart={chart} categories={categories} filter={filter} onFilter={setFilter} />
        </Col>
      </Row>
      <FavourablePeriodsTable chart={chart} />
    </>
  );
}

/**
 * The Time Analyser (chart-screens spec; decisions.md "Time analyser"): nine tables of Element, Planet,
 * Sign and Support, the side filter tables that highlight cells by class and column, Remove All, the
 * planet order for timing and the coming periods of the top-ranked planets.
 */
export function TimeAnalyserPanel({ runningId, eventData }: EventPanelProps) {
  const chart = useEventChart(runningId, eventData, 'piltchart', eventsApi.piltChart);
  return (
    <section aria-label="Time Analyser">
      {chart.isPending ? <LoadingText text="Loading - Time Analyser" /> : null}
      {chart.isError ? <Alert variant="danger">{messageOf(chart.error)}</Alert> : null}
      {chart.data ? (
        // A new event brings other tables: its filter starts empty.
        <TimeAnalyserContent key={eventData.currentEvent.id} chart={chart.data} eventData={eventData} />
      ) : null}
    </section>
  );
}
