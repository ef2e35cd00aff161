/**
 * What a client's chart is made of, read from the database: the client row, the birth moment it is cast for,
 * the effective settings (toBirthInputs in @kpdesk/chart-answers) and a version of all of it for the caches.
 */
import { toBirthInputs, type BirthInputs } from '@kpdesk/chart-answers';
import { resolveEffectiveSettings, type EffectiveSettings } from '@kpdesk/contract';
import type { ClientRow } from '../../db/clients.js';
import {
  findClientChartInputs,
  findClientChartStamps,
  parseStoredSettings,
  type ChartInputStamps,
} from '../../db/settings.js';
import { notFound } from '../../errors.js';
import { CLIENT_NOT_FOUND } from '../clients/clients.js';
import type { ClientDeps } from '../clients/deps.js';
import type { ChartCache } from './chart-cache.js';
import { LruCache } from './lru-cache.js';

/** A client's chart inputs, as every chart of that client starts from them, with their version. */
export interface ChartInputs extends BirthInputs<ClientRow> {
  /** The write stamps (ms) of the client row and of both settings (null: never saved). */
  stamps: ChartInputStamps;
  /**
   * The write stamps 'client-astrologer-own' in ms ('0' for settings never saved); stamps only move
   * forward, so a chart cache keyed by it never serves a stale chart.
   */
  version: string;
}

/** The typed inputs of a client row (toBirthInputs) with the version of its stamps. */
export function toChartInputs(
  client: ClientRow,
  settings: EffectiveSettings,
  stamps: ChartInputStamps,
): ChartInputs {
  return { ...toBirthInputs(client, settings), stamps, version: versionOf(stamps) };
}

/** Distinct pairs of stored settings whose effective settings are kept (a few hundred bytes each). */
const KEPT_SETTINGS_PAIRS = 1000;
const effectiveSettingsByText = new LruCache<EffectiveSettings>(KEPT_SETTINGS_PAIRS);

/**
 * The effective settings of an astrologer's and a client's stored settings (JSON texts, null when never
 * saved), resolved once per pair of texts: parsing and checking twelve values against their rules on every
 * chart call cost more than the call's own work. The texts are the key, so a saved change is a
 * new key at once. The answer is shared, and its fields are read-only.
 */
function resolveStoredSettings(astrologerText: string | null, clientText: string | null): EffectiveSettings {
  return effectiveSettingsByText.getOrSet(JSON.stringify([astrologerText, clientText]), () =>
    resolveEffectiveSettings(parseStoredSettings(astrologerText), parseStoredSettings(clientText)),
  );
}

/** True when two reads of a client's stamps are equal (null and 0 both mean never saved, as in versionOf). */
function isSameStamps(a: ChartInputStamps, b: ChartInputStamps): boolean {
  return (
    Number(a.client) === Number(b.client) &&
    Number(a.astrologer ?? 0) === Number(b.astrologer ?? 0) &&
    Number(a.own ?? 0) === Number(b.own ?? 0)
  );
}

/** The version text of chart inputs: the three write stamps 'client-astrologer-own' ('0' never saved). */
function versionOf(stamps: ChartInputStamps): string {
  return [stamps.client, stamps.astrologer ?? 0, stamps.own ?? 0].map((n) => String(Number(n))).join('-');
}

/** A client's chart inputs in one query (also its one ownership check); 404 when not this astrologer's. */
export async function loadChartInputs(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
): Promise<ChartInputs> {
  const inputs = await findClientChartInputs(deps.db, astrologerId, runningId);
  if (!inputs) throw notFound(CLIENT_NOT_FOUND);
  const settings = resolveStoredSettings(inputs.astrologerSettings, inputs.clientSettings);
  return toChartInputs(inputs.client, settings, inputs.stamps);
}

/**
 * A client's chart inputs through the app's cache of them (chart-cache.ts): when inputs of the client are
 * kept, a read of the three write stamps only (also the ownership check) tells whether they still hold,
 * and the whole read runs only when a stamp moved. Stamps only move forward, so equal stamps are equal
 * inputs, as for the chart cache; the row's thirty columns cost more than the rest of a cached chart call.
 */
export async function loadKeptChartInputs(
  deps: ClientDeps & { cache: ChartCache },
  astrologerId: number,
  runningId: number,
): Promise<ChartInputs> {
  const key = `${astrologerId}:${runningId}`;
  const kept = deps.cache.inputs.get(key);
  if (kept) {
    const found = await findClientChartStamps(deps.db, astrologerId, runningId);
    if (!found) throw notFound(CLIENT_NOT_FOUND);
    if (found.clientId === kept.client.id && isSameStamps(found.stamps, kept.stamps)) return kept;
  }
  const inputs = await loadChartInputs(deps, astrologerId, runningId);
  deps.cache.inputs.set(key, inputs);
  return inputs;
}
