import { lifeEventCalls as calls, type LifeEventWriteInput } from '@kpdesk/contract';
import { callApi, callsOf } from './client';

export type {
  LifeEvent,
  LifeEventPeriod,
  LifeEventPromise,
  RectificationCandidate,
  RectificationEvidence,
  RectificationEvidenceAnswer,
} from '@kpdesk/contract';

/** The life-event and rectification calls, each answering the envelope's data. */
export const lifeEventsApi = {
  ...callsOf(calls),
  /** The client's life events with their periods, categories, promise and score. */
  listOf: async (runningId: number) => (await callApi(calls.list, { params: { runningId } })).data.events,
  /** Adds an event; answers its id. */
  addTo: async (runningId: number, body: LifeEventWriteInput) =>
    (await callApi(calls.add, { params: { runningId }, body })).data,
  /** Replaces an event (every field sent). */
  replace: async (runningId: number, id: number, body: LifeEventWriteInput) =>
    (await callApi(calls.update, { params: { runningId, id }, body })).data,
  /** Deletes an event. */
  removeFrom: async (runningId: number, id: number) =>
    (await callApi(calls.remove, { params: { runningId, id } })).data,
  /** The rectification candidates of a window ('yyyy-MM-dd HH:mm:ss' on the birth clock), in the server's order. */
  candidatesOf: async (runningId: number, window: { from: string; to: string }) =>
    (await callApi(calls.rectify, { params: { runningId }, body: window })).data.candidates,
  /** One candidate's full evidence: every event's periods, promise and score for a birth at its moment. */
  evidenceOf: async (runningId: number, moment: string) =>
    (await callApi(calls.evidence, { params: { runningId }, body: { moment } })).data,
};

/** React Query key of one client's life events (every add, edit, delete and birth time save makes it stale). */
export const lifeEventsKey = (runningId: number) => ['life-events', runningId] as const;

/**
 * The notice of a saved change: the server's, or while the browser is offline, that the practice kept on
 * the device holds it until the network returns (docs/offline.md; the device's answer carries the same words).
 */
export function savedNotice(serverNotice: string): string {
  return navigator.onLine ? serverNotice : 'Saved on this device. It is sent when the network returns.';
}
