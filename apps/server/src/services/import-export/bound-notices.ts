/**
 * The preview's notices when committing its file would take the practice past its bound of clients or of
 * Options Theory records. The preview only warns: its rows stay as checked and it is held, since the commit
 * counts again (the astrologer may delete clients meanwhile) and refuses the whole import, storing nothing,
 * when the bound would still be passed.
 */
import { COLLECTION_BOUNDS, pastBoundNotice } from '@kpdesk/contract';
import type { PreviewPayload } from './preview-payload.js';

/** What the practice holds of each bounded collection an import adds to (db/collection-bounds.ts countHeld). */
export interface PracticeHoldings {
  clients: number;
  options: number;
}

function clientNotice(payload: PreviewPayload, holds: number): string[] {
  const room = COLLECTION_BOUNDS.clientsPerPractice - holds;
  const created = payload.clients.filter((client) => !client.isDuplicate).length;
  if (created > room) return [pastBoundNotice('clientsPerPractice', { holds, adds: created })];
  // Likely duplicates are stored only when the astrologer asks for them at the commit.
  const withDuplicates = payload.clients.length;
  if (withDuplicates > room)
    return [pastBoundNotice('clientsPerPractice', { holds, adds: withDuplicates }, true)];
  return [];
}

/** The notices of the bounds this preview's rows would pass; none when they fit. */
export function findBoundNotices(payload: PreviewPayload, held: PracticeHoldings): string[] {
  const optionRoom = COLLECTION_BOUNDS.optionRecordsPerPractice - held.options;
  const adds = payload.options.length;
  return [
    ...clientNotice(payload, held.clients),
    ...(adds > optionRoom
      ? [pastBoundNotice('optionRecordsPerPractice', { holds: held.options, adds })]
      : []),
  ];
}
