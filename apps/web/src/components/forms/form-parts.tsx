import { useSyncExternalStore, type ReactNode } from 'react';
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

function subscribeToNetwork(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says the network is up, following its online and offline events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
}

/**
 * A button of an action that only the server can do (place search, PDFs, share links, account changes), as
 * it stands while the network is down: disabled, saying that it waits for the network (docs/offline.md).
 */
export function NetworkWaitButton({ children, size }: { children: ReactNode; size?: 'sm' }) {
  const { t } = useTranslation();
  return (
    <Button type="button" variant="outline-secondary" size={size} disabled>
      {children} <span className="small">({t('waits for the network')})</span>
    </Button>
  );
}

/**
 * A submit button that shows a spinner and disables itself while loading; one that `needsNetwork` is
 * disabled offline and says it waits for the network (docs/offline.md).
 */
export function SubmitButton({
  isLoading,
  children = 'Submit',
  needsNetwork = false,
}: {
  isLoading: boolean;
  children?: ReactNode;
  needsNetwork?: boolean;
}) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (needsNetwork && !isOnline) return <NetworkWaitButton>{children}</NetworkWaitButton>;
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
