import { TIMING_LEVELS, TIMING_PLANETS, type LocalMoment } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '../../components/forms/labelled-select';
import { MomentFields } from '../../components/interval-search/moment-fields';
import { natalPointOptions, type TimingChoices, type TimingErrors } from './transit-timing-request';

/** The planets by name in the display language. */
const planetOptions = (t: TFunction) => TIMING_PLANETS.map((value) => ({ value, label: t(value) }));
/** The kinds of search in words. */
const kindOptions = (t: TFunction) => [
  { value: 'conjunction', label: t('Conjunction with a natal point') },
  { value: 'lordEntry', label: t('Lord entry') },
];
/** The levels by their headings' words: Sign, Star, Sub. */
const levelOptions = (t: TFunction) =>
  TIMING_LEVELS.map((value) => ({ value, label: t(value.charAt(0).toUpperCase() + value.slice(1)) }));

/** Props of the form: the choices, a message per field, and what a change or Search does. */
interface TimingFormProps {
  choices: TimingChoices;
  errors: TimingErrors;
  isSearching: boolean;
  onChange: (next: Partial<TimingChoices>) => void;
  onSearch: () => void;
}

/** The choices that are picked from a list. */
type SelectField = 'planet' | 'kind' | 'natalPoint' | 'lord' | 'level';

/** One labelled select of the form, in its column: its choice, its message, and the change it makes. */
function TimingSelect({
  field,
  label,
  options,
  width,
  choices,
  errors,
  onChange,
}: {
  field: SelectField;
  label: string;
  options: readonly { value: string; label: string }[];
  width: { xs: number; sm?: number; md: number };
} & Omit<TimingFormProps, 'isSearching' | 'onSearch'>) {
  return (
    <Col {...width}>
      <LabelledSelect
        id={`timing-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}
        label={label}
        options={options}
        value={choices[field]}
        error={errors[field]}
        // The select offers only the field's own values, so its value is one of them.
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    </Col>
  );
}

/** What is searched for: the natal point of a conjunction, or the lord and level of a lord entry. */
function TargetFields(fields: Omit<TimingFormProps, 'isSearching' | 'onSearch'>) {
  const { t } = useTranslation();
  if (fields.choices.kind === 'conjunction') {
    return (
      <TimingSelect
        field="natalPoint"
        label={t('Natal point')}
        options={natalPointOptions(t)}
        width={{ xs: 12, sm: 6, md: 3 }}
        {...fields}
      />
    );
  }
  return (
    <>
      <TimingSelect
        field="lord"
        label={t('Lord')}
        options={planetOptions(t)}
        width={{ xs: 6, md: 2 }}
        {...fields}
      />
      <TimingSelect
        field="level"
        label={t('Level')}
        options={levelOptions(t)}
        width={{ xs: 6, md: 2 }}
        {...fields}
      />
    </>
  );
}

/** The labels of each end of the window, one phrase each. */
const END_LABELS = {
  From: { date: 'From date', time: 'From time' },
  To: { date: 'To date', time: 'To time' },
} as const;

/** One end of the window: its date and time on the client's birth clock, a message under the date. */
function WindowEnd({
  name,
  value,
  error,
  onChange,
}: {
  name: keyof typeof END_LABELS;
  value: LocalMoment;
  error: string | undefined;
  onChange: (next: LocalMoment) => void;
}) {
  const { t } = useTranslation();
  return (
    <MomentFields
      labels={{ date: t(END_LABELS[name].date), time: t(END_LABELS[name].time) }}
      value={value}
      errors={{ date: error }}
      timeWidth={{ xs: 6, sm: 4, md: 2 }}
      onDate={(date) => onChange({ ...value, date })}
      onTime={(time) => onChange({ ...value, time })}
    />
  );
}

/** Search, level with the inputs when it sits beside them. */
function SearchButton({ isSearching }: { isSearching: boolean }) {
  const { t } = useTranslation();
  return (
    <Col xs={12} md="auto">
      <div className="form-label d-none d-md-block" aria-hidden="true">
        &nbsp;
      </div>
      <Button type="submit" disabled={isSearching} className="w-100">
        {isSearching ? <Spinner size="sm" animation="border" aria-hidden="true" className="me-1" /> : null}
        {t('Search')}
      </Button>
    </Col>
  );
}

/** The transiting planet and the kind of search. */
function PlanetAndKind(fields: Omit<TimingFormProps, 'isSearching' | 'onSearch'>) {
  const { t } = useTranslation();
  return (
    <>
      <TimingSelect
        field="planet"
        label={t('Planet')}
        options={planetOptions(t)}
        width={{ xs: 6, md: 2 }}
        {...fields}
      />
      <TimingSelect
        field="kind"
        label={t('Kind')}
        options={kindOptions(t)}
        width={{ xs: 6, md: 4 }}
        {...fields}
      />
    </>
  );
}

/**
 * The Transit timing form: planet, kind (a conjunction with a natal cusp or planet, or a lord entry at the
 * sign, star or sub level), the window (from and to on the client's birth clock), and Search. Every message
 * sits under the field it names.
 */
export function TransitTimingForm({ choices, errors, isSearching, onChange, onSearch }: TimingFormProps) {
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <Row className="g-2">
        <PlanetAndKind choices={choices} errors={errors} onChange={onChange} />
        <TargetFields choices={choices} errors={errors} onChange={onChange} />
      </Row>
      <Row className="g-2 align-items-start mb-3">
        <WindowEnd
          name="From"
          value={choices.from}
          error={errors.from}
          onChange={(from) => onChange({ from })}
        />
        <WindowEnd name="To" value={choices.to} error={errors.to} onChange={(to) => onChange({ to })} />
        <SearchButton isSearching={isSearching} />
      </Row>
    </Form>
  );
}
