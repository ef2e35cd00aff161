import type { PanchangMonthData } from '@kpdesk/contract';
import { Button, Table } from 'react-bootstrap';
import { timeOn, type PagePanchangWords } from './use-panchang-words';

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
    <Table size="sm" bordered responsive className="panchang-month">
      <caption className="caption-top fw-semibold text-body">
        {w.label('monthView')} {month.year}-{String(month.month).padStart(2, '0')}
      </caption>
      <thead>
        <tr>
          {['date', 'sunrise', 'tithi', 'nakshatra', 'yoga', 'karana'].map((key) => (
            <th key={key} scope="col">
              {w.label(key as Parameters<PagePanchangWords['label']>[0])}
            </th>
          ))}
          <th scope="col">{w.period('rahuKalam')}</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
