import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, messageOf } from '../../api/client';

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
  const [isLoading, setLoading] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  const clearMessages = useCallback(() => {
    setServerMessage(null);
    setDoneMessage(null);
  }, []);
  useEffect(() => {
    // Only the astrologer's own input has a type ('change'); values set by the page (a loaded record, a
    // reset) keep the messages.
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') clearMessages();
    });
    return () => subscription.unsubscribe();
  }, [form, clearMessages]);

  const submit = (send: (values: z.output<S>) => Promise<string>) => {
    const handle = form.handleSubmit(async (values) => {
      setLoading(true);
      try {
        setDoneMessage(await send(values));
      } catch (error) {
        setServerMessage(messageOf(error));
        const field = error instanceof ApiError ? focusByCode[error.code] : undefined;
        if (field) form.setFocus(field);
      } finally {
        setLoading(false);
      }
    });
    return (event?: BaseSyntheticEvent) => {
      clearMessages();
      return handle(event);
    };
  };
  /** Reset and Clear: the fields back to `values` (the defaults), and no message left over. */
  const resetForm = (values?: DefaultValues<z.input<S>>) => {
    form.reset(values);
    clearMessages();
  };

  return { form, isLoading, serverMessage, setServerMessage, doneMessage, submit, resetForm };
}
