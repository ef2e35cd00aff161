import {
  chartAbbreviation,
  lordCellLayout,
  type IntervalSearchResult,
  type LocalMoment,
  type LordCellRow,
} from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayFormats } from '../../api/use-display-formats';
import { translateName } from '../../i18n/name-text';
import { ChartTable } from '../chart-tables/chart-table';
import { showChangeMoment } from '../chart-tables/moment-display';
import { answerMoment, shortPlanet } from './moments';
import { useProgressiveRows } from './use-progressive-rows';

/** Which table a section shows. */
export type IntervalKind = 'cuspal' | 'planet';
/** The grouping radios: No Group, Sub Lord, Star Lord (planets only). */
export type Grouping = 'none' | 'sub' | 'star';

const read = lordCellLayout.read;

/** A planet's three-letter short name ('Rahu' → 'Rag'), or its chart abbreviation in the display language. */
type ShortName = (planet: string) => string;

/** The short names of `language`: each body's chart abbreviation ('Sun' → 'சூரி'), else its three letters. */
function shortNamesIn(language: string): ShortName {
  return (planet) => chartAbbreviation(language, planet) ?? shortPlanet(planet);
}

/** What a cell shows: the grouped lord alone, else 'Sign Lord-Star Lord-Sub Lord' in short names. */
function cellText(short: ShortName, cell: LordCellRow, grouping: Grouping): string {
  const c = read(cell);
  if (grouping === 'sub') return short(c.subLord);
  if (grouping === 'star') return short(c.starLord);
  return [c.signLord, c.starLord, c.subLord].map(short).join('-');
}

function cellTitle(t: TFunction, cell: LordCellRow): string {
  const c = read(cell);
  const name = (text: string) => translateName(t, text);
  return t('{{sign}}: sign lord {{signLord}}, star lord {{starLord}}, sub lord {{subLord}}', {
    sign: name(c.sign),
    signLord: name(c.signLord),
    starLord: name(c.starLord),
    subLord: name(c.subLord),
  });
}

/** The lists of one kind from the answer. */
function columnsOf(result: IntervalSearchResult, kind: IntervalKind, grouping: Grouping) {
  if (kind === 'cuspal') {
    return { names: result.cuspalNameList, indexes: result.cuspalList, spans: result.cuspalSpanList };
  }
  const spans = grouping === 'star' ? result.planetStarSpanList : result.planetSpanList;
  return { names: result.planetNameList.slice(0, 9), indexes: result.planetList, spans };
}

interface CellProps {
  kind: IntervalKind;
  grouping: Grouping;
  cell: LordCellRow;
  previous: LordCellRow | undefined;
  span: number;
  isRetro: boolean;
}

function LordCell({ kind, grouping, cell, previous, span, isRetro }: CellProps) {
  const { t, i18n } = useTranslation();
  if (grouping !== 'none' && span === 0) return null;
  const short = shortNamesIn(i18n.language);
  const isChanged =
    previous !== undefined && cellText(short, previous, grouping) !== cellText(short, cell, grouping);
  const isDanger = kind === 'planet' && grouping !== 'none' && previous !== undefined && span > 0;
  const classes = [isChanged ? 'fw-bold' : '', isDanger ? 'table-danger' : '', isRetro ? 'text-primary' : ''];
  return (
    <td
      rowSpan={grouping === 'none' ? undefined : span}
      className={classes.join(' ')}
      title={cellTitle(t, cell)}
    >
      {/* The lords stay on one line; '(R)' may wrap below them so nine planets fit at 1280 px. */}
      <span className="text-nowrap">{cellText(short, cell, grouping)}</span>
      {isRetro ? ' (R)' : ''}
      {isChanged ? <span className="visually-hidden"> {t('(changed)')}</span> : null}
    </td>
  );
}

/** What a row of the table needs to know of the answer, and the arrows' handlers. */
interface RowContext {
  result: IntervalSearchResult;
  kind: IntervalKind;
  grouping: Grouping;
  columns: ReturnType<typeof columnsOf>;
  onStartAt: (moment: LocalMoment) => void;
  onEndAt: (moment: LocalMoment) => void;
}

/** The arrows of a row: ↑ starts the window at the row, ↓ ends it there. */
const MOVES = [
  {
    edge: 'start',
    arrow: '↑',
    label: 'Start at {{moment}}',
    title: 'Start here and calculate',
    margin: ' me-1',
  },
  { edge: 'end', arrow: '↓', label: 'End at {{moment}}', title: 'End here and calculate', margin: '' },
] as const;

