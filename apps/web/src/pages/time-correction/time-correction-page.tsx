import { BirthTimeCorrectionPanel } from '../../components/birth-time-correction/birth-time-correction-panel';
import { ChartPage } from '../../components/chart-page/chart-page';
import { IntervalSearchSection } from '../../components/interval-search/interval-search-section';
import { birthHourWindow } from '../../components/interval-search/interval-window';
import { savedBirthMoment } from '../../components/interval-search/moments';

const BIRTH_TIME_CORRECTION = 0;
const CUSPAL_IN_INTERVAL = 1;
const PLANET_IN_INTERVAL = 2;

/**
 * Birth Time Correction (/timecorrection.html): the correction panel (default), then Cuspal In Interval
 * and Planet In Interval at the client's birth place and zone, opening on the hour around the client's
 * saved (corrected, else recorded) birth moment.
 */
export function TimeCorrectionPage() {
  return (
    <ChartPage
      title="Birth Time Correction"
      loadingText="Loading - Birth Time Correction"
      sections={[
        { index: BIRTH_TIME_CORRECTION, label: 'Birth Time Correction' },
        { index: CUSPAL_IN_INTERVAL, label: 'Cuspal In Interval' },
        { index: PLANET_IN_INTERVAL, label: 'Planet In Interval' },
      ]}
      defaultSection={BIRTH_TIME_CORRECTION}
    >
      {({ client, runningId, section }) => {
        const opening = birthHourWindow(savedBirthMoment(client));
        if (section === CUSPAL_IN_INTERVAL) {
          return <IntervalSearchSection key="cuspal" kind="cuspal" runningId={runningId} opening={opening} />;
        }
        if (section === PLANET_IN_INTERVAL) {
          return <IntervalSearchSection key="planet" kind="planet" runningId={runningId} opening={opening} />;
        }
        return <BirthTimeCorrectionPanel client={client} />;
      }}
    </ChartPage>
  );
}
