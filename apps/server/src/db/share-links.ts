/**
 * SQL of share links. Every astrologer-side query names the astrologer and the client, so another
 * astrologer's link is never found; the public lookup is by token hash only and returns what the read needs.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ShareLinksTable } from './schema.js';

/** A stored share link. */
export type ShareLinkRow = Selectable<ShareLinksTable>;

/** Stores a new link and answers its id. */
export async function insertShareLink(
  db: Kysely<Database>,
  link: Omit<ShareLinkRow, 'id' | 'revoked_at'>,
): Promise<number> {
  const row = await db
    .insertInto('share_links')
    .values({ ...link, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A stored link as listed: with the running number of its match partner, null without one. */
export type ListedShareLinkRow = ShareLinkRow & { match_partner_running_id: number | null };

/** The client's links (the client already checked to be the astrologer's), newest first. */
export async function listShareLinks(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
): Promise<ListedShareLinkRow[]> {
  return db
    .selectFrom('share_links')
    .leftJoin('clients as partner', (join) =>
      join
        .onRef('partner.id', '=', 'share_links.match_partner_id')
        .onRef('partner.astrologer_id', '=', 'share_links.astrologer_id'),
    )
    .selectAll('share_links')
    .select('partner.running_id as match_partner_running_id')
    .where('share_links.astrologer_id', '=', astrologerId)
    .where('share_links.client_id', '=', clientId)
    .orderBy('share_links.created_at', 'desc')
    .orderBy('share_links.id', 'desc')
    .execute();
}

/**
 * Marks the link revoked at `now` unless it already was (the first revocation time is kept). Answers false
 * when the astrologer's client has no link with this id.
 */
export async function revokeShareLink(
  db: Kysely<Database>,
  target: { astrologerId: number; clientId: number; id: number },
  now: number,
): Promise<boolean> {
  const link = await db
    .selectFrom('share_links')
    .select(['id', 'revoked_at'])
    .where('id', '=', target.id)
    .where('astrologer_id', '=', target.astrologerId)
    .where('client_id', '=', target.clientId)
    .executeTakeFirst();
  if (!link) return false;
  if (link.revoked_at === null) {
    await db.updateTable('share_links').set({ revoked_at: now }).where('id', '=', link.id).execute();
  }
  return true;
}

/** What the public read needs of a link that still opens: its client, astrologer and sections. */
export interface OpenShareLink {
  astrologerId: number;
  runningId: number;
  sections: string;
  expiresAt: number;
  /** The match section's partner and the shared client's role, null without them. */
  match: { partnerRunningId: number; role: string | null } | null;
}

/** The link with this token hash if it is neither revoked nor expired at `now`; undefined otherwise. */
export async function findOpenShareLink(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<OpenShareLink | undefined> {
  const row = await db
    .selectFrom('share_links')
    .innerJoin('clients', 'clients.id', 'share_links.client_id')
    .leftJoin('clients as partner', (join) =>
      join
        .onRef('partner.id', '=', 'share_links.match_partner_id')
        .onRef('partner.astrologer_id', '=', 'share_links.astrologer_id'),
    )
    .select([
      'share_links.astrologer_id',
      'clients.running_id',
      'share_links.sections',
      'share_links.expires_at',
      'share_links.match_role',
      'partner.running_id as match_partner_running_id',
    ])
    .where('share_links.token_hash', '=', tokenHash)
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_at', '>', now)
    .whereRef('clients.astrologer_id', '=', 'share_links.astrologer_id')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    astrologerId: row.astrologer_id,
    runningId: row.running_id,
    sections: row.sections,
    expiresAt: row.expires_at,
    match:
      row.match_partner_running_id === null
        ? null
        : { partnerRunningId: row.match_partner_running_id, role: row.match_role },
  };
}

/** A saved report comment of a client's event. */
export interface SavedReport {
  eventId: number;
  prediction: string;
}

/** The client's saved, non-empty report comments (the client already checked), by event id. */
export async function listSavedReports(db: Kysely<Database>, clientId: number): Promise<SavedReport[]> {
  const rows = await db
    .selectFrom('user_events')
    .select(['event_id', 'prediction'])
    .where('client_id', '=', clientId)
    .where('prediction', '<>', '')
    .orderBy('event_id')
    .execute();
  return rows.map((row) => ({ eventId: row.event_id, prediction: row.prediction }));
}

/** How many share links the client has: all of them, and those open at `now` (not revoked, not expired). */
export async function countShareLinks(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
  now: number,
) {
  const row = await db
    .selectFrom('share_links')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn
        .count<string | number>('id')
        .filterWhere((w) => w.and([w('revoked_at', 'is', null), w('expires_at', '>', now)]))
        .as('open'),
    ])
    .where('astrologer_id', '=', astrologerId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), open: Number(row.open) };
}
