/**
 * KP horary by number: cast a chart (nothing stored), save, reopen, the dashboard's recent list
 * and search. Questions are the signed-in astrologer's: another astrologer's question is "Horary question
 * is not found." (404), another astrologer's client "Client is not found." (404).
 */
import { z } from 'zod';
import {
  horaryChartSchema,
  horaryListItemSchema,
  horaryParams,
  horaryQuestionSchema,
  horaryRecordSchema,
  horarySaveSchema,
  horarySearchSchema,
} from '../horary.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'horary' } as const;

const METHOD =
  "The number's row of the 249 table starts the Ascendant; the other cusps are Placidus for that Ascendant at " +
  'the place (the ARMC at which it rises); the planets are those of the moment (method judgementMoment) or of ' +
  'the nearest moment the Ascendant rises there (nearestRising). rotateHouse takes that house as the first. ' +
  'Calculated with the client’s effective settings when a client is given, else the astrologer’s.';

/** The horary calls, by the name code uses. */
export const horaryCalls = {
  cast: defineCall({
    ...own,
    method: 'POST',
    path: '/horary/chart',
    summary: 'Cast the KP horary chart of a number at a moment and place (nothing is stored)',
    description: `${METHOD} A degree that never rises at the latitude is a 400.`,
    body: horaryQuestionSchema,
    answer: horaryChartSchema,
  }),
  save: defineCall({
    ...own,
    method: 'POST',
    path: '/horary/save',
    summary: 'Cast and save a horary question: runningId 0 adds one with the next number, else replaces it',
    description: `${METHOD} The settings used are stored with the question, so it reopens with the same chart.`,
    body: horarySaveSchema,
    answer: horaryRecordSchema,
  }),
  get: defineCall({
    ...own,
    method: 'GET',
    path: '/horary/:runningId',
    summary: 'One saved horary question with its chart',
    params: horaryParams,
    answer: horaryRecordSchema,
  }),
  recent: defineCall({
    ...own,
    method: 'GET',
    path: '/horary/recent',
    summary: 'The ten horary questions saved last',
    answer: z.array(horaryListItemSchema),
  }),
  search: defineCall({
    ...own,
    method: 'POST',
    path: '/horary/search',
    summary:
      "Horary questions whose question or client's name has a word starting with the keyword (at most 20)",
    body: horarySearchSchema,
    answer: z.array(horaryListItemSchema),
  }),
};
