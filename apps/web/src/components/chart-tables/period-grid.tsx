import type { SchedulePeriod } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ChartTable } from './chart-table';
import { RunningBadge, RunningFrame, type IsRunning } from './running-marks';

/** Formats a schedule date (its first 10 characters, spec §3) in the client's date format. */
export type DateText = (moment: string) => string;

/** A period as a choice of a select: "Sun (01-01-2001 to 01-01-2007) (running now)". */
export function periodChoiceText(
  t: TFunction,
  period: SchedulePeriod,
  dateText: DateText,
  isRunning: boolean,
): string {
  const words = {
    lord: t(period.lord, { defaultValue: period.lord }),
    start: dateText(period.start),
    end: dateText(period.end),
  };
  return isRunning
    ? t('{{lord}} ({{start}} to {{end}}) (running now)', words)
    : t('{{lord}} ({{start}} to {{end}})', words);
}

/**
 * The symbol beside a running period, so the mark does not rest on colour; hidden from screen readers,
 * which hear the badge's words and `aria-current`.
 */
export function RunningSymbol() {
  return (
    <span aria-hidden="true" className="me-1">
      ▶
    </span>
  );
}

/**
 * One period's sub-periods: their lord, start and end; `isCurrent` when the period itself runs now. The
 * caption comes in the display language; the level name is the English key of the column heading.
 */
export interface PeriodTableData {
  caption: string;
  levelName: string;
  periods: readonly SchedulePeriod[];
  isCurrent: boolean;
}

function PeriodRow({
  period,
  dateText,
  isCurrent,
}: {
  period: SchedulePeriod;
  dateText: DateText;
  isCurrent: boolean;
}) {
  const { t } = useTranslation();
  return (
    <tr
      aria-current={isCurrent ? 'true' : undefined}
      className={isCurrent ? 'table-primary fw-semibold' : ''}
    >
      <th scope="row">
        {isCurrent ? <RunningSymbol /> : null}
        {t(period.lord, { defaultValue: period.lord })}
        {isCurrent ? <RunningBadge /> : null}
      </th>
      <td className="period-moment">{dateText(period.start)}</td>
      <td className="period-moment">{dateText(period.end)}</td>
    </tr>
  );
}

function PeriodTable({
  caption,
  levelName,
  periods,
  isCurrent,
  dateText,
  isRunning,
  isBroughtIntoView,
}: PeriodTableData & { dateText: DateText; isRunning: IsRunning; isBroughtIntoView: boolean }) {
  return (
    <RunningFrame isCurrent={isCurrent} isBroughtIntoView={isBroughtIntoView}>
      <ChartTable
        caption={caption}
        captionContent={
          isCurrent ? (
            <>
              <RunningSymbol />
              {caption}
              <RunningBadge />
            </>
          ) : undefined
        }
        columns={[levelName, 'Start', 'End']}
      >
        {periods.map((p) => (
          <PeriodRow
            key={`${p.lord}${p.start}`}
            period={p}
            dateText={dateText}
            isCurrent={isCurrent && isRunning(p)}
          />
        ))}
      </ChartTable>
    </RunningFrame>
  );
}

/** The period tables of a schedule, three abreast on wide screens (two when their moments carry times). */
export function PeriodGrid({
  tables,
  dateText,
  isRunning,
  isCurrentBroughtIntoView = false,
  hasTimes = false,
}: {
  tables: readonly PeriodTableData[];
  dateText: DateText;
  isRunning: IsRunning;
  isCurrentBroughtIntoView?: boolean;
  /** The moments carry their times (sookshma and prana): wider tables, two abreast at most. */
  hasTimes?: boolean;
}) {
  const widths = hasTimes ? { xs: 1, xl: 2 } : { xs: 1, md: 2, xl: 3 };
  return (
    <Row {...widths} className="g-3">
      {tables.map((table) => (
        <Col key={table.caption}>
          <PeriodTable
            {...table}
            dateText={dateText}
            isRunning={isRunning}
            isBroughtIntoView={isCurrentBroughtIntoView}
          />
        </Col>
      ))}
    </Row>
  );
}
