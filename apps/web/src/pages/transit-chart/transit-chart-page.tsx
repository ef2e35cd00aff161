import { IntervalSearchPage } from '../../components/interval-search/interval-search-page';
import { TransitChartSection } from './transit-chart-section';

/** Transit Chart (/transitchart.html): Transit Chart (default), Cuspal In Interval, Planet In Interval. */
export function TransitChartPage() {
  return (
    <IntervalSearchPage
      title="Transit Chart"
      ownSection={({ runningId }) => <TransitChartSection runningId={runningId} />}
    />
  );
}
