import { planetaryPositionLayout, type ChartTable as ChartTableData } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../chart-tables/chart-table';
import { MarginCell } from '../chart-tables/position-table';

const LORDS = [
  ['signLord', 'Sign Lord'],
  ['starLord', 'Star Lord'],
  ['subLord', 'Sub Lord'],
  ['subSubLord', 'Sub Sub Lord'],
] as const;

function LordCell({ now, saved }: { now: string; saved: string | undefined }) {
  const { t } = useTranslation();
  const isChanged = saved !== undefined && saved !== now;
  const lord = t(now, { defaultValue: now });
  if (!isChanged) return <td>{lord}</td>;
  return (
    <td className="table-warning fw-semibold">
      {lord}{' '}
      <span className="small fw-normal">
        {t('(changed, was {{lord}})', { lord: t(saved, { defaultValue: saved }) })}
      </span>
    </td>
  );
}

type PositionRow = ReturnType<typeof planetaryPositionLayout.read>;

/** How many lords of the preview differ from the saved chart's. */
function countChanges(rows: readonly PositionRow[], savedRows: readonly PositionRow[]): number {
  return rows.reduce(
    (n, row, i) => n + LORDS.filter(([key]) => savedRows[i] && savedRows[i][key] !== row[key]).length,
    0,
  );
}

/** One body or cusp: its lords against the saved ones, and the preview's margin. */
function CorrectionRow({ row, saved }: { row: PositionRow; saved: PositionRow | undefined }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">
        {t(row.name, { defaultValue: row.name })}
        {row.retro ? ' (R)' : ''}
      </th>
      {LORDS.map(([key]) => (
        <LordCell key={key} now={row[key]} saved={saved?.[key]} />
      ))}
      <td>
        <MarginCell earlier={row.marginEarlier} later={row.marginLater} />
      </td>
    </tr>
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
  preview: ChartTableData;
  saved: ChartTableData | undefined;
}) {
  const rows = preview.rows.map(planetaryPositionLayout.read);
  const savedRows = saved?.rows.map(planetaryPositionLayout.read) ?? [];
  const changes = countChanges(rows, savedRows);
  const { t } = useTranslation();
  const changed =
    changes === 1
      ? t('{{count}} lord changed from the saved chart', { count: changes })
      : t('{{count}} lords changed from the saved chart', { count: changes });
  return (
    <ChartTable
      caption={caption}
      captionContent={
        <>
          {t(caption)} <span className="fw-normal small">{saved ? changed : ''}</span>
        </>
      }
      columns={[preview.columns[0] ?? '', ...LORDS.map(([, title]) => title), 'Sub-lord margin']}
    >
      {rows.map((row, i) => (
        <CorrectionRow key={row.name} row={row} saved={savedRows[i]} />
      ))}
    </ChartTable>
  );
}
