import { selfSignificatorLayout, type ChartTable } from '@kpdesk/contract';
import { Col, Row } from 'react-bootstrap';
import type { ChartTableCallName, ClientRequest } from '../../api/charts';
import { useClientDateText } from '../../api/use-client-settings';
import { CHART_LEGEND } from '../chart';
import { ClientChartDrawing } from '../chart-page/client-chart-drawing';
import { ChartTableView, spaceCommas, ViewPair } from '../chart-tables/chart-table-view';
import { ClientPositionTable } from '../chart-tables/client-position-table';
import { DashaSchedule } from '../chart-tables/dasha-schedule';
import {
  CUSPAL_SIGNIFICATOR_LEGENDS,
  PLANET_SIGNIFICATOR_LEGENDS,
  SIX_FOLD_LEGENDS,
  type Legends,
} from '../chart-tables/significator-legends';
import { nameCell } from '../../i18n/name-text';
import { AspectsSection, ConjointsSection, LinksSection } from './kp-relation-sections';

/**
 * Sections of the KP pages. Indexes the spec gives: planet significators 3, six-fold 4, cuspal links 6,
 * self significators 10; the others are ours.
 */
export const KP_SECTION = {
  birthChart: 0,
  cuspalSignificators: 1,
  effectiveSignificators: 2,
  planetSignificators: 3,
  sixFoldSignificators: 4,
  aspects: 5,
  cuspalLinks: 6,
  conjoints: 7,
  dba: 8,
  selfSignificators: 10,
} as const;

/** The chart beside its position tables from 1400 px; below that the tables take the column's full width. */
function BirthChartSection({ client }: { client: ClientRequest }) {
  return (
    <Row className="g-3">
      <Col xs={12} xxl={5}>
        <ClientChartDrawing client={client} isKp />
      </Col>
      <Col xs={12} xxl={7}>
        <ClientPositionTable runningId={client.runningId} call="cuspalPosition" caption="Cuspal Position" />
        <ClientPositionTable
          runningId={client.runningId}
          call="planetaryPosition"
          caption="Planetary Position"
        />
      </Col>
    </Row>
  );
}

/** A cuspal-view and a planet-view table side by side on wide screens, each with its legend. */
function TwoViews({
  runningId,
  name,
  calls,
  legends,
}: {
  runningId: number;
  name: string;
  calls: { cuspal: ChartTableCallName; planet: ChartTableCallName };
  legends: Legends;
}) {
  return (
    <ViewPair
      name={name}
      render={(view, caption) => (
        <ChartTableView runningId={runningId} call={calls[view]} caption={caption} legend={legends[view]} />
      )}
    />
  );
}

/** Self significator cells the spec shows (its indexes 0, 1, 2, 3, 5, 6, 7, 8), with the chart legend's marks. */
export const shapeSelf = (table: ChartTable) => ({
  columns: ['Planet', 'Sign Lord', 'Star Lord', 'Sub Lord', 'CL', 'OCC', 'CST', 'CSL'],
  rows: table.rows.map((row) => {
    const s = selfSignificatorLayout.read(row);
    return [
      nameCell(s.planet, { note: `${s.retro ? ' (R)' : ''}${s.ownStar}${s.notStarLord}` }),
      ...[s.signLord, s.starLord, s.subLord, s.cl, s.occ, s.cst, s.csl].map(spaceCommas),
    ];
  }),
});

function DbaSection({ runningId }: { runningId: number }) {
  const dateText = useClientDateText(runningId);
  return <DashaSchedule runningId={runningId} dateText={dateText} />;
}

/** The sections drawn as a cuspal view beside a planet view, each with its legend. */
const SIGNIFICATOR_VIEWS: Partial<
  Record<
    number,
    { name: string; calls: { cuspal: ChartTableCallName; planet: ChartTableCallName }; legends: Legends }
  >
> = {
  [KP_SECTION.planetSignificators]: {
    name: 'Planet Significators',
    calls: { cuspal: 'planetSignificatorCuspalView', planet: 'planetSignificatorPlanetView' },
    legends: PLANET_SIGNIFICATOR_LEGENDS,
  },
  [KP_SECTION.cuspalSignificators]: {
    name: 'Cuspal Significators',
    calls: { cuspal: 'cuspalSignificatorCuspalView', planet: 'cuspalSignificatorPlanetView' },
    legends: CUSPAL_SIGNIFICATOR_LEGENDS,
  },
  [KP_SECTION.sixFoldSignificators]: {
    name: 'Six Fold Significators',
    calls: { cuspal: 'sixFoldCuspalView', planet: 'sixFoldPlanetView' },
    legends: SIX_FOLD_LEGENDS,
  },
};

/** The content of one KP section for a client. */
export function KpSectionContent({ section, client }: { section: number; client: ClientRequest }) {
  const id = client.runningId;
  const views = SIGNIFICATOR_VIEWS[section];
  if (views) return <TwoViews runningId={id} {...views} />;
  switch (section) {
    case KP_SECTION.birthChart:
      return <BirthChartSection client={client} />;
    case KP_SECTION.effectiveSignificators:
      return (
        <ChartTableView runningId={id} call="effectiveSignificators" caption="Effective Significators" />
      );
    case KP_SECTION.selfSignificators:
      return (
        <>
          <ChartTableView
            runningId={id}
            call="selfSignificators"
            caption="Self Significators"
            shape={shapeSelf}
          />
          <p className="small">{CHART_LEGEND.join(' · ')}</p>
        </>
      );
    case KP_SECTION.aspects:
      return <AspectsSection runningId={id} />;
    case KP_SECTION.conjoints:
      return <ConjointsSection runningId={id} />;
    case KP_SECTION.cuspalLinks:
      return <LinksSection runningId={id} />;
    case KP_SECTION.dba:
      return <DbaSection runningId={id} />;
    default:
      return null;
  }
}
