import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidProps } from '../../components/forms/form-parts';
import { FormActions } from '../../components/forms/form-actions';
import {
  DEFAULT_WINDOW,
  halfWindowSeconds,
  WINDOW_UNITS,
  type WindowEntry,
  type WindowUnit,
} from './rectification-window';

/** The window's amount and its unit; `error` is the amount's refusal, shown under it. */
function WindowFields({
  amount,
  unit,
  error,
  onAmount,
  onUnit,
}: {
  amount: string;
  unit: WindowUnit;
  error: string | undefined;
  onAmount: (amount: string) => void;
  onUnit: (unit: WindowUnit) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-start gap-2">
      <Form.Group className="mb-3" controlId="rectification-window">
        <Form.Label>{t('Window either side')}</Form.Label>
        <Form.Control
          inputMode="decimal"
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
          style={{ maxWidth: '8rem' }}
          {...invalidProps('rectification-window', error)}
        />
        <FieldError id="rectification-window" error={error ? t(error) : undefined} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="rectification-unit">
        <Form.Label>{t('Unit')}</Form.Label>
        <Form.Select value={unit} onChange={(e) => onUnit(e.target.value as WindowUnit)}>
          {WINDOW_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(u)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}

/** Props of {@link WindowForm}. */
export interface WindowFormProps {
  /** The sentence naming the centre ("Around the recorded birth time 12-09-1935 09:08:00 PM."). */
  centreText: string;
  isLoading: boolean;
  /** A refusal of the last run that names no field of this form (the server's words). */
  message: string | null;
  /** The window the form opens with (the address's, after a reload); the default when left out. */
  initial?: WindowEntry | null;
  /** Runs the rectification over `seconds` either side of the centre, typed as `entry`. */
  onRun: (seconds: number, entry: WindowEntry) => void;
}

/**
 * The workbench's window: how far either side of the birth time to look, in hours or minutes (2 hours
 * unless changed or kept in the address, at most 4), checked before Run sends it.
 */
export function WindowForm({ centreText, isLoading, message, initial, onRun }: WindowFormProps) {
  const [amount, setAmount] = useState<string>((initial ?? DEFAULT_WINDOW).amount);
  const [unit, setUnit] = useState<WindowUnit>((initial ?? DEFAULT_WINDOW).unit);
  const [error, setError] = useState<string | undefined>();
  const { t } = useTranslation();
  const run = () => {
    const checked = halfWindowSeconds(amount, unit);
    setError(checked.error ?? undefined);
    if (checked.seconds !== null) onRun(checked.seconds, { amount, unit });
  };
  return (
    <Form
      noValidate
      aria-label={t('Rectification window')}
      onSubmit={(event) => {
        event.preventDefault();
        run();
      }}
    >
      <p className="small mb-2">{centreText}</p>
      {/* The inputs are for the screen; paper keeps the sentence above and what the run found. */}
      <div className="screen-only">
        <WindowFields amount={amount} unit={unit} error={error} onAmount={setAmount} onUnit={setUnit} />
        <FormActions isLoading={isLoading} submitLabel={t('Run')} message={message} />
      </div>
    </Form>
  );
}
