import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { TableScroller } from './table-scroller';

/** A column heading: plain text, or a node with the key React needs to tell the headings apart. */
export type ChartTableColumn = string | { key: string; title: ReactNode };

/** Props of {@link ChartTable}. */
export interface ChartTableProps {
  /** The table's accessible name: the scroll region's label and, unless `captionContent` is given, the caption. */
  caption: string;
  /** What the visible caption shows when it says more than the name (a count, a note). */
  captionContent?: ReactNode;
  /**
   * One header row of column headings (`scope="col"`); leave out when `head` draws the header itself, or
   * with `head` too when the rows head themselves.
   */
  columns?: readonly ChartTableColumn[];
  /** A header of its own (several rows, spans) instead of `columns`. */
  head?: ReactNode;
  /** Extra classes of the table (`align-middle`, `small`, a narrow font for wide matrices). */
  className?: string;
  /** Rows highlight under the pointer. */
  isHoverable?: boolean;
  /** The caption is for screen readers only (a card's heading already names the table on screen). */
  isCaptionHidden?: boolean;
  /** The body rows (`<tr>` elements). */
  children: ReactNode;
}

/**
 * The frame every chart table shares: a captioned Bootstrap table with one header row, inside the
 * {@link TableScroller} that scrolls it sideways on a phone and says so. A page gives the caption, the
 * columns and its rows; it never draws the frame again. The caption and the column headings are shown in the
 * display language.
 */
export function ChartTable({
  caption,
  captionContent,
  columns,
  head,
  className = '',
  isHoverable = false,
  isCaptionHidden = false,
  children,
}: ChartTableProps) {
  const { t } = useTranslation();
  const name = t(caption, { defaultValue: caption });
  return (
    <TableScroller label={name}>
      <Table
        bordered
        hover={isHoverable}
        size="sm"
        className={`chart-table caption-top mb-0 ${className}`.trim()}
      >
        <caption className={isCaptionHidden ? 'visually-hidden' : 'fw-semibold text-body'}>
          {captionContent ?? name}
        </caption>
        {/* A table of row headings alone (label, value) has no header row. */}
        {head || columns ? <thead>{head ?? <ColumnRow columns={columns ?? []} />}</thead> : null}
        <tbody>{children}</tbody>
      </Table>
    </TableScroller>
  );
}

function ColumnRow({ columns }: { columns: readonly ChartTableColumn[] }) {
  const { t } = useTranslation();
  return (
    <tr>
      {columns.map((column) =>
        typeof column === 'string' ? (
          <th key={column} scope="col">
            {t(column, { defaultValue: column })}
          </th>
        ) : (
          <th key={column.key} scope="col">
            {column.title}
          </th>
        ),
      )}
    </tr>
  );
}
