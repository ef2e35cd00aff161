/**
 * PDF downloads: the one-page A4 KP sheet of a client, the Advanced Stellar System report of an event and the
 * match of two clients. Real text with an embedded Noto Sans font, black-and-white readable. File names carry the client's
 * name and the day ('<name> KP sheet <yyyy-mm-dd>.pdf'); another astrologer's client is a 404.
 */
import { z } from 'zod';
import { clientNumberParam } from '../clients.js';
import { eventKeyParam } from '../events.js';
import { matchRequestSchema } from '../matching.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'pdf', download: { contentType: 'application/pdf' } } as const;

/** Path parameters of the KP sheet. */
export const pdfClientParams = z.object({ runningId: clientNumberParam });
/** Path parameters of an event report. */
export const pdfReportParams = z.object({ runningId: clientNumberParam, eventKey: eventKeyParam });

const pdfFile = z.string().describe('An A4 PDF (595.28 × 841.89 pt)');

export const pdfCalls = {
  kpSheet: defineCall({
    ...own,
    method: 'GET',
    path: '/pdf/kpsheet/:runningId',
    summary: 'The one-page KP sheet of a client as a PDF download',
    description:
      "Client details and calculation profile, the birth chart in the astrologer's chart style, cusps and " +
      'planets with sign/star/sub lords, significators, ruling planets, the running dasha chain, and a footer ' +
      "with the astrologer's name and contact. File '<client name> KP sheet <yyyy-mm-dd>.pdf'.",
    params: pdfClientParams,
    answer: pdfFile,
  }),
  eventReport: defineCall({
    ...own,
    method: 'GET',
    path: '/pdf/report/:runningId/:eventKey',
    summary: 'The Advanced Stellar System report of an event as a PDF download',
    description:
      'The event, the categories of the nine planets, destiny results, the prosperity summary, the saved ' +
      "report comment and the coming periods. File '<client name> <event name> report <yyyy-mm-dd>.pdf'.",
    params: pdfReportParams,
    answer: pdfFile,
  }),
  match: defineCall({
    ...own,
    method: 'GET',
    path: '/pdf/match/:brideRunningId/:groomRunningId',
    summary: 'The match of two clients as a one-page PDF download',
    description:
      'The KP judgement (both 7th cusp sub lords, their houses and verdicts, the periods both run), the ' +
      "36-point table with both partners' values, the doshas with their cancellations, the raw and restored " +
      'totals, the ten poruthams and Manglik: what POST /match answers, refused as it refuses (the same client ' +
      "twice, another astrologer's client). File '<bride> <groom> match <yyyy-mm-dd>.pdf'.",
    // The same two numbers with the same refusals as the body of POST /match.
    params: matchRequestSchema,
    answer: pdfFile,
  }),
  lifeEvents: defineCall({
    ...own,
    method: 'GET',
    path: '/pdf/lifeevents/:runningId',
    summary: "A client's life events as a PDF download",
    description:
      'Each life event with its dasha, bhukti and antara (lord, category, value), promise and score, on the ' +
      'chart the client has now (the saved correction included); the dasha timeline with the events; and when ' +
      'a rectification was chosen, the chosen time beside the recorded one, its Ascendant lords and its score. ' +
      "As many A4 pages as the events need. File '<client name> life events <yyyy-mm-dd>.pdf'.",
    params: pdfClientParams,
    answer: pdfFile,
  }),
};
