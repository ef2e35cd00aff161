import { IMPORT_LIMITS, IMPORT_MESSAGES, importExportCalls } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../plugins/envelope.js';
import { commitImport, type CommitDeps } from '../services/import-export/commit.js';
import { exportClientsCsv, exportPractice } from '../services/import-export/practice-export.js';
import { previewImport } from '../services/import-export/preview.js';
import { registerCalls } from './register-calls.js';

/**
 * The preview's body carries the file inside a JSON string, where quotes and line breaks take two bytes
 * each: twice the file limit (and a margin for the rest of the body) lets every file within the limit
 * reach the contract's own, clearer refusal.
 */
const PREVIEW_BODY_LIMIT = 2 * IMPORT_LIMITS.maxBytes + 1024 * 1024;

/** Client import and export: every file and preview is the signed-in astrologer's own. */
export const importExportRoutes: FastifyPluginAsync<{ deps: CommitDeps }> = async (app, { deps }) => {
  registerCalls(
    app,
    importExportCalls,
    {
      exportPractice: async ({ astrologerId }) => await exportPractice(deps, astrologerId),
      exportClients: async ({ astrologerId }) => await exportClientsCsv(deps, astrologerId),
      preview: async ({ astrologerId, body }) => ok(await previewImport(deps, astrologerId, body)),
      commit: async ({ astrologerId, body }) =>
        ok(await commitImport(deps, astrologerId, body), IMPORT_MESSAGES.committed),
    },
    {
      // Past the astrologer's share the preview is refused before its body (up to 33 MB) is read.
      preview: {
        bodyLimit: PREVIEW_BODY_LIMIT,
        onRequest: (request, _reply, done) => {
          try {
            deps.work.admit(request.astrologerId);
            done();
          } catch (error) {
            done(error as Error);
          }
        },
      },
    },
  );
};
