/**
 * The panchang calls: a day and a month at a place (shared/domain/panchang.md), cast with the astrologer's
 * settings (ayanamsa, correction, Sunrise).
 */
import { z } from 'zod';
import {
  panchangDayRequestSchema,
  panchangDaySchema,
  panchangMonthRequestSchema,
  panchangMonthSchema,
} from '../panchang.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'panchang' } as const;

/** Query of the panchang PDF: the place of the day. */
export const panchangPdfQuery = panchangDayRequestSchema.omit({ date: true });
/** Path of the panchang PDF: the date. */
export const panchangPdfParams = z.object({ date: panchangDayRequestSchema.shape.date });

export const panchangCalls = {
  day: defineCall({
    ...own,
    method: 'POST',
    path: '/panchang/day',
    summary: 'The panchang of a date at a place: every limb with its start and end, the periods, the horas',
    description:
      'Every tithi, nakshatra, yoga and karana that overlaps the sunrise-to-sunrise day, each with its own start ' +
      'and end; Rahu kalam, Yamaganda, Gulika, Abhijit, Dur-muhurtas, Brahma and Vijaya muhurtas, Amrit kalam ' +
      'and Varjyam, the 24 horas, the lunar month, samvat, ritu and ayana. Times on the clock of `timezone`.',
    body: panchangDayRequestSchema,
    answer: panchangDaySchema,
  }),
  month: defineCall({
    ...own,
    method: 'POST',
    path: '/panchang/month',
    summary: 'The month calendar: each day the limbs at sunrise with their ends, and Rahu kalam',
    body: panchangMonthRequestSchema,
    answer: panchangMonthSchema,
  }),
  pdf: defineCall({
    ...own,
    method: 'GET',
    path: '/pdf/panchang/:date',
    summary: 'The panchang of a date at a place as a one-page PDF',
    params: panchangPdfParams,
    query: panchangPdfQuery,
    answer: z.string().describe('An A4 PDF'),
    download: { contentType: 'application/pdf' },
  }),
};
