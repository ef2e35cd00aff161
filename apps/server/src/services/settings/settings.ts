import {
  astrologerConfigSchema,
  resolveEffectiveSettings,
  type AstrologerConfig,
  type ClientConfig,
  type EffectiveSettings,
} from '@kpdesk/contract';
import {
  findAstrologerSettings,
  findChartInputStamps,
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
  return astrologerConfigSchema.parse((await findAstrologerSettings(deps.db, astrologerId)) ?? {});
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
 * The settings a chart of this client is computed and shown with: the client's value where it is not
 * Default, else the astrologer's, else the product default. The one place every chart call asks.
 */
export async function getEffectiveSettings(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
): Promise<EffectiveSettings> {
  const client = await requireClient(deps, astrologerId, runningId);
  const [astrologer, own] = await Promise.all([
    findAstrologerSettings(deps.db, astrologerId),
    findClientSettings(deps.db, client.id),
  ]);
  return resolveEffectiveSettings(astrologer, own);
}

/**
 * A cheap version of everything a client's chart depends on: birth data (client row), the astrologer's
 * settings and the client's settings. It changes whenever any of them is written (write stamps only move
 * forward), so a chart cache keyed by (astrologerId, runningId, version) never serves stale charts. Format:
 * 'client-astrologer-own' write stamps in ms, '0' for settings never saved. 404 when not this astrologer's.
 */
export async function getChartInputsVersion(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
): Promise<string> {
  const stamps = await findChartInputStamps(deps.db, astrologerId, runningId);
  if (!stamps) throw notFound(CLIENT_NOT_FOUND);
  return [stamps.client, stamps.astrologer ?? 0, stamps.own ?? 0].map((n) => String(Number(n))).join('-');
}
