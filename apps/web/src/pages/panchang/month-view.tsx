import type { PanchangMonthData } from '@kpdesk/contract';
import type { PanchangLabelId } from '@kpdesk/contract';
import { Button } from 'react-bootstrap';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { timeOn, type PagePanchangWords } from './use-panchang-words';

/** The month calendar's columns before Rahu kalam. */
const COLUMN_LABELS: readonly PanchangLabelId[] = ['date', 'sunrise', 'tithi', 'nakshatra', 'yoga', 'karana'];

/**
 * The month calendar: one row per day with its sunrise and sunset and the limbs in force at sunrise, each with
 * its end; a date opens that day.
 */
export function MonthView({
  month,
  w,
  onOpenDay,
}: {
  month: PanchangMonthData;
  w: PagePanchangWords;
  onOpenDay: (date: string) => void;
}) {
  return (
    <ChartTable
      caption={`${w.label('monthView')} ${month.year}-${String(month.month).padStart(2, '0')}`}
      columns={[...COLUMN_LABELS.map((key) => w.label(key)), w.period('rahuKalam')]}
    >
      {month.days.map((d) => {
        const until = (end: string) => `${w.label('end')} ${timeOn(d.date, end)}`;
        return (
          <tr key={d.date}>
            <th scope="row">
              <Button variant="link" size="sm" className="p-0" onClick={() => onOpenDay(d.date)}>
                {d.date}
              </Button>
            </th>
            <td>{timeOn(d.date, d.sunrise)}</td>
            <td>
              {w.tithi(d.tithi.number, d.tithi.paksha)} · {until(d.tithi.end)}
            </td>
            <td>
              {w.nakshatra(d.nakshatra.number)} · {until(d.nakshatra.end)}
            </td>
            <td>
              {w.yoga(d.yoga.number)} · {until(d.yoga.end)}
            </td>
            <td>
              {w.karana(d.karana.number)} · {until(d.karana.end)}
            </td>
            <td>
              {d.rahuKalam
                ? `${timeOn(d.date, d.rahuKalam.start)} – ${timeOn(d.date, d.rahuKalam.end)}`
                : '—'}
            </td>
          </tr>
        );
      })}
    </ChartTable>
  );
}
