import type { ReactNode } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/name-text';

/** The props that mark a control refused and link it to its message under the field (never colour alone). */
export function invalidProps(id: string, error: string | undefined) {
  return {
    isInvalid: Boolean(error),
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** The message under a refused field, linked from the control by {@link invalidProps}. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  );
}

/** The server's message in red under the title (spec §8), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert" className="py-2">
      {message}
    </Alert>
  );
}

/** A submit button that shows a spinner and disables itself while loading. */
export function SubmitButton({
  isLoading,
  children = 'Submit',
}: {
  isLoading: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" variant="primary" disabled={isLoading}>
      {isLoading ? (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : null}
      {children}
      {isLoading ? <span className="visually-hidden"> {t('(working)')}</span> : null}
    </Button>
  );
}

/** The done state of a form: the success message and one Ok button (spec §4 "Done state"). */
export function DoneState({ message, onOk }: { message: string; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Alert variant="success" role="status">
        {translateMessage(t, message)}
      </Alert>
      <Button variant="primary" onClick={onOk}>
        {t('Ok')}
      </Button>
    </div>
  );
}

/** A titled card around a form page (one drawing, shared with the sign-in screen's light parts). */
export { LightFormCard as FormCard } from './light-form-parts';
