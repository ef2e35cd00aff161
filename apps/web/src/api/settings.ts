import { settingsCalls as calls, type CallInput, type SettingsValues } from '@kpdesk/contract';
import { callApi, callsOf, plainCall } from './client';

export type { SettingsValues } from '@kpdesk/contract';

// The settings form holds config0..config11 (and userId) as one record of text and numbers; the server's
// schema checks each key, so the record goes as it is.
const asBody = <C extends typeof calls.saveAstrologer | typeof calls.saveClient>(values: SettingsValues) =>
  values as CallInput<C>['body'];

/** My Settings and Client Settings, from the contract's call list. */
export const settingsApi = {
  ...callsOf(calls),
  getAstrologer: plainCall(calls.getAstrologer),
  saveAstrologer: (values: SettingsValues) =>
    callApi(calls.saveAstrologer, { body: asBody<typeof calls.saveAstrologer>(values) }),
  getClient: (runningId: number) => callApi(calls.getClient, { params: { runningId } }),
  saveClient: (values: SettingsValues) =>
    callApi(calls.saveClient, { body: asBody<typeof calls.saveClient>(values) }),
};
