import { POSITION_INDEX as P, type ChartTable } from '@kpdesk/contract';
import { HighlightTable } from './highlight-table';
import { toMarginView } from './margin-text';

/** Which columns a position table shows. */
export type PositionColumns = 'kp' | 'lords' | 'stars';

function MarginCell({ earlier, later }: { earlier: string | undefined; later: string | undefined }) {
  const margin = toMarginView(earlier, later);
  return (
    <span className={`text-nowrap ${margin.isFragile ? 'text-danger fw-semibold' : ''}`}>
      {margin.text}
      {margin.isFragile ? (
        <>
          {' '}
          <span aria-hidden="true">⚠</span>
          <span className="visually-hidden">fragile</span>
        </>
      ) : null}
    </span>
  );
}

/**
 * A KP position table (planetary or cuspal rows of contract POSITION_INDEX). 'kp' shows sign, degree and
 * the four lords with the sub-lord margin ("how much birth time before a lord changes"; fragile under two
 * minutes) and cycles the row highlight green, red, none; 'lords' shows only the lords; 'stars' the star,
 * patham (pada) and star lord of the Vedic Rashi tab.
 */
export function PositionTable({
  caption,
  table,
  columns = 'kp',
}: {
  caption: string;
  table: ChartTable;
  columns?: PositionColumns;
}) {
  const head = table.columns[P.name] ?? '';
  const nameWithRetro = (r: readonly string[]) => `${r[P.name] ?? ''}${r[P.retro] ? ' (R)' : ''}`;
  if (columns === 'stars') {
    return (
      <HighlightTable
        caption={caption}
        columns={[head, 'Star', 'Patham', 'Star Lord']}
        rows={table.rows.map((r) => [nameWithRetro(r), r[P.star], r[P.pada], r[P.starLord]])}
      />
    );
  }
  if (columns === 'lords') {
    return (
      <HighlightTable
        caption={caption}
        columns={[head, 'Sign Lord', 'Star Lord', 'Sub Lord', 'Sub Sub Lord']}
        rows={table.rows.map((r) => [r[P.name], r[P.signLord], r[P.starLord], r[P.subLord], r[P.subSubLord]])}
      />
    );
  }
  return (
    <>
      <HighlightTable
        caption={caption}
        mode="cycle"
        columns={[
          head,
          'Sign',
          'Degree',
          'Sign Lord',
          'Star Lord',
          'Sub Lord',
          'Sub Sub Lord',
          'Sub-lord margin',
        ]}
        rows={table.rows.map((r) => [
          `${r[P.name] ?? ''}${r[P.retro] ? ' (R)' : ''}`,
          r[P.sign],
          r[P.degree],
          r[P.signLord],
          r[P.starLord],
          r[P.subLord],
          r[P.subSubLord],
          <MarginCell key="margin" earlier={r[P.marginEarlier]} later={r[P.marginLater]} />,
        ])}
      />
      <p className="small text-body-secondary">
        Sub-lord margin: how much earlier (−) or later (+) the birth time may be before the sign, star or sub
        lord changes. <span aria-hidden="true">⚠</span> fragile: under 2 minutes.
      </p>
    </>
  );
}
