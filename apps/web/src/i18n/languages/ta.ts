import { astroNameEntries, eventNameEntries, ta } from '@kpdesk/contract';

/** Every translation of this language (phrases, astrological and event names): a chunk loaded when it is chosen. */
export const table: Record<string, string> = { ...ta, ...astroNameEntries('ta'), ...eventNameEntries('ta') };
