/** The table answer of a row layout, written once for every table the chart calls shape. */
import type { LayoutRow, NamedCells, RowField, RowLayout } from '@kpdesk/contract';

/** A table answer of a layout. */
export interface LayoutTable<F extends readonly RowField[]> {
  columns: string[];
  rows: LayoutRow<F>[];
}

/** The table of `items`, one row each, its cells named by `toCells`. */
export function toLayoutTable<F extends readonly RowField[], T>(
  layout: RowLayout<F>,
  items: readonly T[],
  toCells: (item: T, index: number) => NamedCells<F>,
): LayoutTable<F> {
  return { columns: layout.columns, rows: items.map((item, i) => layout.write(toCells(item, i))) };
}

/** Houses or planets as one cell: '1,5,9'. */
export const joinCell = (values: readonly (string | number)[]) => values.join(',');
