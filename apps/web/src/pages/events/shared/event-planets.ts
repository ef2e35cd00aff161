import { EVENT_PLANETS } from '@kpdesk/contract';
import { ITEM_NAMES } from '../../../components/chart/chart-labels';

/**
 * The place of a planet in EVENT_PLANETS (the order of the nine comma values of a saved judgement),
 * whatever order the rows or tables arrive in; -1 for a name outside the nine.
 */
export function planetIndexOf(planet: string): number {
  return (EVENT_PLANETS as readonly string[]).indexOf(planet);
}

/** The full name of a short planet name ('Rag' → 'Rahu'), for captions and labels. */
export const planetNameOf = (short: string) => ITEM_NAMES[short as keyof typeof ITEM_NAMES] ?? short;
