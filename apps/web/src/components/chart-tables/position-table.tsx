import {
  planetaryPositionLayout,
  type ChartTable as ChartTableData,
  type PositionCells,
} from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nameCell } from '../../i18n/name-text';
import { HighlightTable } from './highlight-table';
import { toMarginView } from './margin-text';

/** Which columns a position table shows. */
export type PositionColumns = 'kp' | 'lords' | 'stars';

/** A sub-lord margin '−m:ss / +m:ss', in red with ⚠ and the word 'fragile' under two minutes. */
export function MarginCell({ earlier, later }: { earlier: string | undefined; later: string | undefined }) {
  const margin = toMarginView(earlier, later);
  const { t } = useTranslation();
  return (
    <span className={`text-nowrap ${margin.isFragile ? 'text-danger fw-semibold' : ''}`}>
      {margin.text}
      {margin.isFragile ? (
        <>
          {' '}
          <span aria-hidden="true">⚠</span>
          <span className="visually-hidden">{t('fragile')}</span>
        </>
      ) : null}
    </span>
  );
}

/** A column of a position table: its heading and its cell of a row. */
type PositionColumn = readonly [title: string, cell: (p: PositionCells) => ReactNode];

const LORD_COLUMNS: readonly PositionColumn[] = [
  ['Sign Lord', (p) => p.signLord],
  ['Star Lord', (p) => p.starLord],
  ['Sub Lord', (p) => p.subLord],
  ['Sub Sub Lord', (p) => p.subSubLord],
];

/** The columns after the row heading, per kind of table. */
const POSITION_COLUMNS: Record<PositionColumns, readonly PositionColumn[]> = {
  kp: [['Sign', (p) => p.sign], ['Degree', (p) => p.degree], ...LORD_COLUMNS],
  lords: LORD_COLUMNS,
  stars: [
    ['Star', (p) => p.star],
    ['Patham', (p) => p.pada],
    ['Star Lord', (p) => p.starLord],
  ],
};

const MARGIN_COLUMN: PositionColumn = [
  'Sub-lord margin',
  (p) => <MarginCell earlier={p.marginEarlier} later={p.marginLater} />,
];

const nameWithRetro = (p: PositionCells) => nameCell(p.name, { note: p.retro ? ' (R)' : '' });

function MarginNote() {
  const { t } = useTranslation();
  return (
    <p className="small text-body-secondary">
      {t(
        'Sub-lord margin: how much earlier (−) or later (+) the birth time may be before the sign, star or sub lord changes.',
      )}{' '}
      <span aria-hidden="true">⚠</span> {t('fragile: under 2 minutes.')}
    </p>
  );
}

/**
 * A KP position table (planetary or cuspal rows of the contract's position layout). 'kp' shows sign, degree and
 * the four lords with the sub-lord margin ("how much birth time before a lord changes"; fragile under two
 * minutes) and cycles the row highlight green, red, none; 'lords' shows only the lords; 'stars' the star,
 * patham (pada) and star lord of the Vedic Rashi tab. `hasMargins` false leaves the margin out where the
 * moment is not a birth time to correct (a horary chart, whose Ascendant is chosen).
 */
export function PositionTable({
  caption,
  table,
  columns = 'kp',
  hasMargins = true,
}: {
  caption: string;
  table: ChartTableData;
  columns?: PositionColumns;
  hasMargins?: boolean;
}) {
  const isKp = columns === 'kp';
  const shown = isKp && hasMargins ? [...POSITION_COLUMNS.kp, MARGIN_COLUMN] : POSITION_COLUMNS[columns];
  const rowHead = columns === 'lords' ? (p: PositionCells) => p.name : nameWithRetro;
  return (
    <>
      <HighlightTable
        caption={caption}
        mode={isKp ? 'cycle' : 'toggle'}
        columns={[table.columns[0] ?? '', ...shown.map(([title]) => title)]}
        rows={table.rows
          .map(planetaryPositionLayout.read)
          .map((p) => [rowHead(p), ...shown.map(([, cell]) => cell(p))])}
      />
      {isKp && hasMargins ? <MarginNote /> : null}
    </>
  );
}
