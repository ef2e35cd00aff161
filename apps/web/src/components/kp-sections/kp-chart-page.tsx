import { ChartPage } from '../chart-page/chart-page';
import type { ChartSection } from '../chart-page/section-menu';
import { KP_SECTION, KpSectionContent } from './kp-section-content';

/** A KP section by name. */
export type KpSectionName = keyof typeof KP_SECTION;

/** The menu label of each KP section, as both KP pages show it. */
const KP_SECTION_LABELS: Record<KpSectionName, string> = {
  birthChart: 'Birth Chart',
  cuspalSignificators: 'Cuspal Significators',
  effectiveSignificators: 'Effective Significators',
  planetSignificators: 'Planet Significators',
  sixFoldSignificators: 'Six Fold Significators',
  aspects: 'Aspects',
  cuspalLinks: 'Cuspal Links',
  conjoints: 'Conjoints',
  dba: 'DBA',
  selfSignificators: 'Self Significators',
};

/** The menu of a KP page: the named sections in the order given, each with its spec index. */
export function kpSections(names: readonly KpSectionName[]): ChartSection[] {
  return names.map((name) => ({ index: KP_SECTION[name], label: KP_SECTION_LABELS[name] }));
}

/**
 * A chart page of the KP sections (KP System, Cuspal Inter Link System): its own menu of them and the
 * section it opens on; every section draws the same way on both pages.
 */
export function KpChartPage({
  title,
  sections,
  opening,
}: {
  title: string;
  sections: readonly KpSectionName[];
  opening: KpSectionName;
}) {
  return (
    <ChartPage title={title} sections={kpSections(sections)} defaultSection={KP_SECTION[opening]}>
      {({ client, section }) => <KpSectionContent section={section} client={client} />}
    </ChartPage>
  );
}
