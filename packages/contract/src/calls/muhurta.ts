/**
 * The KP muhurta finder's calls (shared/domain/muhurta.md): the search, the saved muhurtas of a client, and
 * the chosen windows as a PDF and as a calendar file. A participant or client that is not the astrologer's
 * is the same 404 as a missing one.
 */
import { z } from 'zod';
import {
  muhurtaChartRequestSchema,
  muhurtaChartSchema,
  muhurtaListParams,
  muhurtaRemoveParams,
  muhurtaSaveSchema,
  muhurtaSearchAnswerSchema,
  muhurtaSearchSchema,
  savedMuhurtaSchema,
} from '../muhurta.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'muhurta' } as const;

/** The refusals of a file of chosen windows. */
export const MUHURTA_CHOSEN_MESSAGES = {
  none: 'Choose at least one window',
  tooMany: 'Choose at most 50 windows',
} as const;

/** A file of chosen windows: the search they came from and the windows' starts and ends. */
export const muhurtaChosenSchema = z.object({
  search: muhurtaSearchSchema,
  windows: z
    .array(z.object({ start: z.string(), end: z.string() }), { error: MUHURTA_CHOSEN_MESSAGES.none })
    .min(1, MUHURTA_CHOSEN_MESSAGES.none)
    .max(50, MUHURTA_CHOSEN_MESSAGES.tooMany),
});
/** The body of the PDF and calendar calls after validation. */
export type MuhurtaChosen = z.output<typeof muhurtaChosenSchema>;

export const muhurtaCalls = {
  search: defineCall({
    ...own,
    method: 'POST',
    path: '/muhurta/search',
    summary:
      'Every window of a range in which the chart of the moment promises the event, exact to the second',
    description:
      'G1 on the Lagna sub lord and G2 on the event cusp sub lord by the KP 4-step, the vetoed periods avoided, ' +
      'each participant checked (Chandrashtama and Janma tara reject); ranked by score, then length, then start. ' +
      'When none qualifies, `next` is the first window within 90 days after the range. Times are on the clock ' +
      'of `timezone`.',
    body: muhurtaSearchSchema,
    answer: muhurtaSearchAnswerSchema,
  }),
  chart: defineCall({
    ...own,
    method: 'POST',
    path: '/muhurta/chart',
    summary: "The chart of a moment at a search's place (a window's start), with the astrologer's settings",
    body: muhurtaChartRequestSchema,
    answer: muhurtaChartSchema,
  }),
  save: defineCall({
    ...own,
    method: 'POST',
    path: '/muhurta/save',
    summary: 'Save a window of a search to a client; the window is searched again and must qualify whole',
    body: muhurtaSaveSchema,
    answer: savedMuhurtaSchema,
  }),
  list: defineCall({
    ...own,
    method: 'GET',
    path: '/muhurta/list/:runningId',
    summary: 'The muhurtas saved to a client, earliest window first',
    params: muhurtaListParams,
    answer: z.array(savedMuhurtaSchema),
  }),
  remove: defineCall({
    ...own,
    method: 'DELETE',
    path: '/muhurta/:runningId/:id',
    summary: 'Delete a saved muhurta of a client',
    params: muhurtaRemoveParams,
    answer: z.null(),
  }),
  pdf: defineCall({
    ...own,
    method: 'POST',
    path: '/pdf/muhurta',
    summary: 'The chosen windows of a search as a one-page PDF',
    body: muhurtaChosenSchema,
    answer: z.string().describe('An A4 PDF'),
    download: { contentType: 'application/pdf' },
  }),
  calendar: defineCall({
    ...own,
    method: 'POST',
    path: '/muhurta/calendar',
    summary: 'The chosen windows of a search as an iCalendar file (RFC 5545)',
    body: muhurtaChosenSchema,
    answer: z.string().describe('text/calendar'),
    download: { contentType: 'text/calendar' },
  }),
};
