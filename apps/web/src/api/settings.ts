import { callApi } from './client';

/** Stored settings as answered: config0..config10 (and userId for a client). */
export type SettingsValues = Record<string, string | number | null>;

export const settingsApi = {
  getAstrologer: () => callApi<SettingsValues>('GET', '/config/astrologer'),
  saveAstrologer: (body: SettingsValues) => callApi<null>('POST', '/config/astrologer/edit', body),
  getClient: (runningId: number) => callApi<SettingsValues>('GET', `/config/user/${runningId}`),
  saveClient: (body: SettingsValues) => callApi<null>('POST', '/config/user/edit', body),
};
