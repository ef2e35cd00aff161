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
  /**
   * Clients of one practice: 40 years of 8 new clients a working day is about 80,000. Without it an import of
   * 10,000 at a time, again and again, grew one practice to 110,000 clients in 15 seconds.
   */
  clientsPerPractice: 100_000,
  /** Options Theory records of one practice (a question a working day for a lifetime is under 15,000). */
  optionRecordsPerPractice: 100_000,
  /** Saved horary questions of one practice (as Options Theory records). */
  horaryQuestionsPerPractice: 100_000,
} as const;

/** The name of one bound. */
export type CollectionBound = keyof typeof COLLECTION_BOUNDS;

/** The refusals past each bound. */
export const BOUND_MESSAGES = {
  lifeEventsPerClient: 'A client can have at most 300 life events: delete one before adding another',
  activeShareLinksPerClient:
    'A client can have at most 20 open share links: revoke one before making another',
  shareLinksPerClient: 'A client keeps at most 500 share links: this client has reached it',
  clientsPerPractice:
    'A practice can have at most 100,000 clients: delete clients you no longer need before adding more',
  // Saved records have no delete: an old one can be reopened and saved over.
  optionRecordsPerPractice:
    'A practice keeps at most 100,000 Options Theory records: open a saved record and save over it instead',
  horaryQuestionsPerPractice:
    'A practice keeps at most 100,000 horary questions: open a saved question and save over it instead',
} as const satisfies Record<CollectionBound, string>;

/**
 * The import preview's notice when committing its file would take the practice past a bound: the bound's
 * refusal, then how many the practice `holds` and the file `adds` (`withDuplicates`: only when its likely
 * duplicates are imported too), since Confirm import is refused until there is room.
 */
export function pastBoundNotice(
  bound: CollectionBound,
  counts: { holds: number; adds: number },
  withDuplicates = false,
): string {
  const n = (value: number) => value.toLocaleString('en');
  const which = withDuplicates ? 'with its likely duplicates, this file adds' : 'this file adds';
  return (
    `${BOUND_MESSAGES[bound]}. The practice has ${n(counts.holds)} and ${which} ${n(counts.adds)}: ` +
    'Confirm import will be refused until there is room.'
  );
}
