/** What an import preview holds for its commit (import-check.ts makes it, commit.ts stores it). */
import type { OptionRecordFields } from '../../db/options.js';
import type { StagedClient } from './client-check.js';

/** What a preview holds for its commit: the checked rows, in file order. */
export interface PreviewPayload {
  clients: StagedClient[];
  options: OptionRecordFields[];
  rejected: number;
}
