import { DATE_MAX_YEAR, type LocalMoment } from '@kpdesk/contract';
import { useId, type ChangeEvent } from 'react';
import { Col, Form } from 'react-bootstrap';
import { trimYear } from './moments';

/** The date picker's upper bound (spec §9). */
export const LAST_DATE = `${DATE_MAX_YEAR}-12-31`;

/** Bootstrap column widths of one input. */
type Width = { xs: number; sm: number; md: number };

/** One input with its label and, when it is wrong, the message under it (aria-invalid, aria-describedby). */
function MomentInput({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  label: string;
  error: string | undefined;
  type: 'date' | 'time';
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
} & ({ max: string } | { step: number })) {
  return (
    <>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        {...input}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </>
  );
}

/** Props of {@link MomentFields}. */
interface MomentFieldsProps {
  labels: { date: string; time: string };
  /** What the inputs show. */
  value: LocalMoment;
  /** A message under the date or the time input. */
  errors?: Partial<LocalMoment>;
  timeWidth?: Width;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/**
 * A date input and a time input to the second, as two columns of a form row (the transit moment, the
 * birth time correction). A year of five or more digits is trimmed to four as it is typed (spec §5). A
 * message in `errors` sits under its input.
 */
export function MomentFields({
  labels,
  value,
  errors = {},
  timeWidth = { xs: 12, sm: 4, md: 3 },
  onDate,
  onTime,
}: MomentFieldsProps) {
  const ids = useId();
  return (
    <>
      <Col xs={12} sm={4} md={3}>
        <MomentInput
          id={`${ids}-date`}
          label={labels.date}
          error={errors.date}
          type="date"
          max={LAST_DATE}
          value={value.date}
          onChange={(e) => onDate(trimYear(e.target.value))}
        />
      </Col>
      <Col {...timeWidth}>
        <MomentInput
          id={`${ids}-time`}
          label={labels.time}
          error={errors.time}
          type="time"
          step={1}
          value={value.time}
          onChange={(e) => onTime(e.target.value)}
        />
      </Col>
    </>
  );
}
