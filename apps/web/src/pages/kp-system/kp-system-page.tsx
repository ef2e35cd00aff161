import { ChartPage } from '../../components/chart-page/chart-page';
import { KP_INTERLINKS_SECTIONS, KP_SECTION, KP_SYSTEM_SECTIONS, KpSectionContent } from './kp-sections';

/** KP System (/kpastro.html): Birth Chart by default, then significators, links, aspects, conjoints, DBA. */
export function KpSystemPage() {
  return (
    <ChartPage
      title="KP System"
      loadingText="Loading - KP System"
      sections={KP_SYSTEM_SECTIONS}
      defaultSection={KP_SECTION.birthChart}
    >
      {({ client, section }) => <KpSectionContent section={section} client={client} />}
    </ChartPage>
  );
}

/** Cuspal Inter Link System (/kpinterlinks.html): the same sections, opening on Cuspal Links (6). */
export function KpInterlinksPage() {
  return (
    <ChartPage
      title="Cuspal Inter Link System"
      loadingText="Loading - Cuspal Inter Link System"
      sections={KP_INTERLINKS_SECTIONS}
      defaultSection={KP_SECTION.cuspalLinks}
    >
      {({ client, section }) => <KpSectionContent section={section} client={client} />}
    </ChartPage>
  );
}
