import { KpChartPage, type KpSectionName } from '../../components/kp-sections/kp-chart-page';

/** The KP System menu, in the spec's order. */
const KP_SYSTEM_SECTIONS: readonly KpSectionName[] = [
  'birthChart',
  'planetSignificators',
  'effectiveSignificators',
  'sixFoldSignificators',
  'cuspalSignificators',
  'cuspalLinks',
  'aspects',
  'conjoints',
  'dba',
  'selfSignificators',
];

/** KP System (/kpastro.html): Birth Chart by default, then significators, links, aspects, conjoints, DBA. */
export function KpSystemPage() {
  return <KpChartPage title="KP System" sections={KP_SYSTEM_SECTIONS} opening="birthChart" />;
}
