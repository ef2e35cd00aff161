import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, messageOf } from '../../api/client';

/**
 * A form validated by a contract schema (the same rules and words as the server), with the loading flag, the
 * server's message and the done message of spec §4. `submit` sends the parsed values; a refused answer keeps
 * the form and shows the message; `focusByCode` moves focus to the field a result code concerns (spec §8).
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

  // A new attempt replaces the last server message, even when the form itself refuses it first.
  const clearServerMessage = () => setServerMessage(null);
  const submit = (send: (values: z.output<S>) => Promise<string>) =>
    form.handleSubmit(async (values) => {
      setLoading(true);
      setServerMessage(null);
      try {
        setDoneMessage(await send(values));
      } catch (error) {
        setServerMessage(messageOf(error));
        const field = error instanceof ApiError ? focusByCode[error.code] : undefined;
        if (field) form.setFocus(field);
      } finally {
        setLoading(false);
      }
    }, clearServerMessage);
  /** Reset and Clear: the fields back to `values` (the defaults), and no server message left over. */
  const resetForm = (values?: DefaultValues<z.input<S>>) => {
    form.reset(values);
    clearServerMessage();
  };

  return { form, isLoading, serverMessage, setServerMessage, doneMessage, submit, resetForm };
}
