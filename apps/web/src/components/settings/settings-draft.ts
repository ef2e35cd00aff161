import { decimalFromText } from '@kpdesk/contract';
import type { SettingsValues } from '../../api/settings';
import { NUMERIC_KEYS } from './settings-fields';

/** The settings as the form holds them: every value as text, '' for Default. */
export type Draft = Record<string, string>;

/** The saved settings as a draft: null (Default) becomes ''. */
export function toDraft(values: SettingsValues): Draft {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** A number of the form as the contract reads it: plain decimal text becomes its number, other text stays. */
function asNumber(text: string): string | number {
  const value = decimalFromText(text);
  return typeof value === 'number' ? value : text;
}

/**
 * The payload: numbers as numbers, '' as null (Default), correction '0' as null (spec §5). Only plain decimal
 * text is a number ('1e2', '0x10', '12,5' stay text, for the contract's rule to refuse, never 100 or 16).
 */
export function toPayload(draft: Draft): SettingsValues {
  return Object.fromEntries(
    Object.entries(draft).map(([k, v]) => {
      const isNumeric = NUMERIC_KEYS.has(k) || k === 'config5' || k === 'userId';
      const value = isNumeric ? asNumber(v) : v;
      return [k, v === '' || (k === 'config5' && value === 0) ? null : value];
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
