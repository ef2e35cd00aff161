import {
  astrologerSettingsSchema,
  type AstrologerConfig,
  type AstrologerSettings,
  type ClientConfig,
  type ClientSettingsAnswer,
} from '@kpdesk/contract';
import { findAstrologerSettings, findClientSettings, saveSettings } from '../../db/settings.js';
import { requireClient } from '../clients/clients.js';
import type { ClientDeps } from '../clients/deps.js';

/** Spec §8 success message of both settings forms. */
export const SETTINGS_SAVED = 'Settings are updated successfully';

const CONFIG_KEYS = [
  'config0',
  'config1',
  'config2',
  'config3',
  'config4',
  'config5',
  'config6',
  'config7',
  'config8',
  'config9',
  'config10',
  'config11',
  'config12',
] as const;

/** GET /config/astrologer: the saved settings, defaults for whatever was never saved. */
export async function getAstrologerSettings(
  deps: ClientDeps,
  astrologerId: number,
): Promise<AstrologerSettings> {
  return astrologerSettingsSchema.parse((await findAstrologerSettings(deps.db, astrologerId)) ?? {});
}

/** POST /config/astrologer/edit. */
export async function saveAstrologerConfig(deps: ClientDeps, astrologerId: number, config: AstrologerConfig) {
  await saveSettings(deps.db, 'astrologer_settings', astrologerId, config, deps.clock.now());
  return SETTINGS_SAVED;
}

/** GET /config/user/{runningId}: each value null = Default (the astrologer's). */
export async function getClientSettings(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
): Promise<ClientSettingsAnswer> {
  const client = await requireClient(deps, astrologerId, runningId);
  const stored = (await findClientSettings(deps.db, client.id)) ?? {};
  const blank = Object.fromEntries(CONFIG_KEYS.map((k) => [k, stored[k] ?? null]));
  return { userId: runningId, ...blank } as ClientSettingsAnswer;
}

/** POST /config/user/edit. */
export async function saveClientConfig(deps: ClientDeps, astrologerId: number, config: ClientConfig) {
  const client = await requireClient(deps, astrologerId, config.userId);
  const values = Object.fromEntries(CONFIG_KEYS.map((k) => [k, config[k]]));
  await saveSettings(deps.db, 'client_settings', client.id, values, deps.clock.now());
  return SETTINGS_SAVED;
}
