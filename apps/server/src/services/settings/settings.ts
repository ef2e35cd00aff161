import {
  astrologerSettingsSchema,
  resolveEffectiveSettings,
  type AstrologerConfig,
  type ClientConfig,
} from '@kpdesk/contract';
import {
  findAstrologerSettings,
  findClientChartInputs,
  findClientSettings,
  saveAstrologerSettings,
  saveClientSettings,
} from '../../db/settings.js';
import { CLIENT_NOT_FOUND, requireClient } from '../clients/clients.js';
import type { ClientDeps } from '../clients/deps.js';
import { notFound } from '../../errors.js';

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
] as const;

/** GET /config/astrologer: the saved settings, defaults for whatever was never saved. */
export async function getAstrologerSettings(
  deps: ClientDeps,
  astrologerId: number,
): Promise<AstrologerConfig> {
  return astrologerSettingsSchema.parse((await findAstrologerSettings(deps.db, astrologerId)) ?? {});
}

/** POST /config/astrologer/edit. */
export async function saveAstrologerConfig(deps: ClientDeps, astrologerId: number, config: AstrologerConfig) {
  await saveAstrologerSettings(deps.db, astrologerId, config, deps.clock.now());
  return SETTINGS_SAVED;
}

/** GET /config/user/{runningId}: each value null = Default (the astrologer's). */
export async function getClientSettings(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
): Promise<ClientConfig> {
  const client = await requireClient(deps, astrologerId, runningId);
  const stored = (await findClientSettings(deps.db, client.id)) ?? {};
  const blank = Object.fromEntries(CONFIG_KEYS.map((k) => [k, stored[k] ?? null]));
  return { userId: runningId, ...blank } as ClientConfig;
}

/** POST /config/user/edit. */
export async function saveClientConfig(deps: ClientDeps, astrologerId: number, config: ClientConfig) {
  const client = await requireClient(deps, astrologerId, config.userId);
  const values = Object.fromEntries(CONFIG_KEYS.map((k) => [k, config[k]]));
  await saveClientSettings(deps.db, client.id, values, deps.clock.now());
  return SETTINGS_SAVED;
}

/**
 * A client's row with the settings its chart is computed and shown with (the client's value where it is
 * not Default, else the astrologer's, else the product default: the one place every chart call asks) and a
 * cheap version of all of it. The version is the write stamps 'client-astrologer-own' in ms ('0' for
 * settings never saved); stamps only move forward, so a chart cache keyed by it never serves stale charts.
 * One query; 404 when not this astrologer's.
 */
export async function loadChartInputs(deps: ClientDeps, astrologerId: number, runningId: number) {
  const inputs = await findClientChartInputs(deps.db, astrologerId, runningId);
  if (!inputs) throw notFound(CLIENT_NOT_FOUND);
  const { client, stamps } = inputs;
  return {
    client,
    settings: resolveEffectiveSettings(inputs.astrologerSettings, inputs.clientSettings),
    version: [stamps.client, stamps.astrologer ?? 0, stamps.own ?? 0].map((n) => String(Number(n))).join('-'),
  };
}
