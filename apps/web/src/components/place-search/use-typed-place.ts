import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What the astrologer has typed into a place field, and only that: loading a saved record or picking a
 * suggestion sets the field without changing it, so the place suggestions open only while the astrologer
 * types. A new `resetKey` (a Reset) empties it, closing an open list.
 */
export function useTypedPlace<T extends FieldValues, U extends FieldValues>(
  form: UseFormReturn<T, unknown, U>,
  field: Path<T>,
  resetKey = 0,
) {
  const [text, setText] = useState('');
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name === field && type === 'change') setText(String(form.getValues(field) ?? ''));
    });
    return () => subscription.unsubscribe();
  }, [form, field]);
  useEffect(() => setText(''), [resetKey]);
  return { text, clear: () => setText('') };
}
