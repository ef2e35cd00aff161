import { ChartPage } from '../../components/chart-page/chart-page';
import type { ChartSection } from '../../components/chart-page/section-menu';
import { KP_SECTION, KpSectionContent } from '../../components/kp-sections/kp-section-content';

/** The KP System menu, in the spec's order. */
const KP_SYSTEM_SECTIONS: readonly ChartSection[] = [
  { index: KP_SECTION.birthChart, label: 'Birth Chart' },
  { index: KP_SECTION.planetSignificators, label: 'Planet Significators' },
  { index: KP_SECTION.effectiveSignificators, label: 'Effective Significators' },
  { index: KP_SECTION.sixFoldSignificators, label: 'Six Fold Significators' },
  { index: KP_SECTION.cuspalSignificators, label: 'Cuspal Significators' },
  { index: KP_SECTION.cuspalLinks, label: 'Cuspal Links' },
  { index: KP_SECTION.aspects, label: 'Aspects' },
  { index: KP_SECTION.conjoints, label: 'Conjoints' },
  { index: KP_SECTION.dba, label: 'DBA' },
  { index: KP_SECTION.selfSignificators, label: 'Self Significators' },
];

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
