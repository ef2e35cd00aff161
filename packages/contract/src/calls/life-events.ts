/**
 * Life events and rectification: a client's dated events with how each falls in the dashas, and
 * the rectification workbench's candidates. Everything is the signed-in astrologer's: another astrologer's
 * client is "Client is not found." (404), another client's or astrologer's event "Life event is not found."
 */
import { z } from 'zod';
import {
  lifeEventClientParams,
  lifeEventEditSchema,
  lifeEventListSchema,
  lifeEventParams,
  lifeEventWriteSchema,
  NO_LIFE_EVENTS_CODE,
  rectificationAnswerSchema,
  rectificationEvidenceAnswerSchema,
  rectificationEvidenceRequestSchema,
  rectificationRequestSchema,
} from '../life-events.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'lifeEvents' } as const;

const REFUSALS =
  'Refused with 400 naming the field: an unknown event key, a bad date or time, a date before the birth date ' +
  'or after today in the birth zone, a note over 500 characters or with a character that cannot be stored.';

/** The life-event and rectification calls, by the name code uses. */
export const lifeEventCalls = {
  list: defineCall({
    ...own,
    method: 'GET',
    path: '/lifeevents/:runningId',
    summary: "A client's life events with their running periods, categories, promise and score",
    description:
      'Periods are the Vimshottari dasha, bhukti, antara and sookshma at the event moment (12:00:00 birth zone ' +
      'when no time), for the chart with the saved birth time correction. Category values: Favourable (More) 3 ' +
      '… Unfavourable (More) -3; the sookshma is shown, not scored.',
    params: lifeEventClientParams,
    answer: lifeEventListSchema,
  }),
  add: defineCall({
    ...own,
    method: 'POST',
    path: '/lifeevents/:runningId',
    summary: 'Add a life event to a client; answers its id',
    description: REFUSALS,
    params: lifeEventClientParams,
    body: lifeEventWriteSchema,
    answer: z.object({ id: z.number().int() }),
  }),
  update: defineCall({
    ...own,
    method: 'PUT',
    path: '/lifeevents/:runningId/:id',
    summary: 'Replace a life event (the same body as add, every key present)',
    description: `${REFUSALS} A key left out is refused ('note is missing'), never reset.`,
    params: lifeEventParams,
    body: lifeEventEditSchema,
    answer: z.object({ id: z.number().int() }),
  }),
  remove: defineCall({
    ...own,
    method: 'DELETE',
    path: '/lifeevents/:runningId/:id',
    summary: 'Delete a life event',
    params: lifeEventParams,
    answer: z.object({ message: z.string() }),
  }),
  rectify: defineCall({
    ...own,
    method: 'POST',
    path: '/rectification/:runningId',
    summary: "Rectification candidates of a window around the client's birth time, with each event's score",
    description:
      "Candidates are the Ascendant's rows of the 249 table (a change of sign, star or sub lord starts one), " +
      'bounded by the exact changes (to the second) and the window ends; each is scored as a birth at a whole ' +
      "second inside it. Each carries one score per event, not the periods: a candidate's full evidence is " +
      'POST /rectification/:runningId/evidence, so the answer stays small. Order: ' +
      'score highest first, then ruling-planet agreement first, then nearest to the birth time. The window may ' +
      `reach 4 hours either side of the birth time (the corrected one when saved). Code ${NO_LIFE_EVENTS_CODE} ` +
      '(HTTP 400) when the client has no life events.',
    params: lifeEventClientParams,
    body: rectificationRequestSchema,
    answer: rectificationAnswerSchema,
  }),
  evidence: defineCall({
    ...own,
    method: 'POST',
    path: '/rectification/:runningId/evidence',
    summary: "One candidate's full evidence: every life event's periods, promise and score",
    description:
      "The moment is the candidate's (its `moment`); the client's chart is cast as a birth then and every " +
      'life event judged in it, as the list judges them. The moment may lie 4 hours either side of the ' +
      `birth time. Code ${NO_LIFE_EVENTS_CODE} (HTTP 400) when the client has no life events.`,
    params: lifeEventClientParams,
    body: rectificationEvidenceRequestSchema,
    answer: rectificationEvidenceAnswerSchema,
  }),
};
