import { ChartPage } from '../../components/chart-page/chart-page';
import type { ChartSection } from '../../components/chart-page/section-menu';
import { KP_SECTION, KpSectionContent } from '../../components/kp-sections/kp-section-content';

/** The KP Interlinks menu (spec: Birth Chart, Cuspal Links, Aspects, Conjoints, DBA). */
const KP_INTERLINKS_SECTIONS: readonly ChartSection[] = [
  { index: KP_SECTION.birthChart, label: 'Birth Chart' },
  { index: KP_SECTION.cuspalLinks, label: 'Cuspal Links' },
  { index: KP_SECTION.aspects, label: 'Aspects' },
  { index: KP_SECTION.conjoints, label: 'Conjoints' },
  { index: KP_SECTION.dba, label: 'DBA' },
];

/** Cuspal Inter Link System (/kpinterlinks.html): the KP sections, opening on Cuspal Links (6). */
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
