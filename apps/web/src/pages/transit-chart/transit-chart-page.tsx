import { IntervalSearchPage } from '../../components/interval-search/interval-search-page';
import { TransitChartSection } from './transit-chart-section';
import { TransitTimingSection } from './transit-timing-section';

/**
 * Transit Chart (/transitchart.html): Transit Chart (default: the chart, the transit over natal wheel and
 * Transit timing), Cuspal In Interval, Planet In Interval.
 */
export function TransitChartPage() {
  return (
    <IntervalSearchPage
      title="Transit Chart"
      ownSection={({ runningId }) => (
        <>
          <TransitChartSection runningId={runningId} />
          <TransitTimingSection runningId={runningId} />
        </>
      )}
    />
  );
}
