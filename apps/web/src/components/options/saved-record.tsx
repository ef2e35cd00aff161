import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { QueryView } from '../chart-page/chart-query';

/** The navigation-state key under which the dashboard hands each page the number of the record to reopen. */
export const RECORD_STATE_KEYS = { options: 'runningId', horary: 'horaryRunningId' } as const;

/**
 * The number of a saved record that the dashboard put in navigation state under `key` (spec §2: a row of
 * the Options Theory or Horary panel reopens its record this way), or null for a new one.
 */
export function useRecordNumberInState(key: string): number | null {
  const state = useLocation().state as Record<string, unknown> | null;
  const value = Number(state?.[key] ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A saved record loaded by its number, with the loading text and error alert, then drawn by `children`. */
export function SavedRecordView<T>({
  queryKey,
  load,
  loadingText,
  children,
}: {
  queryKey: QueryKey;
  load: () => Promise<{ data: T }>;
  loadingText: string;
  children: (record: T) => ReactNode;
}) {
  const record = useQuery({ queryKey, queryFn: async () => (await load()).data });
  return (
    <QueryView query={record} loadingText={loadingText}>
      {children}
    </QueryView>
  );
}
