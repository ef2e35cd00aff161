/**
 * Client import and export. The exports are files sent as downloads, streamed; an import is
 * previewed (nothing stored, every row with its action and problems) and then committed by its importId, only
 * by the astrologer who made the preview, once, within 30 minutes.
 */
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  importCommitRequestSchema,
  importCommitSchema,
  importPreviewRequestSchema,
  importPreviewSchema,
} from '../import-export.js';
import { practiceFileSchema } from '../practice-file.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'import and export' } as const;

export const importExportCalls = {
  exportPractice: defineCall({
    ...own,
    method: 'GET',
    path: '/export/practice',
    summary: "The astrologer's whole practice as one versioned JSON file (a download)",
    description:
      "format 'kpdesk-practice', version 1: every client with birth data, client settings, corrected birth " +
      'time and saved event judgements, and every Options Theory record. Streamed, clients by running number.',
    download: { contentType: 'application/json' },
    answer: practiceFileSchema,
  }),
  exportClients: defineCall({
    ...own,
    method: 'GET',
    path: '/export/clients.csv',
    summary: "The astrologer's clients as CSV with a header row, one client a row (a download)",
    description:
      'UTF-8 with a byte order mark, RFC 4180 quoting; text cells that start with =, +, - or @ get a leading apostrophe.',
    download: { contentType: 'text/csv' },
    answer: z.string(),
  }),
  preview: defineCall({
    ...own,
    method: 'POST',
    path: '/import/preview',
    summary: 'Read an import file and answer every row with its action and problems; stores only the preview',
    description:
      `At most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB, ${IMPORT_LIMITS.maxClients} clients and ` +
      `${IMPORT_LIMITS.maxOptionRecords} Options Theory records; the preview can be committed for ` +
      `${IMPORT_LIMITS.previewMinutes} minutes. Clients pass the rules of POST /user/add.`,
    body: importPreviewRequestSchema,
    answer: importPreviewSchema,
  }),
  commit: defineCall({
    ...own,
    method: 'POST',
    path: '/import/commit',
    summary: "Store a preview's accepted rows in one transaction (all or nothing) and answer the counts",
    description: 'Only the astrologer who made the preview, once. Running numbers are assigned anew.',
    body: importCommitRequestSchema,
    answer: importCommitSchema,
  }),
};
