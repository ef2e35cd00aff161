import { eventCalls as calls } from '@kpdesk/contract';
import { bodyCall, callApi, callsOf } from './client';

export type {
  DestinyRow,
  EventData,
  EventSignificator,
  PiltChart,
  PlanetCategory,
  ProsperityChart,
  UserEvent,
} from '@kpdesk/contract';

/** The Advanced Stellar System calls (event data, the four saves, report, prosperity, time analyser). */
export const eventsApi = {
  ...callsOf(calls),
  /** Everything the page needs for one client and event (GET /chart/event/{userId}/{eventKey}). */
  eventData: async (runningId: number, eventKey: string) =>
    (await callApi(calls.eventData, { params: { userId: runningId, eventKey } })).data,
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
