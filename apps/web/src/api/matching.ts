import { matchingCalls as calls } from '@kpdesk/contract';
import { bodyCall } from './client';

export type { MatchAnswer, MatchRankAnswer } from '@kpdesk/contract';

/** The matching calls: a bride and a groom, and the ranking of partners for one client. */
export const matchingApi = {
  match: bodyCall(calls.match),
  rank: bodyCall(calls.rank),
};
