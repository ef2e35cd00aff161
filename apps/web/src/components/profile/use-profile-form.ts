import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../forms/use-contract-form';

/**
 * A form over a saved part of the profile (personal details, email and mobile): the record is loaded, put
 * into the form whenever the server answers anew, and `resetToSaved` (Reset) returns the fields to it.
 */
export function useProfileForm<S extends z.ZodType<FieldValues, FieldValues>, R>(
  schema: S,
  empty: DefaultValues<z.input<S>>,
  saved: {
    queryKey: string;
    load: () => Promise<{ data: R }>;
    toForm: (record: R) => DefaultValues<z.input<S>>;
  },
) {
  const loaded = useQuery({ queryKey: [saved.queryKey], queryFn: saved.load });
  const contract = useContractForm(schema, empty);
  const record = loaded.data?.data;
  const savedForm = record ? saved.toForm(record) : empty;
  useEffect(() => {
    if (record) contract.form.reset(savedForm);
    // Only a new answer from the server resets the form, not each render.
  }, [record]);
  return {
    ...contract,
    record,
    isPending: loaded.isPending,
    resetToSaved: () => contract.resetForm(savedForm),
  };
}
