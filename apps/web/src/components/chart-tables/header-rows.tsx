import type { ReactNode } from 'react';
import { ChartTable } from './chart-table';

/** Body rows whose first cell heads its row (`scope="row"`), for a {@link ChartTable}'s children. */
export function HeaderRows({ rows }: { rows: readonly (readonly ReactNode[])[] }) {
  return (
    <>
      {rows.map((cells, i) => (
        <tr key={i}>
          {cells.map((cell, j) =>
            j === 0 ? (
              <th key={j} scope="row">
                {cell}
              </th>
            ) : (
              <td key={j}>{cell}</td>
            ),
          )}
        </tr>
      ))}
    </>
  );
}

/**
 * A chart table of rows that head themselves, with column headings in words already chosen (blank headings
 * allowed; all blank draws no header row), in the frame every chart table shares.
 */
export function RowsTable({
  caption,
  head,
  rows,
  isCaptionHidden = false,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  isCaptionHidden?: boolean;
}) {
  const columns = head.some((h) => h !== '')
    ? head.map((title, i) => ({ key: String(i), title }))
    : undefined;
  return (
    <div className="mb-3">
      <ChartTable caption={caption} columns={columns} isCaptionHidden={isCaptionHidden}>
        <HeaderRows rows={rows} />
      </ChartTable>
    </div>
  );
}
