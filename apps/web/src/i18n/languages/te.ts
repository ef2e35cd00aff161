import { astroNameEntries, te } from '@kpdesk/contract';

/** Every translation of this language (phrases and astrological names): a chunk loaded when it is chosen. */
export const table: Record<string, string> = { ...te, ...astroNameEntries('te') };
