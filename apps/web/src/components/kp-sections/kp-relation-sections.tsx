import type { ChartTable } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { chartsApi } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { ChartTableView, spaceCommas } from '../chart-tables/chart-table-view';
import { HighlightTable } from '../chart-tables/highlight-table';

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

/** Cuspal Links (section 6): links of each house by star, sub and sub-sub lord, then planet links. */
export function LinksSection({ runningId }: { runningId: number }) {
  return (
    <>
      <ChartTableView
        runningId={runningId}
        call="cuspalLinksStarLord"
        caption="Cuspal Links Star Lord"
        shape={shapeLinks('House', 'Star Lord')}
      />
      <ChartTableView
        runningId={runningId}
        call="cuspalLinksSubLord"
        caption="Cuspal Links Sub Lord"
        shape={shapeLinks('House', 'Sub Lord')}
      />
      <ChartTableView
        runningId={runningId}
        call="cuspalLinksSubSubLord"
        caption="Cuspal Links Sub Sub Lord"
        shape={shapeLinks('House', 'Sub Sub Lord')}
      />
      <ChartTableView
        runningId={runningId}
        call="planetLinks"
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

/** Aspects: which planets aspect each planet and each house, marks shown as ticks. */
export function AspectsSection({ runningId }: { runningId: number }) {
  return (
    <>
      <ChartTableView
        runningId={runningId}
        call="aspectingPlanets"
        caption="Aspecting Planets"
        shape={shapeMarks}
      />
      <ChartTableView
        runningId={runningId}
        call="aspectingHouses"
        caption="Aspecting House"
        shape={shapeMarks}
      />
    </>
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
