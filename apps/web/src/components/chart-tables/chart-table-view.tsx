import type { CallAnswer, chartCalls } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chartsApi, type ChartTableCallName } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { HighlightTable, type TableCell } from './highlight-table';
import type { Legend, Legends } from './significator-legends';

/** A legend under a significator table: letter and meaning, the meaning in the display language. */
export function LegendList({ legend, label }: { legend: Legend; label: string }) {
  const { t } = useTranslation();
  return (
    <dl className="small row g-0 mb-3" aria-label={label}>
      {legend.map(([letter, text]) => (
        <div key={letter} className="col-12 d-flex gap-2">
          <dt>{letter}</dt>
          <dd className="mb-0">{t(text, { defaultValue: text })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A chart table with its legend below it. */
export function LegendedTable({
  caption,
  columns,
  rows,
  legend,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly TableCell[])[];
  legend?: Legend;
}) {
  const { t } = useTranslation();
  const table = t(caption, { defaultValue: caption });
  // A legend's letters head its columns as written: the one-letter keys of other tables ('B', 'F') must not
  // turn them into words that the legend below no longer matches.
  const letters = new Set(legend?.map(([letter]) => letter));
  const headings = columns.map((c) => (letters.has(c) ? { key: c, title: c } : c));
  return (
    <>
      <HighlightTable caption={caption} columns={headings} rows={rows} />
      {legend ? <LegendList legend={legend} label={t('{{table}} legend', { table })} /> : null}
    </>
  );
}

/** Which view of a significator table: by house (cuspal) or by planet. */
export type SignificatorView = keyof Legends;

const VIEW_CAPTIONS: readonly (readonly [SignificatorView, string])[] = [
  ['cuspal', '{{name}}: Cuspal View'],
  ['planet', '{{name}}: Planet View'],
];

/**
 * A significator table's cuspal view beside its planet view on wide screens, captioned '<name>: Cuspal View'
 * and '<name>: Planet View'; `render` draws each view's table.
 */
export function ViewPair({
  name,
  render,
}: {
  name: string;
  render: (view: SignificatorView, caption: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="view-pair">
      {VIEW_CAPTIONS.map(([view, caption]) => (
        <div key={view}>{render(view, t(caption, { name: t(name, { defaultValue: name }) }))}</div>
      ))}
    </div>
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
  shape?: (table: CallAnswer<(typeof chartCalls)[K]>) => { columns: string[]; rows: TableCell[][] };
}) {
  const { t } = useTranslation();
  const loaded = useChartQuery(call, runningId, () => chartsApi.table(call, runningId));
  const loadingText = t('Loading - {{table}}', { table: t(caption, { defaultValue: caption }) });
  return (
    <QueryView query={loaded} loadingText={loadingText}>
      {(table) => {
        const view = shape
          ? shape(table)
          : { columns: table.columns, rows: table.rows.map((r) => r.map(spaceCommas)) };
        return <LegendedTable caption={caption} columns={view.columns} rows={view.rows} legend={legend} />;
      }}
    </QueryView>
  );
}
