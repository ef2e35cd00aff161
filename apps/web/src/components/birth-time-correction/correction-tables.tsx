import { planetaryPositionLayout, type ChartTable } from '@kpdesk/contract';
import { Table } from 'react-bootstrap';
import { TableScroller } from '../chart-tables/table-scroller';
import { MarginCell } from '../chart-tables/position-table';

const LORDS = [
  ['signLord', 'Sign Lord'],
  ['starLord', 'Star Lord'],
  ['subLord', 'Sub Lord'],
  ['subSubLord', 'Sub Sub Lord'],
] as const;

function LordCell({ now, saved }: { now: string; saved: string | undefined }) {
  const isChanged = saved !== undefined && saved !== now;
  if (!isChanged) return <td>{now}</td>;
  return (
    <td className="table-warning fw-semibold">
      {now} <span className="small fw-normal">(changed, was {saved})</span>
    </td>
  );
}

/**
 * Planets or Cuspal of the preview against the saved chart: each lord that differs is flagged in colour and
 * in words ("changed, was Sun"); beside the lords, the preview's sub-lord margin: how far the time may move
 * earlier (−) or later (+) before the sign, star or sub lord changes.
 */
export function CorrectionTable({
  caption,
  preview,
  saved,
}: {
  caption: string;
  preview: ChartTable;
  saved: ChartTable | undefined;
}) {
  const rows = preview.rows.map(planetaryPositionLayout.read);
  const savedRows = saved?.rows.map(planetaryPositionLayout.read) ?? [];
  const changes = rows.reduce(
    (n, row, i) => n + LORDS.filter(([key]) => savedRows[i] && savedRows[i][key] !== row[key]).length,
    0,
  );
  return (
    <TableScroller label={caption}>
      <Table bordered size="sm" className="mb-0 chart-table caption-top">
        <caption className="fw-semibold text-body">
          {caption}{' '}
          <span className="fw-normal small">
            {saved ? `${changes} lord${changes === 1 ? '' : 's'} changed from the saved chart` : ''}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{preview.columns[0] ?? ''}</th>
            {LORDS.map(([, title]) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
            <th scope="col">Sub-lord margin</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.name}>
              <th scope="row">
                {row.name}
                {row.retro ? ' (R)' : ''}
              </th>
              {LORDS.map(([key]) => (
                <LordCell key={key} now={row[key]} saved={savedRows[i]?.[key]} />
              ))}
              <td>
                <MarginCell earlier={row.marginEarlier} later={row.marginLater} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
