import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { useOnTyped } from './use-on-typed';
import { useSubmission } from './use-submission';

/**
 * A form validated by a contract schema (the same rules and words as the server), with the loading flag, the
 * server's message and the done message of spec §4. `submit` sends the parsed values; a refused answer keeps
 * the form and shows the message; `focusByCode` moves focus to the field a result code concerns (spec §8).
 * Both messages answer the last attempt only: they go as soon as the astrologer types into any field, when a
 * new submit starts (even one the form itself refuses), and on Reset or Clear.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  focusByCode: Record<string, Path<z.input<S>>> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const submission = useSubmission();
  useOnTyped(form, submission.clearAnswer);
  const focusField = (error: unknown) => {
    const field = error instanceof ApiError ? focusByCode[error.code] : undefined;
    if (field) form.setFocus(field);
  };
  const submit = (send: (values: z.output<S>) => Promise<string>) => {
    const handle = form.handleSubmit((values) => submission.run(() => send(values), focusField));
    return (event?: BaseSyntheticEvent) => {
      submission.clearAnswer();
      return handle(event);
    };
  };
  /** Reset and Clear: the fields back to `values` (the defaults), and no message left over. */
  const resetForm = (values?: DefaultValues<z.input<S>>) => {
    form.reset(values);
    submission.clearAnswer();
  };
  return {
    form,
    isLoading: submission.isLoading,
    serverMessage: submission.message,
    setServerMessage: submission.setMessage,
    doneMessage: submission.done,
    submit,
    resetForm,
  };
}
