/**
 * The chart calls answered in the browser: the client and settings the device keeps, the WebAssembly Swiss
 * Ephemeris selected once, and the server's own answer code (@kpdesk/chart-answers). Loaded only on first use
 * (through ../offline-engine.ts): the engine and the WebAssembly loader stay out of the sign-in script.
 */
import {
  answerClientCall,
  answerTransitOfNow,
  castChart,
  chartClientOf,
  clientChartCalls,
  clientNumberOf,
  isClientChartCall,
  toBirthInputs,
  transitPlaceOf,
  type CastChart,
  type ClientCallParams,
  type ClientChartCallName,
} from '@kpdesk/chart-answers';
import { loadWasmEphemeris, useEphemeris, WASM_EPHE_FOLDER } from '@kpdesk/astro/wasm';
import {
  resolveEffectiveSettings,
  type CallSpec,
  type ClientRequest,
  type EffectiveSettings,
} from '@kpdesk/contract';
import type { OfflinePractice } from './practice';

let engine: Promise<void> | undefined;

/** Loads and selects the WebAssembly ephemeris once (about 20 ms and 2 MB, from /wasm/); a failure retries. */
export function loadEngine(): Promise<void> {
  engine ??= loadWasmEphemeris()
    .then(useEphemeris)
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

type OfflineCallName = ClientChartCallName | 'transitOfNow';

const NAME_OF_CALL = new Map<CallSpec, OfflineCallName>(
  Object.entries(clientChartCalls).flatMap(([name, call]) =>
    isClientChartCall(name) || name === 'transitOfNow' ? [[call, name] as const] : [],
  ),
);

/** The name of the chart call `call` is, or null when the engine does not answer it offline. */
export function offlineCallName(call: CallSpec): OfflineCallName | null {
  return NAME_OF_CALL.get(call) ?? null;
}

/** The chart last cast, kept while the same client is asked with the same settings (a page asks a dozen calls). */
let kept: { key: string; chart: CastChart } | null = null;

/** The client's chart cast at its birth moment (the corrected one when there is one). */
export function chartOf(
  client: ClientRequest,
  settings: EffectiveSettings,
  usesDataFiles: boolean,
): CastChart {
  const key = JSON.stringify([client, settings, usesDataFiles]);
  if (kept?.key !== key) {
    const inputs = toBirthInputs(chartClientOf(client), settings);
    kept = { key, chart: castChart(inputs, inputs.birth, usesDataFiles ? WASM_EPHE_FOLDER : null) };
  }
  return kept.chart;
}

/**
 * The `data` the server would answer to the client chart call `call` with `params` (its path parameters as
 * the page passes them), from the practice kept on the device; null when it is no client chart call or the
 * device does not keep the client. Parameters the call's schema refuses throw its ZodError, naming the field.
 */
export async function answerChartCall(
  call: CallSpec,
  params: unknown,
  practice: OfflinePractice,
): Promise<{ data: unknown } | null> {
  const name = offlineCallName(call);
  if (!name || !call.params) return null;
  // transitOfNow takes the same { userId } as the client chart calls.
  const parsed = call.params.parse(params) as ClientCallParams<ClientChartCallName>;
  const runningId = clientNumberOf(parsed);
  const [client, own, theirs] = await Promise.all([
    practice.client(runningId),
    practice.astrologerSettings(),
    practice.clientSettings(runningId),
  ]);
  if (!client) return null;
  await loadEngine();
  const chart = chartOf(client, resolveEffectiveSettings(own, theirs), practice.usesDataFiles);
  if (name === 'transitOfNow') {
    // As the server: null data (its code 104) when the profile names no place.
    const profile = await practice.profile();
    const place = profile ? transitPlaceOf(profile) : null;
    const ephePath = practice.usesDataFiles ? WASM_EPHE_FOLDER : null;
    return { data: answerTransitOfNow(chart, place, practice.now(), ephePath) };
  }
  return { data: answerClientCall(name, chart, parsed, practice.now()) };
}
