import type { TransferPhrase } from './en.js';

/** The screen texts of the Import/Export page in Hindi. */
export const hiTransfer: Readonly<Record<TransferPhrase, string>> = {};
