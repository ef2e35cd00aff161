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

/** The kinds of saved record the dashboard reopens. */
export type SavedRecordKind = keyof typeof RECORD_STATE_KEYS;

/** The query of one saved record, which a save refreshes with its answer. */
export function savedRecordKey(kind: SavedRecordKind, runningId: number): QueryKey {
  return [kind, 'record', runningId];
}

/** A saved record loaded by its number, with the loading text and error alert, then drawn by `children`. */
export function SavedRecordView<T>({
  kind,
  runningId,
  get,
  loadingText,
  children,
}: {
  kind: SavedRecordKind;
  runningId: number;
  get: (runningId: number) => Promise<{ data: T }>;
  loadingText: string;
  children: (record: T) => ReactNode;
}) {
  const record = useQuery({
    queryKey: savedRecordKey(kind, runningId),
    queryFn: async () => (await get(runningId)).data,
  });
  return (
    <QueryView query={record} loadingText={loadingText}>
      {children}
    </QueryView>
  );
}
