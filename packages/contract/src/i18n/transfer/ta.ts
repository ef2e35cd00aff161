import type { TransferPhrase } from './en.js';

/** The screen texts of the Import/Export page in Tamil. */
export const taTransfer: Readonly<Record<TransferPhrase, string>> = {};
