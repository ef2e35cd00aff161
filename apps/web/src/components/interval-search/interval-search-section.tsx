import type { IntervalSearchInput, IntervalSearchResult } from '@kpdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import { transitApi } from '../../api/transit';
import { LoadingText } from '../chart-page/chart-query';
import { IntervalTable, type Grouping, type IntervalKind } from './interval-table';
import { completeTime, splitDateTime, type DateTime } from './moments';

/** The date picker's upper bound (spec §9). */
const MAX_DATE = '2999-12-31';

const GROUPINGS: Record<IntervalKind, { value: Grouping; label: string }[]> = {
  cuspal: [
    { value: 'none', label: 'No Group' },
    { value: 'sub', label: 'Sub Lord' },
  ],
  planet: [
    { value: 'none', label: 'No Group' },
    { value: 'sub', label: 'Sub Lord' },
    { value: 'star', label: 'Star Lord' },
  ],
};

interface Inputs {
  date: string;
  start: string;
  end: string;
}

/**
 * The window a Calculate sends (spec §5): a date shorter than 10 characters and empty times are ignored
 * (the last window's values stand), a 5-character time gains ':00'. Nothing yet searched: an empty body.
 */
export function toWindow(inputs: Inputs, last: { start: DateTime; end: DateTime } | null) {
  if (!last && (inputs.date.length < 10 || !inputs.start || !inputs.end)) return {};
  const date = inputs.date.length >= 10 ? inputs.date : (last?.start.date ?? '');
  const start = inputs.start ? completeTime(inputs.start) : (last?.start.time ?? '');
  const end = inputs.end ? completeTime(inputs.end) : (last?.end.time ?? '');
  return { startDate: `${date} ${start}`, endDate: `${date} ${end}` };
}

function GroupingRadios({
  kind,
  grouping,
  onChange,
}: {
  kind: IntervalKind;
  grouping: Grouping;
  onChange: (g: Grouping) => void;
}) {
  const name = useId();
  return (
    <fieldset className="d-flex flex-wrap gap-3 align-items-center">
      <legend className="fs-6 mb-0 me-2 w-auto float-none">Group</legend>
      {GROUPINGS[kind].map((g) => (
        <Form.Check
          key={g.value}
          type="radio"
          inline
          id={`${name}-${g.value}`}
          name={name}
          label={g.label}
          checked={grouping === g.value}
          onChange={() => onChange(g.value)}
        />
      ))}
    </fieldset>
  );
}

/**
 * Cuspal In Interval or Planet In Interval (chart-screens spec): date picker, start and end times to the
 * second, Calculate, the grouping radios and the table of exact lord-change moments. On the transit page
 * (no runningId) the place is the profile's and a failure shows the alert; on the correction page the place
 * is the client's birth place and a failure only clears the table.
 */
export function IntervalSearchSection({ kind, runningId }: { kind: IntervalKind; runningId?: number }) {
  const [inputs, setInputs] = useState<Inputs>({ date: '', start: '', end: '' });
  const [grouping, setGrouping] = useState<Grouping>('none');
  const [result, setResult] = useState<IntervalSearchResult | null>(null);
  // Typing while the opening window loads must not be undone when that window arrives.
  const edited = useRef(false);
  const search = useMutation({
    mutationFn: (window: Partial<IntervalSearchInput>) =>
      transitApi.intervalSearch({ ...window, search: kind, ...(runningId ? { runningId } : {}) }),
    onSuccess: (answer, window) => {
      setResult(answer);
      const opening = Object.keys(window).length === 0;
      if (opening && edited.current) return;
      const start = splitDateTime(answer.startDate);
      setInputs({ date: start.date, start: start.time, end: splitDateTime(answer.endDate).time });
    },
    onError: () => setResult(null),
  });
  const { mutate } = search;
  useEffect(() => mutate({}), [mutate]);
  const last = result ? { start: splitDateTime(result.startDate), end: splitDateTime(result.endDate) } : null;
  const calculate = (next: Inputs) => mutate(toWindow(next, last));
  const moveTo = (edge: 'start' | 'end') => (moment: string) => {
    const next = { ...inputs, [edge]: splitDateTime(moment).time };
    setInputs(next);
    calculate(next);
  };
  const field = (name: keyof Inputs) => ({
    value: inputs[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      edited.current = true;
      setInputs((now) => ({ ...now, [name]: e.target.value }));
    },
  });
  const ids = useId();
  return (
    <section aria-label={kind === 'cuspal' ? 'Cuspal In Interval' : 'Planet In Interval'}>
      <Form
        className="mb-2"
        onSubmit={(e) => {
          e.preventDefault();
          calculate(inputs);
        }}
      >
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={4} md={3}>
            <Form.Label htmlFor={`${ids}-date`}>Date</Form.Label>
            <Form.Control id={`${ids}-date`} type="date" max={MAX_DATE} {...field('date')} />
          </Col>
          <Col xs={6} sm={3} md={2}>
            <Form.Label htmlFor={`${ids}-start`}>Start time</Form.Label>
            <Form.Control id={`${ids}-start`} type="time" step={1} {...field('start')} />
          </Col>
          <Col xs={6} sm={3} md={2}>
            <Form.Label htmlFor={`${ids}-end`}>End time</Form.Label>
            <Form.Control id={`${ids}-end`} type="time" step={1} {...field('end')} />
          </Col>
          <Col xs={12} sm={2} md="auto">
            <Button type="submit" disabled={search.isPending} className="w-100">
              Calculate
            </Button>
          </Col>
        </Row>
      </Form>
      <GroupingRadios kind={kind} grouping={grouping} onChange={setGrouping} />
      <p className="small text-body-secondary mb-2">
        Every row is a moment, to the second, when a{kind === 'cuspal' ? ' cusp' : ' planet'} changes its
        sign, star or sub lord; each cell shows {grouping === 'none' ? 'sign lord-star lord-sub lord' : ''}
        {grouping === 'sub' ? 'the sub lord' : ''}
        {grouping === 'star' ? 'the star lord' : ''} in force from that moment, changed cells in bold. ↑
        starts the window at a row, ↓ ends it there.
      </p>
      {search.isPending ? <LoadingText text="Loading - Interval Search" /> : null}
      {search.isError && !runningId ? <Alert variant="danger">{messageOf(search.error)}</Alert> : null}
      {result ? (
        <IntervalTable
          result={result}
          kind={kind}
          grouping={grouping}
          onStartAt={moveTo('start')}
          onEndAt={moveTo('end')}
        />
      ) : null}
    </section>
  );
}
