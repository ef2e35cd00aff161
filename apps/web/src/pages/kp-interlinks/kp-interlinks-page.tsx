import { KpChartPage, type KpSectionName } from '../../components/kp-sections/kp-chart-page';

/** The KP Interlinks menu (spec: Birth Chart, Cuspal Links, Aspects, Conjoints, DBA). */
const KP_INTERLINKS_SECTIONS: readonly KpSectionName[] = [
  'birthChart',
  'cuspalLinks',
  'aspects',
  'conjoints',
  'dba',
];

/** Cuspal Inter Link System (/kpinterlinks.html): the KP sections, opening on Cuspal Links (6). */
export function KpInterlinksPage() {
  return (
    <KpChartPage title="Cuspal Inter Link System" sections={KP_INTERLINKS_SECTIONS} opening="cuspalLinks" />
  );
}
