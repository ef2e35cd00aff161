import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNameCell, translateList, translateNameCell, type NameCell } from '../../i18n/name-text';
import { ChartTable, type ChartTableColumn } from './chart-table';
import { HIGHLIGHT_LOOKS, nextHighlight, type Highlight, type HighlightMode } from './highlight';

/** A cell of a highlight table: shaped for display, or names with a page's note kept apart. */
export type TableCell = ReactNode | NameCell;

/** Props of {@link HighlightTable}. */
export interface HighlightTableProps {
  /** The table's visible caption and accessible name. */
  caption: string;
  columns: readonly ChartTableColumn[];
  /**
   * Cells shaped for display; the first cell of a row is its header. A text cell is a name or a wire list of
   * names ('Sun,Venus'), translated whole value by value; a {@link NameCell} keeps a page's note apart.
   */
  rows: readonly (readonly TableCell[])[];
  mode?: HighlightMode;
  /** Extra class of the table, e.g. a narrow font for wide matrices. */
  className?: string;
}

/** One row of a highlight table: its highlight's symbol and words on the row header, a click or key advances it. */
function HighlightRow({
  cells,
  highlight,
  onAdvance,
}: {
  cells: readonly TableCell[];
  highlight: Highlight;
  onAdvance: () => void;
}) {
  const { t } = useTranslation();
  const look = HIGHLIGHT_LOOKS[highlight];
  // Names the server answers by id (planets, signs, stars) read in the display language.
  const [head, ...rest] = cells.map((cell): ReactNode => {
    if (isNameCell(cell)) return translateNameCell(t, cell);
    return typeof cell === 'string' ? translateList(t, cell) : cell;
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onAdvance();
  };
  return (
    <tr className={`chart-row ${look.className}`} tabIndex={0} onClick={onAdvance} onKeyDown={onKey}>
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
  return (
    <ChartTable caption={caption} columns={columns} className={className} isHoverable>
      {rows.map((cells, index) => (
        <HighlightRow
          key={index}
          cells={cells}
          highlight={highlights[index] ?? 'none'}
          onAdvance={() => advance(index)}
        />
      ))}
    </ChartTable>
  );
}
