import { astroNameEntries, eventNameEntries, te } from '@kpdesk/contract';

/** Every translation of this language (phrases, astrological and event names): a chunk loaded when it is chosen. */
export const table: Record<string, string> = { ...te, ...astroNameEntries('te'), ...eventNameEntries('te') };
