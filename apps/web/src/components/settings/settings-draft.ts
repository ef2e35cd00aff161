import type { SettingsValues } from '../../api/settings';
import { NUMERIC_KEYS } from './settings-fields';

/** The settings as the form holds them: every value as text, '' for Default. */
export type Draft = Record<string, string>;

/** The saved settings as a draft: null (Default) becomes ''. */
export function toDraft(values: SettingsValues): Draft {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** The payload: numbers as numbers, '' as null (Default), correction '0' as null (spec §5). */
export function toPayload(draft: Draft): SettingsValues {
  return Object.fromEntries(
    Object.entries(draft).map(([k, v]) => {
      if (v === '' || (k === 'config5' && Number(v) === 0)) return [k, null];
      return [k, NUMERIC_KEYS.has(k) || k === 'config5' || k === 'userId' ? Number(v) : v];
    }),
  );
}

/** One entry of a comma-separated setting (the event colour lists). */
export function listPart(draft: Draft, key: string, index: number): string {
  return (draft[key] ?? '').split(',')[index] ?? '';
}

/** The draft with one entry of a list setting changed; a list of only Defaults is Default as a whole. */
export function setListPart(draft: Draft, key: string, index: number, count: number, value: string): Draft {
  const parts = Array.from({ length: count }, (_, i) => listPart(draft, key, i));
  parts[index] = value;
  return { ...draft, [key]: parts.every((p) => p === '') ? '' : parts.join(',') };
}
