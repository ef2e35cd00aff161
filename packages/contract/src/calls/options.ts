/**
 * The Options Theory calls: the quick calculator and the saved records (chart-screens spec §7) and the home
 * panel's recent list and name search (accounts-clients-settings spec §7). Records are the signed-in
 * astrologer's: another astrologer's record is "Option is not found." (404).
 */
import { z } from 'zod';
import { clientListItemSchema } from '../client-search.js';
import {
  optionNumberParam,
  optionRecordSchema,
  optionSaveSchema,
  optionsSearchSchema,
  quickOptionsAnswerSchema,
  quickOptionsSchema,
} from '../options.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'options' } as const;

/** Path parameters of a call on one saved record: its runningId. */
export const optionParams = z.object({ runningId: optionNumberParam });

const LIST_ITEM = 'Rows carry runningId, the record name as firstName (lastName null) and its date.';

/** The Options Theory calls, by the name code uses. */
export const optionsCalls = {
  calculate: defineCall({
    ...own,
    method: 'POST',
    path: '/chart/options',
    summary: 'Quick Options Theory: the option chosen at a moment and place (nothing is stored)',
    description:
      'Ruling planets of the moment (Ascendant sign lord, Moon star lord, Moon sign lord, day lord), each ' +
      'valued by the signs it owns (0 when it or its star lord is retrograde); result = ((Total − 1) mod N) + 1.',
    body: quickOptionsSchema,
    answer: quickOptionsAnswerSchema,
  }),
  get: defineCall({
    ...own,
    method: 'GET',
    path: '/options/:runningId',
    summary: 'One saved Options Theory record',
    params: optionParams,
    answer: optionRecordSchema,
  }),
  save: defineCall({
    ...own,
    method: 'POST',
    path: '/options/save',
    summary: 'Calculate and save a record: runningId 0 adds one with the next number, else replaces it',
    body: optionSaveSchema,
    answer: optionRecordSchema,
  }),
  recent: defineCall({
    ...own,
    method: 'GET',
    path: '/options/recent',
    summary: 'The ten most recently calculated records',
    description: LIST_ITEM,
    answer: z.array(clientListItemSchema),
  }),
  search: defineCall({
    ...own,
    method: 'POST',
    path: '/options/search',
    summary: 'Records whose name, or a word of it, starts with the keyword (at most 20)',
    description: LIST_ITEM,
    body: optionsSearchSchema,
    answer: z.array(clientListItemSchema),
  }),
};
