import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FormActions, type FormActionsProps } from './form-actions';
import { DoneState, FormAlert } from './form-parts';

/** Props of {@link ActionForm}: the action row's (without its alert) plus the form's own. */
export interface ActionFormProps extends Omit<FormActionsProps, 'message' | 'children'> {
  /** Sends the form; a returned promise is the page's to settle (its errors become `serverMessage`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The server's refusal of the last attempt, shown under the title (spec §8). */
  serverMessage: string | null;
  /** Once the server has accepted: its message replaces the form, with Ok (spec §4 "Done state"). */
  done?: { message: string | null; onOk: () => void };
  /** Buttons after Reset and Clear (Cancel, Ok). */
  extraActions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form of the spec: the server's message at the top, the fields, then the shared action row; or, once the
 * server has accepted, the done state in its place.
 */
export function ActionForm({
  onSubmit,
  serverMessage,
  done,
  extraActions,
  children,
  ...row
}: ActionFormProps) {
  if (done?.message) return <DoneState message={done.message} onOk={done.onOk} />;
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={serverMessage} />
      {children}
      <FormActions {...row}>{extraActions}</FormActions>
    </Form>
  );
}
