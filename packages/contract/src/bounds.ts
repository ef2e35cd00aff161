/**
 * The bound of every collection an astrologer can grow, the same through the API and through an import, each
 * refused with a sentence that names it. Large enough for a lifetime's practice; small enough that no answer
 * built from one grows without limit.
 */
export const COLLECTION_BOUNDS = {
  /** Life events of one client (a rectification reads every one for every candidate). */
  lifeEventsPerClient: 300,
  /** Share links of one client that are neither revoked nor expired. */
  activeShareLinksPerClient: 20,
  /** Share links of one client ever made, revoked and expired ones included (the list shows them). */
  shareLinksPerClient: 500,
} as const;

/** The refusals past each bound. */
export const BOUND_MESSAGES = {
  lifeEventsPerClient: 'A client can have at most 300 life events: delete one before adding another',
  activeShareLinksPerClient:
    'A client can have at most 20 open share links: revoke one before making another',
  shareLinksPerClient: 'A client keeps at most 500 share links: this client has reached it',
} as const;
