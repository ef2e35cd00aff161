/** Test data of the Life Events page: answers in the contract's shapes. */
import type {
  LifeEvent,
  LifeEventPeriod,
  RectificationCandidate,
  RectificationEvidenceAnswer,
} from '../../api/life-events';

const PERIODS: LifeEventPeriod[] = [
  {
    level: 'dasha',
    lord: 'Venus',
    start: '2005-03-01 10:00:00',
    end: '2025-03-01 10:00:00',
    category: 'Favourable',
    value: 2,
  },
  {
    level: 'bhukti',
    lord: 'Saturn',
    start: '2009-01-10 04:00:00',
    end: '2012-03-10 04:00:00',
    category: 'Mixed (-ve)',
    value: -1,
  },
  {
    level: 'antara',
    lord: 'Moon',
    start: '2010-02-01 00:00:00',
    end: '2010-07-01 00:00:00',
    category: 'Favourable (More)',
    value: 3,
  },
  {
    level: 'sookshma',
    lord: 'Mars',
    start: '2010-05-20 00:00:00',
    end: '2010-06-05 00:00:00',
    category: null,
    value: null,
  },
];

/** A marriage with a time, scored 2 - 1 + 3 + promise 1 = 5. */
export const MARRIAGE: LifeEvent = {
  id: 41,
  eventKey: 'marriage',
  eventName: 'Marriage',
  date: '2010-06-01',
  time: '10:30:00',
  timezone: null,
  note: 'Temple wedding',
  moment: '2010-06-01 10:30:00',
  periods: PERIODS,
  promise: { cusp: 7, subLord: 'Jupiter', category: 'Favourable (Less)', value: 1 },
  score: 5,
};

/** A job without a time (judged at noon). */
export const JOB: LifeEvent = {
  ...MARRIAGE,
  id: 42,
  eventKey: 'job',
  eventName: 'Job',
  date: '2012-09-03',
  time: null,
  note: '',
  moment: '2012-09-03 12:00:00',
  score: -2,
};

/** Two candidates in the server's order: the better score first, though it disagrees. */
export const CANDIDATES: RectificationCandidate[] = [
  {
    from: '1990-04-02 05:31:12',
    to: '1990-04-02 05:40:00',
    moment: '1990-04-02 05:35:36',
    ascendant: { signLord: 'Jupiter', starLord: 'Mercury', subLord: 'Venus' },
    score: 7,
    rulingPlanetsAgree: false,
    favourableEvents: 2,
    unfavourableEvents: 0,
    eventScores: [
      { lifeEventId: 41, score: 5 },
      { lifeEventId: 42, score: 2 },
    ],
  },
  {
    from: '1990-04-02 05:10:00',
    to: '1990-04-02 05:31:12',
    moment: '1990-04-02 05:20:36',
    ascendant: { signLord: 'Jupiter', starLord: 'Mercury', subLord: 'Saturn' },
    score: 3,
    rulingPlanetsAgree: true,
    favourableEvents: 2,
    unfavourableEvents: 0,
    eventScores: [
      { lifeEventId: 41, score: 1 },
      { lifeEventId: 42, score: 2 },
    ],
  },
];

/** A candidate's full evidence as POST /rectification/:runningId/evidence answers it. */
export function evidenceOf(candidate: RectificationCandidate): RectificationEvidenceAnswer {
  return {
    moment: candidate.moment,
    ascendant: candidate.ascendant,
    score: candidate.score,
    evidence: candidate.eventScores.map(({ lifeEventId, score }) => ({
      lifeEventId,
      periods: PERIODS,
      promise: MARRIAGE.promise,
      score,
    })),
  };
}
