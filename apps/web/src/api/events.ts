import { eventCalls as calls } from '@kpdesk/contract';
import { bodyCall, callApi, callRoute, callsOf } from './client';

export type {
  DestinyRow,
  EventData,
  EventSignificator,
  PiltChart,
  PlanetCategory,
  ProsperityChart,
  UserEvent,
} from '@kpdesk/contract';

/**
 * Where the device keeps the event catalogue: a path of the device alone (no call of the server has it).
 * Written out again in api/device/kept-paths.ts rather than imported, so this module and the device's chunk
 * stay apart (each shared module is a chunk of its own, listed in the entry script's preload table).
 */
const EVENT_CATALOGUE_PATH = '/offline/event-catalogue';

/** The Advanced Stellar System calls (event data, the four saves, report, prosperity, time analyser). */
export const eventsApi = {
  ...callsOf(calls),
  /** Everything the page needs for one client and event (GET /chart/event/{userId}/{eventKey}). */
  eventData: async (runningId: number, eventKey: string) =>
    (await callApi(calls.eventData, { params: { userId: runningId, eventKey } })).data,
  /**
   * The event catalogue (menu group → key → name), which the server sends with any event's data. Offline it
   * is read from the practice kept on the device, which keeps it as EVENT_CATALOGUE_PATH (docs/offline.md).
   */
  catalogue: async (runningId: number, anyEventKey: string) =>
    navigator.onLine
      ? (await callApi(calls.eventData, { params: { userId: runningId, eventKey: anyEventKey } })).data
          .allEvents
      : (
          await callRoute<Record<string, Record<string, string>>>({
            method: 'GET',
            path: EVENT_CATALOGUE_PATH,
          })
        ).data,
  savePlanetCategory: bodyCall(calls.savePlanetCategory),
  saveDestiny: bodyCall(calls.saveDestiny),
  saveCombinedCategory: bodyCall(calls.saveCombinedCategory),
  savePrediction: bodyCall(calls.savePrediction),
  /** The generated report text; stores nothing. */
  generatePrediction: async (runningId: number, eventId: number) =>
    (await callApi(calls.generatePrediction, { params: { userId: runningId, eventId } })).data,
  prosperityChart: async (runningId: number, eventId: number) =>
    (await callApi(calls.prosperityChart, { params: { userId: runningId, eventId } })).data,
  piltChart: async (runningId: number, eventId: number) =>
    (await callApi(calls.piltChart, { params: { userId: runningId, eventId } })).data,
};

/** React Query key of one client's event data (every save makes it stale). */
export const eventDataKey = (runningId: number, eventKey: string) => ['event', runningId, eventKey] as const;
