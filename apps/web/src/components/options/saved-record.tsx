import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ScreenPath } from '../../paths';
import { QueryView } from '../chart-page/chart-query';
import { useUrlParam } from '../chart-page/url-param';

/**
 * The URL query parameter that carries the number of the record a page shows (Options Theory, horary), so a
 * reload or a bookmark reopens it; the dashboard's rows open their records through it.
 */
export const RECORD_URL_KEYS = { options: 'record', horary: 'question' } as const;

/** The kinds of saved record the dashboard reopens. */
export type SavedRecordKind = keyof typeof RECORD_URL_KEYS;

/** The address of a page showing one saved record. */
export function savedRecordPath(path: ScreenPath, kind: SavedRecordKind, runningId: number): string {
  return `${path}?${RECORD_URL_KEYS[kind]}=${runningId}`;
}

/** What a record page shows: the saved record's number (null for the new-record form) and how it follows a save. */
export interface RecordInUrl {
  runningId: number | null;
  /** The new-record form's key: a fresh form on each visit, the same one across its own saves. */
  newFormKey: string;
  /** Called by a save with the record's number: a record made here gets its number in the URL. */
  onSaved: (runningId: number) => void;
}

/**
 * The record number a query parameter holds, or null: a positive whole number, or a negative one, the number of
 * a record saved on this device offline and not sent yet (docs/offline.md), so its form stays as it was saved.
 */
function recordNumberOf(text: string | null): number | null {
  const value = Number(text ?? Number.NaN);
  return Number.isInteger(value) && value !== 0 ? value : null;
}

/**
 * The saved record the URL names (`?record=` or `?question=`), so a reload or a bookmark reopens it. A record
 * made on this page keeps the form that made it (it reads as new here), so the save's message and result
 * stay while its number goes into the URL; a new visit of the page (its Add link) opens a fresh form.
 */
export function useRecordNumberInUrl(kind: SavedRecordKind): RecordInUrl {
  const location = useLocation();
  const [inUrl, setInUrl] = useUrlParam(RECORD_URL_KEYS[kind]);
  const [created, setCreated] = useState<{ id: number; formKey: string } | null>(null);
  const runningId = recordNumberOf(inUrl);
  const isCreatedHere = runningId !== null && runningId === created?.id;
  const newFormKey = isCreatedHere ? created.formKey : `new-${location.key}`;
  const onSaved = (saved: number) => {
    if (saved === runningId) return;
    setCreated({ id: saved, formKey: newFormKey });
    setInUrl(String(saved));
  };
  return { runningId: isCreatedHere ? null : runningId, newFormKey, onSaved };
}

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
