/**
 * The client calls of accounts-clients-settings.md §7 and Delete Client. Every one is the signed-in
 * astrologer's: another astrologer's client is "Client is not found." (404).
 */
import { z } from 'zod';
import { clientListItemSchema, searchRequestSchema } from '../client-search.js';
import {
  clientCreatedSchema,
  clientEditSchema,
  clientNumberParam,
  clientRequestSchema,
  clientSchema,
  clientWriteFields,
  refuseMarriageBeforeBirth,
  quickAddSchema,
} from '../clients.js';
import { ACCOUNT_MESSAGES } from '../validation.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'clients' } as const;

/** Path parameters of a call on one client: its runningId. */
export const runningIdParams = z.object({ runningId: clientNumberParam });

/** Add Client carries the sign-up captcha too (spec §2: a captcha on Add only); the Add rules otherwise. */
export const clientAddSchema = clientWriteFields
  .extend({
    captcha: z
      .string({ error: ACCOUNT_MESSAGES.captchaRequired })
      .trim()
      .min(1, ACCOUNT_MESSAGES.captchaRequired),
    checksum: z.string({ error: ACCOUNT_MESSAGES.captchaInvalid }),
  })
  .superRefine(refuseMarriageBeforeBirth);
/** The Add Client body as the form sends it. */
export type ClientAddInput = z.input<typeof clientAddSchema>;

/** A header-search answer row: the spec's suggestion plus the client's list fields. */
export const clientSearchHitSchema = clientListItemSchema.extend({
  uniqueKey: z.string(),
  uniqueValue: z.string(),
});
/** One search answer row. */
export type ClientSearchHit = z.infer<typeof clientSearchHitSchema>;

export const clientCalls = {
  add: defineCall({
    ...own,
    method: 'POST',
    path: '/user/add',
    summary: 'Add a client (with the captcha); answers its runningId',
    body: clientAddSchema,
    answer: clientCreatedSchema,
  }),
  quickAdd: defineCall({
    ...own,
    method: 'POST',
    path: '/user/quickadd',
    summary: 'Quick add from the dashboard; answers the runningId',
    body: quickAddSchema,
    answer: clientCreatedSchema,
  }),
  edit: defineCall({
    ...own,
    method: 'PUT',
    path: '/user/edit',
    summary: 'Change a client',
    body: clientEditSchema,
    answer: z.null(),
  }),
  get: defineCall({
    ...own,
    method: 'GET',
    path: '/user/:runningId',
    summary: 'One client',
    params: runningIdParams,
    answer: clientSchema,
  }),
  request: defineCall({
    ...own,
    method: 'GET',
    path: '/userrequest/:runningId',
    summary: 'One client as the chart pages show it (with weekday)',
    params: runningIdParams,
    answer: clientRequestSchema,
  }),
  remove: defineCall({
    ...own,
    method: 'DELETE',
    path: '/user/:runningId',
    summary: 'Delete a client with its settings and visits',
    params: runningIdParams,
    answer: z.object({ message: z.string() }),
  }),
  search: defineCall({
    ...own,
    method: 'POST',
    path: '/users/search',
    summary: 'Header search: an exact client number, then prefix matches of name, email, place, mobile, date',
    body: searchRequestSchema,
    answer: z.array(clientSearchHitSchema),
  }),
  recordVisit: defineCall({
    ...own,
    method: 'GET',
    path: '/users/history/:runningId',
    summary: 'Record a visit (for Recently Viewed)',
    params: runningIdParams,
    answer: z.null(),
  }),
  recent: defineCall({
    ...own,
    method: 'GET',
    path: '/users/recent',
    summary: 'The ten most recently viewed clients',
    answer: z.array(clientListItemSchema),
  }),
  birthdays: defineCall({
    ...own,
    method: 'GET',
    path: '/users/birthday',
    summary: 'Birthdays of the next 30 days',
    answer: z.array(clientListItemSchema),
  }),
};
