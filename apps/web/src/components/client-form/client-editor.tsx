import type { ClientWriteInput } from '@kpdesk/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ActionForm } from '../forms/action-form';
import { useOnTyped } from '../forms/use-on-typed';
import { useSubmission } from '../forms/use-submission';
import { ClientFormFields, useClientForm } from './client-form';

/**
 * The client form with its submission (Add and Edit Client): the server's message goes once the astrologer
 * types, and `restart` (Reset, Clear) returns the fields to `values` and remounts them, so their own state
 * (the proposed-zone note, the typed place) starts afresh.
 */
export function useClientEditor<Done = string>(defaults: ClientWriteInput) {
  const form = useClientForm(defaults);
  const submission = useSubmission<Done>();
  useOnTyped(form, submission.clearAnswer);
  const [fieldsKey, setFieldsKey] = useState(0);
  const restart = (values: ClientWriteInput) => {
    form.reset(values);
    submission.clearAnswer();
    setFieldsKey((k) => k + 1);
  };
  return { form, submission, fieldsKey, restart };
}

/** The client form and its action row: Submit, Reset or Clear as the page has them, and Cancel (back). */
export function ClientEditor<Done>({
  editor,
  onSubmit,
  onReset,
  onClear,
  extra,
}: {
  editor: ReturnType<typeof useClientEditor<Done>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onReset?: () => void;
  onClear?: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ActionForm
      onSubmit={onSubmit}
      serverMessage={editor.submission.message}
      isLoading={editor.submission.isLoading}
      onReset={onReset}
      onClear={onClear}
      extraActions={
        <Button variant="outline-secondary" type="button" onClick={() => history.back()}>
          {t('Cancel')}
        </Button>
      }
    >
      <ClientFormFields key={editor.fieldsKey} form={editor.form} extra={extra} />
    </ActionForm>
  );
}