/** The up arrow (start here) and down arrow (end here) of a row. */
function MoveButtons({ text, onStart, onEnd }: { text: string; onStart: () => void; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <td className="text-nowrap">
      {MOVES.map((move) => (
        <button
          key={move.edge}
          type="button"
          className={`btn btn-sm btn-outline-secondary py-0 px-2${move.margin}`}
          aria-label={t(move.label, { moment: text })}
          title={t(move.title)}
          onClick={move.edge === 'start' ? onStart : onEnd}
        >
          {move.arrow}
        </button>
      ))}
    </td>
  );
}

/**
 * One lord-change moment: its time, the arrows and a lord cell per cusp or planet. Memoised: while a long
 * answer is drawn in steps, each step draws only its new rows.
 */
const IntervalRow = memo(function IntervalRow({
  context,
  moment,
  r,
  text,
  rowRef,
}: {
  context: RowContext;
  moment: LocalMoment;
  r: number;
  text: string;
  rowRef?: (row: HTMLTableRowElement | null) => void;
}) {
  const { result, kind, grouping, columns } = context;
  const cellAt = (row: number, col: number) => result.lordCells[columns.indexes[row]?.[col] ?? -1];
  // aria-rowindex counts the header row as 1, so the table's rows keep their places while drawing.
  return (
    <tr ref={rowRef} aria-rowindex={r + 2}>
      <th scope="row" className="text-nowrap">
        {text}
      </th>
      <MoveButtons
        text={text}
        onStart={() => context.onStartAt(moment)}
        onEnd={() => context.onEndAt(moment)}
      />
      {columns.names.map((name, col) => (
        <LordCell
          key={name}
          kind={kind}
          grouping={grouping}
          cell={cellAt(r, col) ?? ['', '', '', '']}
          previous={r > 0 ? cellAt(r - 1, col) : undefined}
          span={columns.spans[r]?.[col] ?? 0}
          isRetro={kind === 'planet' && (result.planetRetroList[r]?.[col] ?? false)}
        />
      ))}
    </tr>
  );
});

/**
 * The table's aria-rowcount (all rows and the header), set through its first row because ChartTable draws
 * the table element: while rows are still being drawn, assistive technology hears the full count.
 */
function useRowCountRef(rowCount: number) {
  return useCallback(
    (row: HTMLTableRowElement | null) =>
      row?.closest('table')?.setAttribute('aria-rowcount', String(rowCount)),
    [rowCount],
  );
}

/**
 * The Cuspal In Interval or Planet In Interval table: a row per lord-change moment, a column per cusp or
 * planet; under a grouping, cells of a run share one merged cell (span 0 hides the cell). Each row has the
 * up arrow (start here) and down arrow (end here) buttons. A row's moment reads in the page's date and time formats
 * (to the second), its date shown when it is not the window's first date. A long answer (a full day of
 * cusps, about 2,700 rows) draws its first rows at once and the rest in steps (useProgressiveRows), every
 * row before printing.
 */
export function IntervalTable({
  formats,
  ...props
}: Omit<RowContext, 'columns'> & { formats: DisplayFormats }) {
  const { t, i18n } = useTranslation();
  const { result, kind, grouping, onStartAt, onEndAt } = props;
  const short = shortNamesIn(i18n.language);
  // One context per answer and grouping, so the memoised rows already drawn are not drawn again.
  const context = useMemo(
    () => ({ result, kind, grouping, onStartAt, onEndAt, columns: columnsOf(result, kind, grouping) }),
    [result, kind, grouping, onStartAt, onEndAt],
  );
  // The answer's moments are parsed once per answer, not once per render of a grouping.
  const moments = useMemo(() => result.dateList.map(answerMoment), [result]);
  const drawn = useProgressiveRows(result, moments.length);
  const rowCountRef = useRowCountRef(moments.length + 1);
  const firstDate = answerMoment(result.startDate).date;
  const caption = kind === 'cuspal' ? 'Cuspal In Interval' : 'Planet In Interval';
  const columns = [
    'Date',
    { key: 'move', title: <span className="visually-hidden">{t('Move the window')}</span> },
    ...context.columns.names.map((name) => (kind === 'cuspal' ? name : short(name))),
  ];
  const where = {
    n: result.dateList.length,
    city: result.city,
    offset: `${result.timezone >= 0 ? '+' : ''}${result.timezone}`,
  };
  return (
    <ChartTable
      caption={caption}
      captionContent={
        kind === 'cuspal'
          ? t('Cuspal In Interval: {{n}} rows, {{city}} (UTC{{offset}})', where)
          : t('Planet In Interval: {{n}} rows, {{city}} (UTC{{offset}})', where)
      }
      columns={columns}
      className="interval-table small"
    >
      {moments.slice(0, drawn).map((moment, r) => (
        <IntervalRow
          key={result.dateList[r]}
          context={context}
          moment={moment}
          r={r}
          rowRef={r === 0 ? rowCountRef : undefined}
          text={showChangeMoment(moment, formats, moment.date !== firstDate)}
        />
      ))}
    </ChartTable>
  );
}
