/**
 * The door to the chart engine in the browser: answers a client chart call (KP tables, drawings,
 * userdata, profile, schedules, dasha chain, sub-periods, the transit of now), a call of the moment at hand
 * (options, panchang, muhurta, transit charts) and casts a horary question from the practice kept on the device, with the answer the server would give. The engine, its WebAssembly
 * ephemeris and the answer code load on the first call only, so nothing of them enters the sign-in script
 * (docs/offline-engine.md).
 */
import type { CallInput, CallSpec } from '@kpdesk/contract';
import type { HoraryOfflineAnswer } from './offline-engine/horary-cast';
import type { OfflinePractice } from './offline-engine/practice';

export type { OfflinePractice } from './offline-engine/practice';
export type { HoraryOfflineAnswer } from './offline-engine/horary-cast';

/**
 * The `data` of the server's answer to `call` with `input`, computed on the device; null when the call is no
 * client chart call or the device does not keep the client (the caller then says it waits for the network).
 */
export async function answerOffline<C extends CallSpec>(
  call: C,
  input: CallInput<C>,
  practice: OfflinePractice,
): Promise<{ data: unknown } | null> {
  const { answerChartCall } = await import('./offline-engine/answer-call');
  return answerChartCall(call, (input as { params?: unknown }).params, practice);
}

/** The horary chart of a question (POST /horary/chart's body) cast on the device, as the server casts it. */
export async function castHoraryOffline(
  body: unknown,
  practice: OfflinePractice,
): Promise<HoraryOfflineAnswer> {
  const { answerHoraryCast } = await import('./offline-engine/horary-cast');
  return answerHoraryCast(body, practice);
}

/**
 * The `data` of the server's answer to a call of the moment at hand (Options Theory, panchang, muhurta search
 * and chart, the transit chart of a moment and of now) computed on the device; null when the call is none of
 * them or names a client the device does not keep. Input the call refuses throws its ZodError.
 */
export async function answerMomentOffline(
  call: CallSpec,
  input: { params?: unknown; body?: unknown },
  practice: OfflinePractice,
): Promise<{ data: unknown } | null> {
  const { answerMomentCallOffline } = await import('./offline-engine/moment-call');
  return answerMomentCallOffline(call, input, practice);
}
