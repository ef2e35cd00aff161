import type {
  BirthChartData,
  CalculationProfileData,
  ChartTable,
  ClientChartData,
  ClientRequest,
  ConjoinedChart,
  DashaDrilldown,
  PlanetSchedule,
  TransitChart,
} from '@kpdesk/contract';
import { TRANSIT_NO_PLACE_CODE } from '@kpdesk/contract';
import { ApiError, callApi } from './client';

export type { ClientRequest } from '@kpdesk/contract';

/** The table calls of chart-screens spec §7, by their path segment under /chart/. */
export type ChartTableCall =
  | 'planetarypositionchart'
  | 'cuspalpositionchart'
  | 'planetarycuspalpositionchart'
  | 'planetsignificatorcuspalview'
  | 'planetsignificatorplanetview'
  | 'cuspalsignificatorcuspalview'
  | 'cuspalsignificatorplanetview'
  | 'aspectingchart'
  | 'aspectingcuspalchart'
  | 'planetlink'
  | 'cuspallinkstarlord'
  | 'cuspallinksublord'
  | 'cuspallinksubsublord'
  | 'effectiveplanetsignificator'
  | 'extendedcuspalsignificator'
  | 'extendedplanetsignificator';

const data = async <T>(path: string): Promise<T> => (await callApi<T>('GET', path)).data;

/** The chart calls; each answers the envelope's data. */
export const chartsApi = {
  clientRequest: (runningId: number) => data<ClientRequest>(`/userrequest/${runningId}`),
  userData: (runningId: number) => data<ClientChartData>(`/chart/userdata/${runningId}`),
  profile: (runningId: number) => data<CalculationProfileData>(`/chart/profile/${runningId}`),
  table: (call: ChartTableCall, runningId: number) => data<ChartTable>(`/chart/${call}/${runningId}`),
  birthChart: (runningId: number) => data<BirthChartData>(`/chart/birthchart/${runningId}`),
  navamsa: (runningId: number) => data<BirthChartData>(`/chart/navamsa/${runningId}`),
  conjoined: (runningId: number) => data<ConjoinedChart>(`/chart/conjoinedchart/${runningId}`),
  schedule: (runningId: number) => data<PlanetSchedule>(`/chart/planetschedule/${runningId}`),
  drilldown: (runningId: number, dashaIndex: number) =>
    data<DashaDrilldown>(`/chart/allplanetschedule/${runningId}/${dashaIndex}`),
  /** The transit chart, or null with the server's message when the profile has no place (code 104). */
  transit: async (runningId: number): Promise<{ chart: TransitChart | null; message: string }> => {
    try {
      return { chart: await data<TransitChart>(`/chart/transituserchart/${runningId}`), message: '' };
    } catch (error) {
      if (error instanceof ApiError && error.code === TRANSIT_NO_PLACE_CODE) {
        return { chart: null, message: error.message };
      }
      throw error;
    }
  },
};
