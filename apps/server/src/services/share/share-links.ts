/**
 * The astrologer's share links of a client: create (the token answered once), list (never the
 * token) and revoke. Expiry is counted on the server clock; another astrologer's client is the same 404 as a
 * missing one, and another client's link the same 404 as a missing link.
 */
import {
  MATCH_MESSAGES,
  SHARE_MESSAGES,
  type ShareCreated,
  type ShareMatch,
  type ShareLink,
  type ShareSection,
  type ShareState,
  sharedPageUrl,
  BOUND_MESSAGES,
  COLLECTION_BOUNDS,
} from '@kpdesk/contract';
import {
  countShareLinks,
  insertShareLink,
  listShareLinks,
  revokeShareLink,
  type ListedShareLinkRow,
} from '../../db/share-links.js';
import { badRequest, notFound } from '../../errors.js';
import type { ClientDeps } from '../clients/deps.js';
import { requireClient } from '../clients/clients.js';
import { hashShareToken, newShareToken } from './share-token.js';

const DAY_MS = 86_400_000;

/** What POST /share/{runningId} receives after the contract's checks. */
export interface ShareRequest {
  runningId: number;
  sections: ShareSection[];
  expiresInDays: number;
  match?: ShareMatch | undefined;
}

/**
 * The match section's partner as stored: the partner must be another of the astrologer's clients (another's
 * is the client 404, the same client the refusal POST /match gives).
 */
async function partnerOf(deps: ClientDeps, astrologerId: number, request: ShareRequest) {
  if (!request.match) return { match_partner_id: null, match_role: null };
  if (request.match.partnerRunningId === request.runningId) throw badRequest(MATCH_MESSAGES.sameClient);
  const partner = await requireClient(deps, astrologerId, request.match.partnerRunningId);
  return { match_partner_id: partner.id, match_role: request.match.role };
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/** Stores a new link to the client's chosen sections; the token leaves the server only in this answer. */
export async function createShareLink(
  deps: ClientDeps,
  astrologerId: number,
  request: ShareRequest,
): Promise<ShareCreated> {
  const client = await requireClient(deps, astrologerId, request.runningId);
  const partner = await partnerOf(deps, astrologerId, request);
  const now = deps.clock.now();
  const links = await countShareLinks(deps.db, astrologerId, client.id, now);
  if (links.open >= COLLECTION_BOUNDS.activeShareLinksPerClient)
    throw badRequest(BOUND_MESSAGES.activeShareLinksPerClient);
  if (links.total >= COLLECTION_BOUNDS.shareLinksPerClient)
    throw badRequest(BOUND_MESSAGES.shareLinksPerClient);
  const token = newShareToken();
  const expiresAt = now + request.expiresInDays * DAY_MS;
  const id = await insertShareLink(deps.db, {
    astrologer_id: astrologerId,
    client_id: client.id,
    token_hash: hashShareToken(token),
    sections: request.sections.join(','),
    created_at: now,
    expires_at: expiresAt,
    ...partner,
  });
  return { id, token, url: sharedPageUrl(token), expiresAt: isoOf(expiresAt) };
}

function stateOf(row: ListedShareLinkRow, now: number): ShareState {
  if (row.revoked_at !== null) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'active';
}

/** The stored role of a shared match (written only as 'bride' or 'groom'). */
export const roleOf = (role: string | null): ShareMatch['role'] => (role === 'groom' ? 'groom' : 'bride');

/** The stored comma list as section names. */
export function toSections(list: string): ShareSection[] {
  return list.split(',') as ShareSection[];
}

/** The client's links, newest first, each with its state at the server's now. */
export async function listClientShareLinks(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
): Promise<ShareLink[]> {
  const client = await requireClient(deps, astrologerId, runningId);
  const now = deps.clock.now();
  const rows = await listShareLinks(deps.db, astrologerId, client.id);
  return rows.map((row) => ({
    id: row.id,
    sections: toSections(row.sections),
    createdAt: isoOf(row.created_at),
    expiresAt: isoOf(row.expires_at),
    revokedAt: row.revoked_at === null ? null : isoOf(row.revoked_at),
    state: stateOf(row, now),
    match:
      row.match_partner_running_id === null
        ? null
        : { partnerRunningId: row.match_partner_running_id, role: roleOf(row.match_role) },
  }));
}

/** Revokes a link of the client; revoking a revoked link again changes nothing. */
export async function revokeClientShareLink(
  deps: ClientDeps,
  astrologerId: number,
  target: { runningId: number; id: number },
): Promise<null> {
  const client = await requireClient(deps, astrologerId, target.runningId);
  const link = { astrologerId, clientId: client.id, id: target.id };
  const found = await revokeShareLink(deps.db, link, deps.clock.now());
  if (!found) throw notFound(SHARE_MESSAGES.linkNotFound);
  return null;
}
