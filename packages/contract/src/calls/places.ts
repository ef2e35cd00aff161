/**
 * The offline atlas: place suggestions (spec §7, from 3 characters) and, beyond the spec, the UTC offset in
 * force at a place's IANA zone at a local moment.
 */
import { z } from 'zod';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'places' } as const;

/** A place suggestion of the atlas. */
export const placeSuggestionSchema = z.object({
  locationName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().describe('IANA zone, e.g. Asia/Kolkata'),
  population: z.number(),
});
/** One suggestion. */
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/** Query of GET /search/utcoffset. */
export const utcOffsetQuery = z.object({
  timeZone: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter valid birth date'),
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Enter valid birth time'),
});

export const placeCalls = {
  search: defineCall({
    ...own,
    method: 'GET',
    path: '/search/coordinate/:text',
    summary: 'Place suggestions for at least 3 characters',
    params: z.object({ text: z.string() }),
    answer: z.array(placeSuggestionSchema),
  }),
  utcOffset: defineCall({
    ...own,
    method: 'GET',
    path: '/search/utcoffset',
    summary: "Hours east of UTC in force at a zone's local date and time (historical rules included)",
    query: utcOffsetQuery,
    answer: z.object({ utcOffsetHours: z.number() }),
  }),
};
