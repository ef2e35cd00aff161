import { planetaryPositionLayout, type ChartTable, type PositionCells } from '@kpdesk/contract';
import { HighlightTable } from './highlight-table';
import { toMarginView } from './margin-text';

/** Which columns a position table shows. */
export type PositionColumns = 'kp' | 'lords' | 'stars';

/** A sub-lord margin '−m:ss / +m:ss', in red with ⚠ and the word 'fragile' under two minutes. */
export function MarginCell({ earlier, later }: { earlier: string | undefined; later: string | undefined }) {
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
 * A KP position table (planetary or cuspal rows of the contract's position layout). 'kp' shows sign, degree and
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
  const head = table.columns[0] ?? '';
  const rows = table.rows.map(planetaryPositionLayout.read);
  const nameWithRetro = (p: PositionCells) => `${p.name}${p.retro ? ' (R)' : ''}`;
  if (columns === 'stars') {
    return (
      <HighlightTable
        caption={caption}
        columns={[head, 'Star', 'Patham', 'Star Lord']}
        rows={rows.map((p) => [nameWithRetro(p), p.star, p.pada, p.starLord])}
      />
    );
  }
  if (columns === 'lords') {
    return (
      <HighlightTable
        caption={caption}
        columns={[head, 'Sign Lord', 'Star Lord', 'Sub Lord', 'Sub Sub Lord']}
        rows={rows.map((p) => [p.name, p.signLord, p.starLord, p.subLord, p.subSubLord])}
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
        rows={rows.map((p) => [
          nameWithRetro(p),
          p.sign,
          p.degree,
          p.signLord,
          p.starLord,
          p.subLord,
          p.subSubLord,
          <MarginCell key="margin" earlier={p.marginEarlier} later={p.marginLater} />,
        ])}
      />
      <p className="small text-body-secondary">
        Sub-lord margin: how much earlier (−) or later (+) the birth time may be before the sign, star or sub
        lord changes. <span aria-hidden="true">⚠</span> fragile: under 2 minutes.
      </p>
    </>
  );
}
