import {
  parseMoment,
  type TimingLevel,
  type TransitTimingInput,
  type TransitTimingResult,
  type TransitTimingRow,
} from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DisplayFormats } from '../../api/use-display-formats';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { showChangeMoment } from '../../components/chart-tables/moment-display';
import { longitudeInSign } from './longitude-text';
import { natalPointName } from './transit-timing-request';

/** What happens at a row, in words: "conjunct Natal Moon", "enters", "leaves". */
export function eventText(t: TFunction, row: TransitTimingRow, search: TransitTimingInput): string {
  if (row.kind === 'conjunct' && search.natalPoint) {
    return t('conjunct {{point}}', { point: natalPointName(t, search.natalPoint) });
  }
  return t(row.kind);
}

/** A lord entry's lord and level as one phrase per level ("Venus star"). */
const LORD_LEVEL: Record<TimingLevel, string> = {
  sign: '{{lord}} sign',
  star: '{{lord}} star',
  sub: '{{lord}} sub',
};

/** The running lords of a row ('—' outside the 120-year schedule). */
const lordOf = (t: TFunction, lord: string | null) => (lord ? t(lord) : '—');

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
  const { t } = useTranslation();
  const longitude = longitudeInSign(row.longitude);
  return (
    <tr>
      <th scope="row" className="text-nowrap">
        {moment ? showChangeMoment(moment, formats, true) : row.moment}
      </th>
      <td>{eventText(t, row, search)}</td>
      <td className="text-nowrap">{`${longitude.degrees} ${t(longitude.sign)}`}</td>
      <td>{row.retrograde ? t('Retrograde') : t('Direct')}</td>
      <td>{row.lord && row.level ? t(LORD_LEVEL[row.level], { lord: t(row.lord) }) : '—'}</td>
      <td>{lordOf(t, row.dasha)}</td>
      <td>{lordOf(t, row.bhukti)}</td>
      <td>{lordOf(t, row.antara)}</td>
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
  const { t } = useTranslation();
  const planet = t(search.planet);
  const count = result.rows.length;
  if (count === 0) {
    return (
      <p role="status">{t('Transit timing of {{planet}}: 0 rows: no moment in the window.', { planet })}</p>
    );
  }
  const caption =
    count === 1
      ? t('Transit timing of {{planet}}: 1 row', { planet })
      : t('Transit timing of {{planet}}: {{n}} rows', { planet, n: count });
  return (
    <ChartTable caption={caption} columns={COLUMNS}>
      {result.rows.map((row) => (
        <TimingRow key={`${row.moment}${row.kind}`} row={row} search={search} formats={formats} />
      ))}
    </ChartTable>
  );
}
