import type { TransferPhrase } from './en.js';

/** The screen texts of the Import/Export page in Telugu. */
export const teTransfer: Readonly<Record<TransferPhrase, string>> = {};
