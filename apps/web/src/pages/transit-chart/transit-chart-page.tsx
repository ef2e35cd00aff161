import { ChartPage } from '../../components/chart-page/chart-page';
import { IntervalSearchSection } from '../../components/interval-search/interval-search-section';
import { TransitChartSection } from './transit-chart-section';

const TRANSIT_CHART = 0;
const CUSPAL_IN_INTERVAL = 1;
const PLANET_IN_INTERVAL = 2;

/** Transit Chart (/transitchart.html): Transit Chart (default), Cuspal In Interval, Planet In Interval. */
export function TransitChartPage() {
  return (
    <ChartPage
      title="Transit Chart"
      loadingText="Loading - Transit Chart"
      sections={[
        { index: TRANSIT_CHART, label: 'Transit Chart' },
        { index: CUSPAL_IN_INTERVAL, label: 'Cuspal In Interval' },
        { index: PLANET_IN_INTERVAL, label: 'Planet In Interval' },
      ]}
      defaultSection={TRANSIT_CHART}
    >
      {({ runningId, section }) => {
        if (section === CUSPAL_IN_INTERVAL) return <IntervalSearchSection key="cuspal" kind="cuspal" />;
        if (section === PLANET_IN_INTERVAL) return <IntervalSearchSection key="planet" kind="planet" />;
        return <TransitChartSection runningId={runningId} />;
      }}
    </ChartPage>
  );
}
