import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { TableScroller } from './table-scroller';
import { HIGHLIGHT_LOOKS, nextHighlight, type Highlight, type HighlightMode } from './highlight';

/** Props of {@link HighlightTable}. */
export interface HighlightTableProps {
  /** The table's visible caption and accessible name. */
  caption: string;
  columns: readonly string[];
  /** Cells already shaped for display; the first cell of a row is its header. */
  rows: readonly (readonly ReactNode[])[];
  mode?: HighlightMode;
  /** Extra class of the table, e.g. a narrow font for wide matrices. */
  className?: string;
}

/**
 * A read-only chart table whose rows a click (or Enter / Space) highlights. The first cell of a row is
 * its row header and carries the highlight's symbol and words.
 */
export function HighlightTable({
  caption,
  columns,
  rows,
  mode = 'toggle',
  className = '',
}: HighlightTableProps) {
  const [highlights, setHighlights] = useState<Record<number, Highlight>>({});
  const advance = (index: number) =>
    setHighlights((all) => ({ ...all, [index]: nextHighlight(all[index] ?? 'none', mode) }));
  const onKey = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    advance(index);
  };
  return (
    <TableScroller label={caption}>
      <Table bordered hover size="sm" className={`chart-table caption-top mb-0 ${className}`}>
        <caption className="fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            {columns.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => {
            const look = HIGHLIGHT_LOOKS[highlights[index] ?? 'none'];
            const [head, ...rest] = cells;
            return (
              <tr
                key={index}
                className={`chart-row ${look.className}`}
                tabIndex={0}
                onClick={() => advance(index)}
                onKeyDown={onKey(index)}
              >
                <th scope="row">
                  {look.symbol ? <span aria-hidden="true">{look.symbol} </span> : null}
                  {head}
                  {look.words ? <span className="visually-hidden"> ({look.words})</span> : null}
                </th>
                {rest.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
