import { optionsCalls as calls } from '@kpdesk/contract';
import { bodyCall, callApi, callsOf, plainCall } from './client';

export type { OptionRecord, OptionResult, QuickOptionsAnswer } from '@kpdesk/contract';

/** The Options Theory calls (quick calculator, saved records, home panel), from the contract's call list. */
export const optionsApi = {
  ...callsOf(calls),
  calculate: bodyCall(calls.calculate),
  get: (runningId: number) => callApi(calls.get, { params: { runningId } }),
  save: bodyCall(calls.save),
  recent: plainCall(calls.recent),
  search: (keyword: string) => callApi(calls.search, { body: { keyword } }),
};

/** React Query key of the home panel's recent list (a save makes it stale). */
export const RECENT_OPTIONS_KEY = ['options', 'recent'] as const;
