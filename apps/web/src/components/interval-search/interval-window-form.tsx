import { useId, type ChangeEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { WindowErrors, WindowField, WindowInputs } from './interval-window';
import { LAST_DATE } from './moment-fields';

/**
 * An invalid input keeps its red border but not Bootstrap's warning icon: the icon's room beside the browser's
 * own picker button cut the time short at 375 px, and the message under the input says what is wrong.
 */
const INVALID_STYLE = { backgroundImage: 'none', paddingRight: '0.75rem' } as const;

const FIELDS: {
  name: WindowField;
  label: string;
  type: 'date' | 'time';
  width: { xs: number; sm: number; md: number };
}[] = [
  { name: 'date', label: 'Date', type: 'date', width: { xs: 6, sm: 6, md: 3 } },
  { name: 'start', label: 'Start time', type: 'time', width: { xs: 6, sm: 6, md: 2 } },
  { name: 'endDate', label: 'End date', type: 'date', width: { xs: 6, sm: 6, md: 3 } },
  { name: 'end', label: 'End time', type: 'time', width: { xs: 6, sm: 6, md: 2 } },
];

/** One input of the form with its message under it (aria-describedby, aria-invalid). */
function WindowInput({
  field,
  id,
  value,
  error,
  onChange,
}: {
  field: (typeof FIELDS)[number];
  id: string;
  value: string;
  error: string | undefined;
  onChange: (name: WindowField, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Col {...field.width}>
      <Form.Label htmlFor={id}>{t(field.label)}</Form.Label>
      <Form.Control
        id={id}
        type={field.type}
        {...(field.type === 'date' ? { max: LAST_DATE } : { step: 1 })}
        value={value}
        isInvalid={Boolean(error)}
        style={error ? INVALID_STYLE : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(field.name, e.target.value)}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Col>
  );
}

/** Calculate, level with the inputs when it sits beside them. */
function CalculateButton({ isSearching }: { isSearching: boolean }) {
  const { t } = useTranslation();
  return (
    <Col xs={12} md="auto">
      <div className="form-label d-none d-md-block" aria-hidden="true">
        &nbsp;
      </div>
      <Button type="submit" disabled={isSearching} className="w-100">
        {t('Calculate')}
      </Button>
    </Col>
  );
}

/**
 * The window of an interval search: the start's date (the spec's date picker, up to 2999-12-31) and time, the
 * end's date and time (a planet window may span days), times to the second, and Calculate. A message that stops the search sits under its input, linked by aria-describedby and marked
 * aria-invalid, as in the other forms.
 */
export function IntervalWindowForm({
  inputs,
  errors,
  isSearching,
  onChange,
  onCalculate,
}: {
  inputs: WindowInputs;
  errors: WindowErrors;
  isSearching: boolean;
  onChange: (name: WindowField, value: string) => void;
  onCalculate: () => void;
}) {
  const ids = useId();
  return (
    <Form
      className="mb-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onCalculate();
      }}
    >
      <Row className="g-2 align-items-start">
        {FIELDS.map((field) => (
          <WindowInput
            key={field.name}
            field={field}
            id={`${ids}-${field.name}`}
            value={inputs[field.name]}
            error={errors[field.name]}
            onChange={onChange}
          />
        ))}
        <CalculateButton isSearching={isSearching} />
      </Row>
    </Form>
  );
}
