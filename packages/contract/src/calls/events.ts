/**
 * The Advanced Stellar System calls (chart-screens spec §7: /chart/event, /chart/prosperitychart,
 * /chart/piltchart). userId is the client's runningId; another astrologer's client is "Client is not
 * found." (404), an event outside the catalogue "Event is not found." (404).
 */
import { z } from 'zod';
import { clientNumberParam } from '../clients.js';
import {
  combinedCategorySaveSchema,
  destinySaveSchema,
  eventDataSchema,
  eventIdField,
  eventKeyParam,
  piltChartSchema,
  planetCategorySaveSchema,
  predictionSaveSchema,
  predictionTextSchema,
  prosperityChartSchema,
  userEventSchema,
} from '../events.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'events' } as const;

/** Path parameters of a call on one client and event key. */
export const eventKeyParams = z.object({ userId: clientNumberParam, eventKey: eventKeyParam });
/** Path parameters of a call on one client and event id. */
export const eventIdParams = z.object({ userId: clientNumberParam, eventId: eventIdField });

const SAVE =
  'Answers the reloaded userEvent; a value outside the lists is a 400 naming the field and nothing is stored.';

/** The Advanced Stellar System calls, by the name code uses. */
export const eventCalls = {
  eventData: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/event/:userId/:eventKey',
    summary: 'Event data: the event and catalogue, categories and colours, planet rows, destiny, userEvent',
    description:
      'Planet categories are proposed by decisions.md (sub-lord class × star-lord class of CL/OCC/CST/CSL); ' +
      'userEvent holds the saved judgement, or the proposal with isSaved false.',
    params: eventKeyParams,
    answer: eventDataSchema,
  }),
  savePlanetCategory: defineCall({
    ...own,
    method: 'POST',
    path: '/chart/event/planetcategory',
    summary: 'Save the Event Analyser Result and Order of the nine planets',
    description: SAVE,
    body: planetCategorySaveSchema,
    answer: userEventSchema,
  }),
  saveDestiny: defineCall({
    ...own,
    method: 'POST',
    path: '/chart/event/destiny',
    summary: 'Save the Destiny Results of the supportive and opposing rows',
    description: `${SAVE} The number of values must equal the event's rows.`,
    body: destinySaveSchema,
    answer: userEventSchema,
  }),
  saveCombinedCategory: defineCall({
    ...own,
    method: 'POST',
    path: '/chart/event/planetCombinedCategory',
    summary: 'Save the Prosperity combined result of the nine planets',
    description: SAVE,
    body: combinedCategorySaveSchema,
    answer: userEventSchema,
  }),
  generatePrediction: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/event/prediction/:userId/:eventId',
    summary: 'A plain-language summary from the saved categories, destiny results and current periods',
    description: 'Stores nothing; at most 1000 characters, without &, < or >.',
    params: eventIdParams,
    answer: predictionTextSchema,
  }),
  savePrediction: defineCall({
    ...own,
    method: 'POST',
    path: '/chart/event/prediction',
    summary: 'Save the report comment (at most 1000 characters; &, < and > refused)',
    description: SAVE,
    body: predictionSaveSchema,
    answer: userEventSchema,
  }),
  prosperityChart: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/prosperitychart/:userId/:eventId',
    summary: "Prosperity: nine tables of each planet's chain (planet, star, sub, sub-sub lord) with houses",
    params: eventIdParams,
    answer: prosperityChartSchema,
  }),
  piltChart: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/piltchart/:userId/:eventId',
    summary: 'Time Analyser: nine tables, the planet order and the coming periods of the top-ranked planets',
    params: eventIdParams,
    answer: piltChartSchema,
  }),
};
