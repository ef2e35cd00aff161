import {
  TRANSIT_NO_PLACE_CODE,
  transitCalls as calls,
  type CallInput,
  type TransitChart,
} from '@kpdesk/contract';
import { ApiError, bodyCall, callApi, callsOf } from './client';

/** A transit answer, or null with the server's message when the profile has no city (code 104). */
async function orNoPlace(load: () => Promise<TransitChart | null>) {
  try {
    return { chart: await load(), message: '' };
  } catch (error) {
    if (error instanceof ApiError && error.code === TRANSIT_NO_PLACE_CODE) {
      return { chart: null, message: error.message };
    }
    throw error;
  }
}

const searchCall = bodyCall(calls.intervalSearch);
const updateCall = bodyCall(calls.updateBirthTime);

/** The timing body as the page sends it. */
export type TransitTimingBody = CallInput<typeof calls.transitTiming>['body'];

/** The transit, interval search and birth time correction calls, from the contract's call list. */
export const transitApi = {
  ...callsOf(calls),
  /** The transit chart of now (GET /chart/transitchart/{id}). */
  transitOfNow: (runningId: number) =>
    orNoPlace(async () => (await callApi(calls.transitChart, { params: { userId: runningId } })).data),
  /** The transit chart of a moment; moment 'yyyy-MM-dd_HH:mm:ss', local at the profile place. */
  transitOfMoment: (runningId: number, moment: string) =>
    orNoPlace(
      async () => (await callApi(calls.transitOfMoment, { params: { userId: runningId, moment } })).data,
    ),
  /** Cuspal In Interval / Planet In Interval. */
  intervalSearch: async (body: CallInput<typeof calls.intervalSearch>['body']) =>
    (await searchCall(body)).data,
  /** The preview of a candidate birth time; moment 'yyyy-MM-dd_HH:mm:ss'. Stores nothing. */
  birthTimePreview: async (runningId: number, moment: string) =>
    (await callApi(calls.birthTimePreview, { params: { userId: runningId, moment } })).data,
  /** Long-range transit timing of a client: conjunctions with a natal point or a lord's divisions entered and left. */
  transitTiming: async (runningId: number, body: TransitTimingBody) =>
    (await callApi(calls.transitTiming, { params: { runningId }, body })).data,
  /** Saves (or, with the recorded birth time, resets) the corrected birth time. */
  updateBirthTime: async (runningId: number, birthTime: string) =>
    (await updateCall({ id: runningId, birthTime })).data,
};
