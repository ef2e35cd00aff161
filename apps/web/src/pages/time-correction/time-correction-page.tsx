import { BirthTimeCorrectionPanel } from '../../components/birth-time-correction/birth-time-correction-panel';
import { IntervalSearchPage } from '../../components/interval-search/interval-search-page';
import { birthHourWindow } from '../../components/interval-search/interval-window';
import { savedBirthMoment } from '../../components/interval-search/moments';

/**
 * Birth Time Correction (/timecorrection.html): the correction panel (default), then Cuspal In Interval
 * and Planet In Interval at the client's birth place and zone, opening on the hour around the client's
 * saved (corrected, else recorded) birth moment.
 */
export function TimeCorrectionPage() {
  return (
    <IntervalSearchPage
      title="Birth Time Correction"
      ownSection={({ client }) => <BirthTimeCorrectionPanel client={client} />}
      siteOf={(client) => ({
        runningId: client.runningId,
        opening: birthHourWindow(savedBirthMoment(client)),
      })}
    />
  );
}
