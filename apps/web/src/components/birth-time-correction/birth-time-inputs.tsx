import { useEffect, useId, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { completeTime, isCompleteMoment, trimYear, type DateTime } from '../interval-search/moments';

/**
 * The correction's date and time inputs (spec §5: the date complete at 10 characters, up to 2999-12-31, a
 * year of five or more digits trimmed to four; the time complete with seconds) with Save and Reset. The
 * inputs follow the candidate when the scrubber moves it.
 */
export function BirthTimeInputs({
  value,
  original,
  isSaving,
  onComplete,
  onSave,
  onReset,
}: {
  value: DateTime;
  original: DateTime;
  isSaving: boolean;
  onComplete: (moment: DateTime) => void;
  onSave: () => void;
  onReset: () => void;
}) {
  const [typed, setTyped] = useState<DateTime>(value);
  useEffect(() => setTyped(value), [value]);
  const ids = useId();
  const change = (next: DateTime) => {
    setTyped(next);
    const full = { date: next.date, time: completeTime(next.time) };
    if (isCompleteMoment(full) && full.date <= '2999-12-31') onComplete(full);
  };
  return (
    <Form className="mb-3" onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={4} md={3}>
          <Form.Label htmlFor={`${ids}-date`}>Birth date</Form.Label>
          <Form.Control
            id={`${ids}-date`}
            type="date"
            max="2999-12-31"
            value={typed.date}
            onChange={(e) => change({ ...typed, date: trimYear(e.target.value) })}
          />
        </Col>
        <Col xs={12} sm={4} md={3}>
          <Form.Label htmlFor={`${ids}-time`}>Birth time</Form.Label>
          <Form.Control
            id={`${ids}-time`}
            type="time"
            step={1}
            value={typed.time}
            onChange={(e) => change({ ...typed, time: e.target.value })}
          />
        </Col>
        <Col xs="auto">
          <Button onClick={onSave} disabled={isSaving}>
            Save
          </Button>
        </Col>
        <Col xs="auto">
          <Button variant="outline-secondary" onClick={onReset} disabled={isSaving}>
            Reset
          </Button>
        </Col>
      </Row>
      <p className="small text-body-secondary mt-1 mb-0">
        Recorded birth: {original.date} {original.time}. Reset previews and stores it again.
      </p>
    </Form>
  );
}
