/**
 * The offline atlas: place suggestions (spec §7, from 3 characters) and, beyond the spec, the UTC offset in
 * force at a place's IANA zone at a local moment.
 */
import { z } from 'zod';
import { CLIENT_MESSAGES, isClientDate } from '../clients.js';
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

/** Query of GET /search/utcoffset: a real calendar date (years 1..2999) and a 24-hour time. */
export const utcOffsetQuery = z.object({
  timeZone: z.string({ error: 'Enter time zone' }).min(1, 'Enter time zone'),
  date: z
    .string({ error: CLIENT_MESSAGES.birthDateRequired })
    .refine(isClientDate, CLIENT_MESSAGES.birthDateInvalid),
  time: z
    .string({ error: CLIENT_MESSAGES.birthTimeRequired })
    .refine((value) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value), CLIENT_MESSAGES.birthTimeInvalid),
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
    answer: z.object({
      utcOffsetHours: z.number().describe('Hours east of UTC'),
      isDaylightSaving: z.boolean().describe("True when the offset is the zone's daylight saving time"),
    }),
  }),
};
