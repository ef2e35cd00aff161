/** The English screen texts of the Import/Export page (issue 26); the English text is the key. */
export const TRANSFER_PHRASES = [] as const;

/** A screen text of this area. */
export type TransferPhrase = (typeof TRANSFER_PHRASES)[number];
