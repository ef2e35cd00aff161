import { vargaCalls as calls } from '@kpdesk/contract';
import { callApi } from './client';

export type { VargaChartAnswer, VargaTableAnswer } from '@kpdesk/contract';

/** The divisional chart calls of a client. */
export const vargasApi = {
  varga: (runningId: number, division: number) =>
    callApi(calls.varga, { params: { runningId, division: String(division) } }),
  table: (runningId: number) => callApi(calls.table, { params: { runningId } }),
};
