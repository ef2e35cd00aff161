/**
 * The calls of the moment at hand answered in the browser (Options Theory, the panchang of a day and a month,
 * the muhurta search and chart, the transit chart of a moment and of now), with the server's own answer code
 * (@kpdesk/chart-answers `answerMomentCall`) from the astrologer's settings, the profile place and the charts
 * of the kept clients the call names. Loaded only on first use, with the engine.
 */
import {
  answerMomentCall,
  momentCallClients,
  momentCallNameOf,
  transitPlaceOf,
  type CastChart,
} from '@kpdesk/chart-answers';
import { WASM_EPHE_FOLDER } from '@kpdesk/astro/wasm';
import { resolveEffectiveSettings, type CallSpec, type ParsedInput } from '@kpdesk/contract';
import { chartOf, loadEngine } from './answer-call';
import type { OfflinePractice } from './practice';

/** The call's input parsed by its own schemas (a refusal throws its ZodError, naming the field). */
function parseInput(call: CallSpec, input: { params?: unknown; body?: unknown }) {
  return {
    params: call.params ? call.params.parse(input.params) : undefined,
    body: call.body ? call.body.parse(input.body) : undefined,
  } as ParsedInput<CallSpec>;
}

/** The cast charts of the clients `ids`, each with its settings; null when the device does not keep one. */
async function chartsOf(ids: number[], practice: OfflinePractice): Promise<Map<number, CastChart> | null> {
  const own = await practice.astrologerSettings();
  const charts = new Map<number, CastChart>();
  for (const id of ids) {
    const [client, theirs] = await Promise.all([practice.client(id), practice.clientSettings(id)]);
    if (!client) return null;
    charts.set(id, chartOf(client, resolveEffectiveSettings(own, theirs), practice.usesDataFiles));
  }
  return charts;
}

/**
 * The `data` the server would answer to the moment call `call` with `input`; null when it is no moment call
 * or names a client the device does not keep (the caller then says it waits for the network).
 */
export async function answerMomentCallOffline(
  call: CallSpec,
  input: { params?: unknown; body?: unknown },
  practice: OfflinePractice,
): Promise<{ data: unknown } | null> {
  const name = momentCallNameOf(call);
  if (!name) return null;
  const parsed = parseInput(call, input);
  await loadEngine();
  const charts = await chartsOf(momentCallClients(name, parsed as never), practice);
  if (!charts) return null;
  const profile = await practice.profile();
  const data = answerMomentCall(name, parsed as never, {
    settings: resolveEffectiveSettings(await practice.astrologerSettings(), null),
    ephePath: practice.usesDataFiles ? WASM_EPHE_FOLDER : null,
    place: profile ? transitPlaceOf(profile) : null,
    nowMs: practice.now(),
    chartOf: (runningId) => {
      const chart = charts.get(runningId);
      if (!chart) throw new RangeError(`runningId: no chart of client ${runningId} was loaded`);
      return chart;
    },
  });
  return { data };
}
