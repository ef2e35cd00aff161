import { SELF_SIGNIFICATOR_INDEX as S, type ChartTable } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { chartsApi, type ChartTableCall, type ClientRequest } from '../../api/charts';
import { useClientDateText } from '../../api/use-client-settings';
import { QueryView, useChartQuery } from '../../components/chart-page/chart-query';
import { ClientChartDrawing } from '../../components/chart-page/client-chart-drawing';
import { CHART_LEGEND } from '../../components/chart';
import type { ChartSection } from '../../components/chart-page/section-menu';
import { ChartTableView, spaceCommas } from '../../components/chart-tables/chart-table-view';
import { DashaSchedule } from '../../components/chart-tables/dasha-schedule';
import { HighlightTable } from '../../components/chart-tables/highlight-table';
import { PositionTable, type PositionColumns } from '../../components/chart-tables/position-table';
import {
  CUSPAL_SIGNIFICATOR_LEGENDS,
  PLANET_SIGNIFICATOR_LEGENDS,
  SIX_FOLD_LEGENDS,
  type Legends,
} from '../../components/chart-tables/significator-legends';

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

/** A position table of the client, loaded on its own. */
export function ClientPositionTable({
  runningId,
  call,
  caption,
  columns = 'kp',
}: {
  runningId: number;
  call: 'planetarypositionchart' | 'cuspalpositionchart';
  caption: string;
  columns?: PositionColumns;
}) {
  const loaded = useChartQuery(call, runningId, () => chartsApi.table(call, runningId));
  return (
    <QueryView query={loaded} loadingText={`Loading - ${caption}`}>
      {(table) => <PositionTable caption={caption} table={table} columns={columns} />}
    </QueryView>
  );
}

function BirthChartSection({ client }: { client: ClientRequest }) {
  return (
    <Row className="g-3">
      <Col xs={12} xl={5}>
        <ClientChartDrawing client={client} isKp />
      </Col>
      <Col xs={12} xl={7}>
        <ClientPositionTable
          runningId={client.runningId}
          call="cuspalpositionchart"
          caption="Cuspal Position"
        />
        <ClientPositionTable
          runningId={client.runningId}
          call="planetarypositionchart"
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
  calls: { cuspal: ChartTableCall; planet: ChartTableCall };
  legends: Legends;
}) {
  return (
    <Row className="g-3">
      <Col xs={12} lg={6}>
        <ChartTableView
          runningId={runningId}
          call={calls.cuspal}
          caption={`${name}: Cuspal View`}
          legend={legends.cuspal}
        />
      </Col>
      <Col xs={12} lg={6}>
        <ChartTableView
          runningId={runningId}
          call={calls.planet}
          caption={`${name}: Planet View`}
          legend={legends.planet}
        />
      </Col>
    </Row>
  );
}

/** "Mars (1, 7, 8, 11)": a link cell with the houses the planet links to. */
const linkCell = (planet: string | undefined, houses: string | undefined) =>
  houses ? `${planet ?? ''} (${spaceCommas(houses)})` : (planet ?? '');

/** Link rows (contract LINK_COLUMNS_TAIL) shown as the spec's four columns, houses beside each planet. */
function shapeLinks(head: string, lordWord: string) {
  return (table: ChartTable) => ({
    columns: [head, `${lordWord} (A)`, 'Star Lord of A', 'Sub Lord of A'],
    rows: table.rows.map((r) => [r[0], linkCell(r[1], r[2]), linkCell(r[3], r[4]), linkCell(r[5], r[6])]),
  });
}

function LinksSection({ runningId }: { runningId: number }) {
  return (
    <>
      <ChartTableView
        runningId={runningId}
        call="cuspallinkstarlord"
        caption="Cuspal Links Star Lord"
        shape={shapeLinks('House', 'Star Lord')}
      />
      <ChartTableView
        runningId={runningId}
        call="cuspallinksublord"
        caption="Cuspal Links Sub Lord"
        shape={shapeLinks('House', 'Sub Lord')}
      />
      <ChartTableView
        runningId={runningId}
        call="cuspallinksubsublord"
        caption="Cuspal Links Sub Sub Lord"
        shape={shapeLinks('House', 'Sub Sub Lord')}
      />
      <ChartTableView
        runningId={runningId}
        call="planetlink"
        caption="Planet Links"
        shape={shapeLinks('Planet', 'Planet')}
      />
    </>
  );
}

