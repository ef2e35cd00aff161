/**
 * Share links: the astrologer's calls on one client's links, and the public read of a link. A
 * revoked, expired, unknown or malformed token is the same 404; the public read is rate limited per IP.
 */
import { z } from 'zod';
import { clientNumberParam, decimalIdField } from '../clients.js';
import {
  SHARE_MESSAGES,
  shareCreatedSchema,
  shareCreateSchema,
  shareLinkListSchema,
  sharedViewSchema,
} from '../share.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'share' } as const;

/** Path parameters of the share calls on one client. */
export const shareClientParams = z.object({ runningId: clientNumberParam });
/** Path parameters of a call on one link of a client. */
export const shareLinkParams = z.object({
  runningId: clientNumberParam,
  id: decimalIdField(SHARE_MESSAGES.linkIdInvalid),
});
/** Path parameters of the public read: the token as sent (anything unknown is the one 404). */
export const sharedTokenParams = z.object({ token: z.string() });

export const shareCalls = {
  create: defineCall({
    ...own,
    method: 'POST',
    path: '/share/:runningId',
    summary: 'Create a read-only link to chosen sections of a client; answers the token once',
    description:
      'sections: at least one of details, chart, kp, dasha, report, no repeats; expiresInDays: 1..90 whole ' +
      'days from the server clock. Another astrologer\'s client is "Client is not found." (404).',
    params: shareClientParams,
    body: shareCreateSchema,
    answer: shareCreatedSchema,
  }),
  list: defineCall({
    ...own,
    method: 'GET',
    path: '/share/list/:runningId',
    summary: "The client's links, newest first, with their state (never the token)",
    params: shareClientParams,
    answer: shareLinkListSchema,
  }),
  revoke: defineCall({
    ...own,
    method: 'DELETE',
    path: '/share/:runningId/:id',
    summary: 'Revoke a link: it stops opening at once and stays listed as revoked',
    description: 'A link of another client or astrologer is "Share link is not found." (404).',
    params: shareLinkParams,
    answer: z.null(),
  }),
  read: defineCall({
    access: 'public',
    tag: 'share',
    method: 'GET',
    path: '/shared/:token',
    summary: "A link's chosen sections of its client, with the astrologer's name (no sign-in)",
    description:
      'Revoked, expired and unknown tokens are the same 404. Rate limited per IP; sent with X-Robots-Tag: noindex.',
    params: sharedTokenParams,
    answer: sharedViewSchema,
  }),
};
