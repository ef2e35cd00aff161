import { cuspalLinkLayout, planetLinkLayout, type ChartTable as ChartTableData } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { chartsApi, type ChartTableCallName } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { ChartTableView, spaceCommas } from '../chart-tables/chart-table-view';
import { HighlightTable, type TableCell } from '../chart-tables/highlight-table';
import { nameCell } from '../../i18n/name-text';

/** "Mars (1, 7, 8, 11)": a link cell with the houses the planet links to. */
const linkCell = (planet: string, houses: string) => nameCell(planet, { bracketed: houses });

type LinkCells = ReturnType<typeof cuspalLinkLayout.read> | ReturnType<typeof planetLinkLayout.read>;

/** The spec's last three link columns: A, its star lord and its sub lord, houses beside each planet. */
const linkCells = (cells: LinkCells) => [
  linkCell(cells.a, cells.housesOfA),
  linkCell(cells.starLord, cells.housesOfStarLord),
  linkCell(cells.subLord, cells.housesOfSubLord),
];

const linkColumns = (head: string, lordWord: string) => [
  head,
  `${lordWord} (A)`,
  'Star Lord of A',
  'Sub Lord of A',
];

/** Cuspal link rows shown as the spec's four columns. */
function shapeCuspalLinks(lordWord: string) {
  return (table: ChartTableData) => ({
    columns: linkColumns('House', lordWord),
    rows: table.rows.map((row) => {
      const cells = cuspalLinkLayout.read(row);
      return [cells.house, ...linkCells(cells)];
    }),
  });
}

/** Planet link rows shown as the spec's four columns. */
const shapePlanetLinks = (table: ChartTableData) => ({
  columns: linkColumns('Planet', 'Planet'),
  rows: table.rows.map((row) => {
    const cells = planetLinkLayout.read(row);
    return [cells.planet, ...linkCells(cells)];
  }),
});

/** A table call of a client with its caption and the shape of its rows. */
interface ShapedTable {
  call: ChartTableCallName;
  caption: string;
  shape: (table: ChartTableData) => { columns: string[]; rows: TableCell[][] };
}

/** The tables of a section, one under another. */
function ShapedTables({ runningId, tables }: { runningId: number; tables: readonly ShapedTable[] }) {
  return (
    <>
      {tables.map(({ call, caption, shape }) => (
        <ChartTableView key={call} runningId={runningId} call={call} caption={caption} shape={shape} />
      ))}
    </>
  );
}

/** Links of each house by star, sub and sub-sub lord, then planet links. */
const LINK_TABLES: readonly ShapedTable[] = [
  { call: 'cuspalLinksStarLord', caption: 'Cuspal Links Star Lord', shape: shapeCuspalLinks('Star Lord') },
  { call: 'cuspalLinksSubLord', caption: 'Cuspal Links Sub Lord', shape: shapeCuspalLinks('Sub Lord') },
  {
    call: 'cuspalLinksSubSubLord',
    caption: 'Cuspal Links Sub Sub Lord',
    shape: shapeCuspalLinks('Sub Sub Lord'),
  },
  { call: 'planetLinks', caption: 'Planet Links', shape: shapePlanetLinks },
];

/** Cuspal Links (section 6): links of each house by star, sub and sub-sub lord, then planet links. */
export function LinksSection({ runningId }: { runningId: number }) {
  return <ShapedTables runningId={runningId} tables={LINK_TABLES} />;
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

const shapeMarks = (table: ChartTableData) => ({
  columns: table.columns,
  rows: table.rows.map(([head, ...cells]) => [head, ...cells.map(markCells)]),
});

/** Aspects: which planets aspect each planet and each house, marks shown as ticks. */
export function AspectsSection({ runningId }: { runningId: number }) {
  return (
    <ShapedTables
      runningId={runningId}
      tables={[
        { call: 'aspectingPlanets', caption: 'Aspecting Planets', shape: shapeMarks },
        { call: 'aspectingHouses', caption: 'Aspecting House', shape: shapeMarks },
      ]}
    />
  );
}

/** Conjoints: the conjunction matrix and the conjoined planets, loaded in one call. */
export function ConjointsSection({ runningId }: { runningId: number }) {
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
