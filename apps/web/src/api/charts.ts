import {
  chartCalls as calls,
  clientCalls,
  momentParam,
  NOW_MOMENT,
  TRANSIT_NO_PLACE_CODE,
  type CallAnswer,
  type ChainMoment,
  type ChartTableCallName,
  type TransitChart,
} from '@kpdesk/contract';
import { ApiError, callApi, callsOf } from './client';

export type { ClientRequest, ChartTableCallName } from '@kpdesk/contract';

/** The data of a chart call of one client. */
const data = async <C extends (typeof calls)[keyof typeof calls]>(
  call: C,
  userId: number,
): Promise<CallAnswer<C>> => (await callApi<C>(call, ...([{ params: { userId } }] as never))).data;

/** The chart calls, from the contract's call list; each answers the envelope's data. */
export const chartsApi = {
  ...callsOf(calls),
  clientRequest: async (runningId: number) =>
    (await callApi(clientCalls.request, { params: { runningId } })).data,
  userData: (runningId: number) => data(calls.userData, runningId),
  profile: (runningId: number) => data(calls.profile, runningId),
  table: <K extends ChartTableCallName>(call: K, runningId: number) => data(calls[call], runningId),
  birthChart: (runningId: number) => data(calls.birthChart, runningId),
  navamsa: (runningId: number) => data(calls.navamsa, runningId),
  conjoined: (runningId: number) => data(calls.conjoined, runningId),
  schedule: (runningId: number) => data(calls.schedule, runningId),
  drilldown: async (runningId: number, dashaIndex: number) =>
    (await callApi(calls.drilldown, { params: { userId: runningId, dashaIndex } })).data,
  /** The five running periods at a moment on the birth clock (or now) and the balance at birth. */
  dashaChain: async (runningId: number, moment: ChainMoment) =>
    (
      await callApi(calls.dashaChain, {
        params: { runningId, moment: moment === NOW_MOMENT ? NOW_MOMENT : momentParam(moment) },
      })
    ).data,
  /** One antara's nine sookshmas with their pranas, by the antara's indices in the drilldown. */
  subPeriods: async (runningId: number, dashaIndex: number, bhuktiIndex: number, antaraIndex: number) =>
    (await callApi(calls.subPeriods, { params: { runningId, dashaIndex, bhuktiIndex, antaraIndex } })).data,
  /** The transit chart, or null with the server's message when the profile has no place (code 104). */
  transit: async (runningId: number): Promise<{ chart: TransitChart | null; message: string }> => {
    try {
      return { chart: await data(calls.transitOfNow, runningId), message: '' };
    } catch (error) {
      if (error instanceof ApiError && error.code === TRANSIT_NO_PLACE_CODE) {
        return { chart: null, message: error.message };
      }
      throw error;
    }
  },
};
