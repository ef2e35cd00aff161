import { astroNameEntries, eventNameEntries, hi } from '@kpdesk/contract';

/** Every translation of this language (phrases, astrological and event names): a chunk loaded when it is chosen. */
export const table: Record<string, string> = { ...hi, ...astroNameEntries('hi'), ...eventNameEntries('hi') };
