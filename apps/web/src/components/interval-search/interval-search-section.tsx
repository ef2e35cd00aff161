import type { IntervalSearchResult, LocalMoment, Phrase } from '@kpdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client';
import { transitApi } from '../../api/transit';
import { LoadingText } from '../chart-page/chart-query';
import { IntervalTable, type Grouping, type IntervalKind } from './interval-table';
import { IntervalWindowForm } from './interval-window-form';
import { useClientFormats } from '../chart-tables/moment-display';
import {
  checkWindow,
  editInputs,
  endsOf,
  inputsOf,
  toSearchBody,
  toWindow,
  type WindowEnds,
  type WindowErrors,
  type WindowInputs,
} from './interval-window';

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
  const { t } = useTranslation();
  return (
    <fieldset className="d-flex flex-wrap gap-3 align-items-center">
      <legend className="fs-6 mb-0 me-2 w-auto float-none">{t('Group')}</legend>
      {GROUPINGS[kind].map((g) => (
        <Form.Check
          key={g.value}
          type="radio"
          inline
          id={`${name}-${g.value}`}
          name={name}
          label={t(g.label)}
          checked={grouping === g.value}
          onChange={() => onChange(g.value)}
        />
      ))}
    </fieldset>
  );
}

/**
 * The note over the table, one whole sentence per kind and grouping (a cuspal search has no star grouping),
 * so each language words it as a sentence.
 */
const TABLE_NOTES = {
  cuspal: {
    none: 'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
    sub: 'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
    star: 'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
  },
  planet: {
    none: 'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
    sub: 'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
    star: 'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the star lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
  },
} as const satisfies Record<IntervalKind, Record<Grouping, Phrase>>;

/** What the rows and cells of the table mean, under the current grouping. */
function TableNote({ kind, grouping }: { kind: IntervalKind; grouping: Grouping }) {
  const { t } = useTranslation();
  return <p className="small text-body-secondary mb-2">{t(TABLE_NOTES[kind][grouping])}</p>;
}

/** What a search sends, and whether it is the section's opening search. */
interface Search {
  /** Null: the server's default window. */
  window: WindowEnds | null;
  isOpening: boolean;
}

/**
 * The search of a section: on success the table and the form follow the answer's window (unless the
 * astrologer typed while the opening search ran); a failure clears the table.
 */
function useIntervalSearch(
  kind: IntervalKind,
  runningId: number | undefined,
  onWindow: (w: WindowInputs) => void,
) {
  const [result, setResult] = useState<IntervalSearchResult | null>(null);
  const edited = useRef(false);
  const search = useMutation({
    mutationFn: ({ window }: Search) =>
      transitApi.intervalSearch({
        ...toSearchBody(window),
        search: kind,
        ...(runningId ? { runningId } : {}),
      }),
    onSuccess: (answer, { isOpening }) => {
      setResult(answer);
      // Typing while the opening window loads must not be undone when that window arrives.
      if (isOpening && edited.current) return;
      onWindow(inputsOf(endsOf(answer)));
    },
    onError: () => setResult(null),
  });
  const markEdited = () => {
    edited.current = true;
  };
  return { search, result, markEdited };
}

/**
 * The window of a section: the form's inputs and messages, and a Calculate that sends a window only when
 * the contract's rules pass (else the messages sit under the inputs). The last window is the answer's, else
 * the opening one.
 */
function useIntervalWindow(kind: IntervalKind, runningId: number | undefined, openingProp?: WindowEnds) {
  // The opening window is the one the section mounted with: a new prop value does not search again.
  const [opening] = useState(openingProp ?? null);
  const [inputs, setInputs] = useState<WindowInputs>({ date: '', start: '', endDate: '', end: '' });
  const [errors, setErrors] = useState<WindowErrors>({});
  const { search, result, markEdited } = useIntervalSearch(kind, runningId, setInputs);
  const { mutate } = search;
  useEffect(() => mutate({ window: opening, isOpening: true }), [mutate, opening]);
  const last = result ? endsOf(result) : opening;
  const calculate = (next: WindowInputs) => {
    const window = toWindow(next, last);
    const found = checkWindow(window, kind);
    setErrors(found);
    if (Object.keys(found).length === 0) mutate({ window, isOpening: false });
  };
  const moveTo = (edge: 'start' | 'end') => (moment: LocalMoment) => {
    const next = { ...inputs, [edge]: moment.time, [edge === 'start' ? 'date' : 'endDate']: moment.date };
    setInputs(next);
    calculate(next);
  };
  const edit = (name: keyof WindowInputs, value: string) => {
    markEdited();
    setErrors({});
    setInputs((now) => editInputs(now, name, value));
  };
  return { inputs, errors, search, result, calculate, moveTo, edit };
}

/** Props of {@link IntervalSearchSection}. */
interface IntervalSearchSectionProps {
  kind: IntervalKind;
  /** The page's client, whose date and time formats the table reads in. */
  clientId: number;
  /** Set: the search runs at this client's birth place and zone. */
  runningId?: number;
  opening?: WindowEnds;
}

/**
 * Cuspal In Interval or Planet In Interval (chart-screens spec): the start's and the end's date and time (to
 * the second; a planet window up to 31 days, a cuspal one up to a day), Calculate, the grouping radios and
 * the table of exact lord-change moments. On the transit page (no runningId) the place is the profile's and
 * a failed search shows the alert; on the correction page the place is the client's birth place and a failed
 * search only clears the table. `opening` is the window of
 * the opening search (else the server's default, the current hour or day). A window the server would
 * refuse (an end before the start, too long, a malformed date) is not sent: its message sits under the
 * input.
 */
export function IntervalSearchSection({ kind, clientId, runningId, opening }: IntervalSearchSectionProps) {
  const { t } = useTranslation();
  const [grouping, setGrouping] = useState<Grouping>('none');
  const formats = useClientFormats(clientId);
  const { inputs, errors, search, result, calculate, moveTo, edit } = useIntervalWindow(
    kind,
    runningId,
    opening,
  );
  return (
    <section aria-label={t(kind === 'cuspal' ? 'Cuspal In Interval' : 'Planet In Interval')}>
      <IntervalWindowForm
        inputs={inputs}
        errors={errors}
        isSearching={search.isPending}
        onChange={edit}
        onCalculate={() => calculate(inputs)}
      />
      <GroupingRadios kind={kind} grouping={grouping} onChange={setGrouping} />
      <TableNote kind={kind} grouping={grouping} />
      {search.isPending ? <LoadingText text={t('Loading - Interval Search')} /> : null}
      {search.isError && !runningId ? <Alert variant="danger">{messageOf(search.error)}</Alert> : null}
      {result ? (
        <IntervalTable
          result={result}
          kind={kind}
          grouping={grouping}
          formats={formats}
          onStartAt={moveTo('start')}
          onEndAt={moveTo('end')}
        />
      ) : null}
    </section>
  );
}
