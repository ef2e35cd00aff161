import { DATE_MAX_YEAR, type LocalMoment } from '@kpdesk/contract';
import { useId } from 'react';
import { Col, Form } from 'react-bootstrap';
import { trimYear } from './moments';

/** The date picker's upper bound (spec §9). */
export const LAST_DATE = `${DATE_MAX_YEAR}-12-31`;

/** Bootstrap column widths of one input. */
type Width = { xs: number; sm: number; md: number };

/**
 * A date input and a time input to the second, as two columns of a form row (the transit moment, the
 * birth time correction). A year of five or more digits is trimmed to four as it is typed (spec §5).
 */
export function MomentFields({
  labels,
  value,
  timeWidth = { xs: 12, sm: 4, md: 3 },
  onDate,
  onTime,
}: {
  labels: { date: string; time: string };
  /** What the inputs show. */
  value: LocalMoment;
  timeWidth?: Width;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}) {
  const ids = useId();
  return (
    <>
      <Col xs={12} sm={4} md={3}>
        <Form.Label htmlFor={`${ids}-date`}>{labels.date}</Form.Label>
        <Form.Control
          id={`${ids}-date`}
          type="date"
          max={LAST_DATE}
          value={value.date}
          onChange={(e) => onDate(trimYear(e.target.value))}
        />
      </Col>
      <Col {...timeWidth}>
        <Form.Label htmlFor={`${ids}-time`}>{labels.time}</Form.Label>
        <Form.Control
          id={`${ids}-time`}
          type="time"
          step={1}
          value={value.time}
          onChange={(e) => onTime(e.target.value)}
        />
      </Col>
    </>
  );
}
