import {
  countOf,
  parseMoment,
  type TransitTimingInput,
  type TransitTimingResult,
  type TransitTimingRow,
} from '@kpdesk/contract';
import type { DisplayFormats } from '../../api/use-display-formats';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { showChangeMoment } from '../../components/interval-search/moment-display';
import { formatLongitude } from './longitude-text';
import { natalPointName } from './transit-timing-request';

/** What happens at a row, in words: "conjunct Natal Moon", "enters", "leaves". */
export function eventText(row: TransitTimingRow, search: TransitTimingInput): string {
  if (row.kind === 'conjunct' && search.natalPoint) return `conjunct ${natalPointName(search.natalPoint)}`;
  return row.kind;
}

/** The running lords of a row ('—' outside the 120-year schedule). */
const lordOf = (lord: string | null) => lord ?? '—';

const COLUMNS = [
  'Moment',
  'Event',
  'Longitude',
  'Motion',
  'Lord and level',
  'Dasha',
  'Bhukti',
  'Andharam',
] as const;

function TimingRow({
  row,
  search,
  formats,
}: {
  row: TransitTimingRow;
  search: TransitTimingInput;
  formats: DisplayFormats;
}) {
  const moment = parseMoment(row.moment);
  return (
    <tr>
      <th scope="row" className="text-nowrap">
        {moment ? showChangeMoment(moment, formats, true) : row.moment}
      </th>
      <td>{eventText(row, search)}</td>
      <td className="text-nowrap">{formatLongitude(row.longitude)}</td>
      <td>{row.retrograde ? 'Retrograde' : 'Direct'}</td>
      <td>{row.lord && row.level ? `${row.lord} ${row.level}` : '—'}</td>
      <td>{lordOf(row.dasha)}</td>
      <td>{lordOf(row.bhukti)}</td>
      <td>{lordOf(row.antara)}</td>
    </tr>
  );
}

/**
 * The moments found, in time order: the moment on the birth clock to the second (the client's formats), what
 * happens in words, the planet's longitude (D°MM′SS″ in its sign), its motion, the lord and level of a lord
 * entry, and the dasha, bhukti and andharam running then.
 */
export function TransitTimingTable({
  result,
  search,
  formats,
}: {
  result: TransitTimingResult;
  search: TransitTimingInput;
  formats: DisplayFormats;
}) {
  const caption = `Transit timing of ${search.planet}: ${countOf(result.rows.length, 'row')}`;
  if (result.rows.length === 0) {
    return <p role="status">{caption}: no moment in the window.</p>;
  }
  return (
    <ChartTable caption={caption} columns={COLUMNS}>
      {result.rows.map((row) => (
        <TimingRow key={`${row.moment}${row.kind}`} row={row} search={search} formats={formats} />
      ))}
    </ChartTable>
  );
}
