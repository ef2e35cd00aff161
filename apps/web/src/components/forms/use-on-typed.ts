import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Calls `onTyped` when the astrologer types into any field of the form. Only the astrologer's own input has a
 * type ('change'); values the page sets (a loaded record, a reset, a picked suggestion) do not call it.
 */
export function useOnTyped<T extends FieldValues>(
  form: { watch: UseFormWatch<T> },
  onTyped: (() => void) | undefined,
): void {
  useEffect(() => {
    if (!onTyped) return undefined;
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') onTyped();
    });
    return () => subscription.unsubscribe();
  }, [form, onTyped]);
}
