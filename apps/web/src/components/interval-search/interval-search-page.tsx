import type { ReactNode } from 'react';
import type { ClientRequest } from '../../api/charts';
import { ChartPage, type ChartPageContext } from '../chart-page/chart-page';
import { sectionsOf } from '../chart-page/section-menu';
import { IntervalSearchSection } from './interval-search-section';
import type { WindowEnds } from './interval-window';

// The page's own section is the first (index 0), which the page opens on.
const CUSPAL_IN_INTERVAL = 1;
const PLANET_IN_INTERVAL = 2;

/** Where a page's searches run: at the client (birth place and zone) from an opening window, else the profile. */
export interface IntervalSearchSite {
  runningId: number;
  opening: WindowEnds;
}

/**
 * A chart page of three sections: its own (the default), then Cuspal In Interval and Planet In Interval
 * (the Transit Chart and Birth Time Correction pages). `siteOf` puts the searches at the client; without it
 * they run at the astrologer's profile place.
 */
export function IntervalSearchPage({
  title,
  ownSection,
  siteOf,
}: {
  title: string;
  ownSection: (context: ChartPageContext) => ReactNode;
  siteOf?: (client: ClientRequest) => IntervalSearchSite;
}) {
  return (
    <ChartPage title={title} sections={sectionsOf([title, 'Cuspal In Interval', 'Planet In Interval'])}>
      {(context) => {
        const site = siteOf?.(context.client);
        if (context.section === CUSPAL_IN_INTERVAL) {
          return <IntervalSearchSection key="cuspal" kind="cuspal" clientId={context.runningId} {...site} />;
        }
        if (context.section === PLANET_IN_INTERVAL) {
          return <IntervalSearchSection key="planet" kind="planet" clientId={context.runningId} {...site} />;
        }
        return ownSection(context);
      }}
    </ChartPage>
  );
}
