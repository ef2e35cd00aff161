import type { EventData, PiltChart, PlanetCategory } from '@kpdesk/contract';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../api/client';
import { eventsApi } from '../../../api/events';
import { useClientSettings } from '../../../api/use-client-settings';
import { LoadingText } from '../../../components/chart-page/chart-query';
import { formatDisplayMoment } from '../../../components/chart-page/client-display';
import { elementsOf, NO_FILTER, type TimeFilter } from './time-analyser-filter';
import type { EventPanelProps } from '../shared/event-panel-props';
import { planetNameOf } from '../shared/event-planets';
import { useEventChart } from '../shared/use-event-chart';
import { FavourablePeriodsTable, PlanetOrderTable, type MomentText } from './time-analyser-order';
import { FilterTable, TimeTable } from './time-analyser-tables';
import './time-analyser-layout.css';

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
  const { t } = useTranslation();
  return (
    <>
      <p className="small mb-2">
        {t(
          'Tick a class and a column to highlight those cells (▲ Favorable, ◆ Mixed, ▼ Unfavorable) in the rows of that element in every table; All ticks the whole row.',
        )}
      </p>
      <div className="time-analyser-grid mb-2">
        {elementsOf(chart.tables).map((element) => (
          <FilterTable key={element} element={element} filter={filter} onChange={onFilter} />
        ))}
      </div>
      <Button variant="outline-secondary" size="sm" className="mb-3" onClick={() => onFilter(NO_FILTER)}>
        {t('Remove All')}
      </Button>
      <PlanetOrderTable chart={chart} categories={categories} />
    </>
  );
}

function TimeAnalyserContent({
  chart,
  eventData,
  momentText,
}: {
  chart: PiltChart;
  eventData: EventData;
  momentText: MomentText;
}) {
  const [filter, setFilter] = useState<TimeFilter>(NO_FILTER);
  const categories = eventData.allPlanetCategory;
  return (
    // The panel lays itself out by its own width (the page's side panels narrow it): the side column sits
    // beside the tables only where both fit, else it follows them (time-analyser-layout.css).
    <div className="time-analyser-layout">
      <div className="time-analyser-columns mb-3">
        <div className="time-analyser-grid">
          {chart.tables.map((table) => (
            <TimeTable
              key={table.planet}
              table={table}
              caption={planetNameOf(table.planet)}
              categories={categories}
              filter={filter}
            />
          ))}
        </div>
        <div>
          <TimeSideColumn chart={chart} categories={categories} filter={filter} onFilter={setFilter} />
        </div>
      </div>
      <FavourablePeriodsTable chart={chart} momentText={momentText} />
    </div>
  );
}

/** A period moment in the client's date and time formats (the product's defaults until settings answer). */
function useMomentText(runningId: number): MomentText {
  const settings = useClientSettings(runningId);
  return (moment) => (settings ? formatDisplayMoment(moment, settings) : moment);
}

/**
 * The Time Analyser (chart-screens spec; decisions.md "Time analyser"): nine tables of Element, Planet,
 * Sign and Support, the side filter tables that highlight cells by class and column, Remove All, the
 * planet order for timing and the coming periods of the top-ranked planets.
 */
export function TimeAnalyserPanel({ runningId, eventData }: EventPanelProps) {
  const chart = useEventChart(runningId, eventData, 'piltchart', eventsApi.piltChart);
  const momentText = useMomentText(runningId);
  const { t } = useTranslation();
  return (
    <section aria-label={t('Time Analyser')}>
      {chart.isPending ? <LoadingText text="Loading - Time Analyser" /> : null}
      {chart.isError ? <Alert variant="danger">{messageOf(chart.error)}</Alert> : null}
      {chart.data ? (
        // A new event brings other tables: its filter starts empty.
        <TimeAnalyserContent
          key={eventData.currentEvent.id}
          chart={chart.data}
          eventData={eventData}
          momentText={momentText}
        />
      ) : null}
    </section>
  );
}
