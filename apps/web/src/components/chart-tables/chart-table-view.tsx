import type { CallAnswer, chartCalls } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { chartsApi, type ChartTableCallName } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { HighlightTable } from './highlight-table';
import type { Legend } from './significator-legends';

/** A legend under a significator table: letter and meaning. */
export function LegendList({ legend, label }: { legend: Legend; label: string }) {
  return (
    <dl className="small row g-0 mb-3" aria-label={label}>
      {legend.map(([letter, text]) => (
        <div key={letter} className="col-12 d-flex gap-2">
          <dt>{letter}</dt>
          <dd className="mb-0">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Comma lists read better with a space after each comma. */
export const spaceCommas = (cell: string) => cell.replaceAll(',', ', ');

/**
 * One table call of a client shown as it comes (every column), with its loading text and error alert;
 * `shape` may rebuild the columns and cells for display.
 */
export function ChartTableView<K extends ChartTableCallName>({
  runningId,
  call,
  caption,
  legend,
  shape,
}: {
  runningId: number;
  call: K;
  caption: string;
  legend?: Legend;
  shape?: (table: CallAnswer<(typeof chartCalls)[K]>) => { columns: string[]; rows: ReactNode[][] };
}) {
  const loaded = useChartQuery(call, runningId, () => chartsApi.table(call, runningId));
  return (
    <QueryView query={loaded} loadingText={`Loading - ${caption}`}>
      {(table) => {
        const view = shape
          ? shape(table)
          : { columns: table.columns, rows: table.rows.map((r) => r.map(spaceCommas)) };
        return (
          <>
            <HighlightTable caption={caption} columns={view.columns} rows={view.rows} />
            {legend ? <LegendList legend={legend} label={`${caption} legend`} /> : null}
          </>
        );
      }}
    </QueryView>
  );
}
