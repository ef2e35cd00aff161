/**
 * Marriage matching: a bride and a groom of the astrologer's clients, and the ranking of every client who can
 * take the other role. A client that is not the astrologer's is the same 404 as a missing one.
 */
import {
  matchAnswerSchema,
  matchRankAnswerSchema,
  matchRankRequestSchema,
  matchRequestSchema,
} from '../matching.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'matching' } as const;

export const matchingCalls = {
  match: defineCall({
    ...own,
    method: 'POST',
    path: '/match',
    summary: 'The KP judgement, the 36-point Ashtakoota, the ten poruthams and Manglik of two clients',
    body: matchRequestSchema,
    answer: matchAnswerSchema,
  }),
  rank: defineCall({
    ...own,
    method: 'POST',
    path: '/match/rank',
    summary: 'Every client who can take the other role, ranked: both KP promises first, then the total',
    body: matchRankRequestSchema,
    answer: matchRankAnswerSchema,
  }),
};
