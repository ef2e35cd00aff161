import { useSyncExternalStore } from 'react';

/**
 * Failures that the whole app answers with a modal (spec §8): a transport failure ('network') and an
 * expired or missing login (HTTP 403, 'login'). The API client raises them; the layout shows the modal.
 */
export type GlobalFailure = 'network' | 'login' | null;

let current: GlobalFailure = null;
const listeners = new Set<() => void>();

export function raiseGlobalFailure(failure: GlobalFailure): void {
  current = failure;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The failure to show now, if any. */
export function useGlobalFailure(): GlobalFailure {
  return useSyncExternalStore(subscribe, () => current);
}
