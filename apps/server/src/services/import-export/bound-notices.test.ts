import { COLLECTION_BOUNDS, pastBoundNotice } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { importedClients } from '../../test/import-records.js';
import { findBoundNotices } from './bound-notices.js';
import type { PreviewPayload } from './preview-payload.js';

/** A preview of `created` new clients and `duplicates` likely duplicates, with `options` records. */
function payloadOf(created: number, duplicates: number, options = 0): PreviewPayload {
  const staged = (isDuplicate: boolean) => (record: PreviewPayload['clients'][number]['record']) => ({
    record,
    proposedTimezone: null,
    isDuplicate,
  });
  return {
    clients: [
      ...importedClients(created).map(staged(false)),
      ...importedClients(duplicates).map(staged(true)),
    ],
    options: Array.from({ length: options }, () => ({}) as PreviewPayload['options'][number]),
    rejected: 0,
  };
}

describe('the import preview notices past the practice bounds', () => {
  const bound = COLLECTION_BOUNDS.clientsPerPractice;

  it('says nothing while the file fits, its likely duplicates included', () => {
    expect(findBoundNotices(payloadOf(2, 1), { clients: bound - 3, options: 0 })).toEqual([]);
  });

  it('names the bound the new clients alone would pass', () => {
    const held = { clients: bound - 1, options: 0 };
    expect(findBoundNotices(payloadOf(2, 1), held)).toEqual([
      pastBoundNotice('clientsPerPractice', { holds: bound - 1, adds: 2 }),
    ]);
  });

  it('names the bound only its likely duplicates would pass, since they are stored only when chosen', () => {
    const held = { clients: bound - 2, options: 0 };
    expect(findBoundNotices(payloadOf(2, 1), held)).toEqual([
      pastBoundNotice('clientsPerPractice', { holds: bound - 2, adds: 3 }, true),
    ]);
  });

  it('names the bound of Options Theory records', () => {
    const holds = COLLECTION_BOUNDS.optionRecordsPerPractice;
    expect(findBoundNotices(payloadOf(0, 0, 1), { clients: 0, options: holds })).toEqual([
      pastBoundNotice('optionRecordsPerPractice', { holds, adds: 1 }),
    ]);
  });
});
