import { lordCellLayout, type IntervalSearchResult, type LordCellRow } from '@kpdesk/contract';
import { Table } from 'react-bootstrap';
import { TableScroller } from '../chart-tables/table-scroller';
import { shortPlanet, splitDateTime } from './moments';

/** Which table a section shows. */
export type IntervalKind = 'cuspal' | 'planet';
/** The grouping radios: No Group, Sub Lord, Star Lord (planets only). */
export type Grouping = 'none' | 'sub' | 'star';

const read = lordCellLayout.read;

/** What a cell shows: the grouped lord alone, else 'Sign Lord-Star Lord-Sub Lord' in short names. */
function cellText(cell: LordCellRow, grouping: Grouping): string {
  const c = read(cell);
  if (grouping === 'sub') return shortPlanet(c.subLord);
  if (grouping === 'star') return shortPlanet(c.starLord);
  return [c.signLord, c.starLord, c.subLord].map(shortPlanet).join('-');
}

function cellTitle(cell: LordCellRow): string {
  const c = read(cell);
  return `${c.sign}: sign lord ${c.signLord}, star lord ${c.starLord}, sub lord ${c.subLord}`;
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
  if (grouping !== 'none' && span === 0) return null;
  const isChanged = previous !== undefined && cellText(previous, grouping) !== cellText(cell, grouping);
  const isDanger = kind === 'planet' && grouping !== 'none' && previous !== undefined && span > 0;
  const classes = [isChanged ? 'fw-bold' : '', isDanger ? 'table-danger' : '', isRetro ? 'text-primary' : ''];
  return (
    <td
      rowSpan={grouping === 'none' ? undefined : span}
      className={classes.join(' ')}
      title={cellTitle(cell)}
    >
      {/* The lords stay on one line; '(R)' may wrap below them so nine planets fit at 1280 px. */}
      <span className="text-nowrap">{cellText(cell, grouping)}</span>
      {isRetro ? ' (R)' : ''}
      {isChanged ? <span className="visually-hidden"> (changed)</span> : null}
    </td>
  );
}

/** The row's moment: the time, with the date when it is not the window's first date. */
function momentText(moment: string, firstDate: string): string {
  const { date, time } = splitDateTime(moment);
  return date === firstDate ? time : `${date} ${time}`;
}

/**
 * The Cuspal In Interval or Planet In Interval table: a row per lord-change moment, a column per cusp or
 * planet; under a grouping, cells of a run share one merged cell (span 0 hides the cell). Each row has the
 * up arrow (start here) and down arrow (end here) buttons.
 */
export function IntervalTable({
  result,
  kind,
  grouping,
  onStartAt,
  onEndAt,
}: {
  result: IntervalSearchResult;
  kind: IntervalKind;
  grouping: Grouping;
  onStartAt: (moment: string) => void;
  onEndAt: (moment: string) => void;
}) {
  const { names, indexes, spans } = columnsOf(result, kind, grouping);
  const cellAt = (r: number, col: number) => result.lordCells[indexes[r]?.[col] ?? -1];
  const firstDate = splitDateTime(result.startDate).date;
  const caption = kind === 'cuspal' ? 'Cuspal In Interval' : 'Planet In Interval';
  return (
    <TableScroller label={caption}>
      <Table bordered size="sm" className="mb-0 chart-table caption-top interval-table small">
        <caption className="fw-semibold text-body">
          {caption}: {result.dateList.length} rows, {result.city} (UTC{result.timezone >= 0 ? '+' : ''}
          {result.timezone})
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Move the window</span>
            </th>
            {names.map((name) => (
              <th key={name} scope="col">
                {kind === 'cuspal' ? name : shortPlanet(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.dateList.map((moment, r) => {
            const text = momentText(moment, firstDate);
            return (
              <tr key={moment}>
                <th scope="row" className="text-nowrap">
                  {text}
                </th>
                <td className="text-nowrap">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary py-0 px-2 me-1"
                    aria-label={`Start at ${text}`}
                    title="Start here and calculate"
                    onClick={() => onStartAt(moment)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary py-0 px-2"
                    aria-label={`End at ${text}`}
                    title="End here and calculate"
                    onClick={() => onEndAt(moment)}
                  >
                    ↓
                  </button>
                </td>
                {names.map((name, col) => (
                  <LordCell
                    key={name}
                    kind={kind}
                    grouping={grouping}
                    cell={cellAt(r, col) ?? ['', '', '', '']}
                    previous={r > 0 ? cellAt(r - 1, col) : undefined}
                    span={spans[r]?.[col] ?? 0}
                    isRetro={kind === 'planet' && (result.planetRetroList[r]?.[col] ?? false)}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