/** 'X' marks read as "Yes" to a screen reader and as a tick on screen. */
const markCells = (cell: string | undefined): ReactNode =>
  cell === 'X' ? (
    <span>
      <span aria-hidden="true">✔</span>
      <span className="visually-hidden">Yes</span>
    </span>
  ) : (
    (cell ?? '')
  );

const shapeMarks = (table: ChartTable) => ({
  columns: table.columns,
  rows: table.rows.map(([head, ...cells]) => [head, ...cells.map(markCells)]),
});

function AspectsSection({ runningId }: { runningId: number }) {
  return (
    <>
      <ChartTableView
        runningId={runningId}
        call="aspectingchart"
        caption="Aspecting Planets"
        shape={shapeMarks}
      />
      <ChartTableView
        runningId={runningId}
        call="aspectingcuspalchart"
        caption="Aspecting House"
        shape={shapeMarks}
      />
    </>
  );
}

function ConjointsSection({ runningId }: { runningId: number }) {
  const loaded = useChartQuery('conjoinedchart', runningId, () => chartsApi.conjoined(runningId));
  return (
    <QueryView query={loaded} loadingText="Loading - Conjunction of Planets">
      {(data) => (
        <>
          <HighlightTable caption="Conjunction of Planets" {...shapeMarks(data.matrix)} />
          <HighlightTable
            caption="Conjoined Planets"
            columns={data.planets.columns}
            rows={data.planets.rows.map((r) => r.map(spaceCommas))}
          />
        </>
      )}
    </QueryView>
  );
}

/** Self significator rows at the spec's indexes 0, 1, 2, 3, 5, 6, 7, 8, with the chart legend's marks. */
const SHOWN_SELF_CELLS = [S.signLord, S.starLord, S.subLord, S.cl, S.occ, S.cst, S.csl];
const shapeSelf = (table: ChartTable) => ({
  columns: ['Planet', 'Sign Lord', 'Star Lord', 'Sub Lord', 'CL', 'OCC', 'CST', 'CSL'],
  rows: table.rows.map((r) => [
    `${r[S.planet] ?? ''}${r[S.retro] ? ' (R)' : ''}${r[S.ownStar] ?? ''}${r[S.notStarLord] ?? ''}`,
    ...SHOWN_SELF_CELLS.map((i) => spaceCommas(r[i] ?? '')),
  ]),
});

function DbaSection({ runningId }: { runningId: number }) {
  const dateText = useClientDateText(runningId);
  return <DashaSchedule runningId={runningId} dateText={dateText} />;
}

/** The sections drawn as a cuspal view beside a planet view, each with its legend. */
const SIGNIFICATOR_VIEWS: Partial<
  Record<
    number,
    { name: string; calls: { cuspal: ChartTableCall; planet: ChartTableCall }; legends: Legends }
  >
> = {
  [KP_SECTION.planetSignificators]: {
    name: 'Planet Significators',
    calls: { cuspal: 'planetsignificatorcuspalview', planet: 'planetsignificatorplanetview' },
    legends: PLANET_SIGNIFICATOR_LEGENDS,
  },
  [KP_SECTION.cuspalSignificators]: {
    name: 'Cuspal Significators',
    calls: { cuspal: 'cuspalsignificatorcuspalview', planet: 'cuspalsignificatorplanetview' },
    legends: CUSPAL_SIGNIFICATOR_LEGENDS,
  },
  [KP_SECTION.sixFoldSignificators]: {
    name: 'Six Fold Significators',
    calls: { cuspal: 'extendedcuspalsignificator', planet: 'extendedplanetsignificator' },
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
        <ChartTableView runningId={id} call="effectiveplanetsignificator" caption="Effective Significators" />
      );
    case KP_SECTION.selfSignificators:
      return (
        <>
          <ChartTableView
            runningId={id}
            call="planetarycuspalpositionchart"
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

/** The KP System menu, in the spec's order. */
export const KP_SYSTEM_SECTIONS: readonly ChartSection[] = [
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

/** The KP Interlinks menu (spec: Birth Chart, Cuspal Links, Aspects, Conjoints, DBA). */
export const KP_INTERLINKS_SECTIONS: readonly ChartSection[] = [
  { index: KP_SECTION.birthChart, label: 'Birth Chart' },
  { index: KP_SECTION.cuspalLinks, label: 'Cuspal Links' },
  { index: KP_SECTION.aspects, label: 'Aspects' },
  { index: KP_SECTION.conjoints, label: 'Conjoints' },
  { index: KP_SECTION.dba, label: 'DBA' },
];
