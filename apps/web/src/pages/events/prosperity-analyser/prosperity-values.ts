import { EVENT_PLANETS, type EventData } from '@kpdesk/contract';
import { legibleColours } from '../shared/category-colours';

/** One of the six event house groups. */
export type EventGroup = EventData['allEventCategoryColor'][number]['group'];

/**
 * The visible mark of each group beside a house number, so that the group reads without its colour
 * (a colour-blind reader, a black-and-white print, or Hide Color). Worse and Worst share a first letter,
 * hence the two-letter mark of Worst.
 */
export const GROUP_MARKS: Record<EventGroup, string> = {
  primary: 'P',
  secondary: 'S',
  supportive: 'Su',
  bad: 'B',
  worse: 'W',
  worst: 'Wt',
};

/** The nine combined results of the saved comma list, in EVENT_PLANETS order; 0 where nothing is chosen. */
export function parseCombined(text: string): number[] {
  const parts = text.split(',').map((part) => Number(part.trim()));
  // A short or garbled list must not leave a dropdown without a value: such places read "nothing chosen".
  return EVENT_PLANETS.map((_, i) => {
    const value = parts[i] ?? 0;
    return Number.isInteger(value) && value >= 0 && value <= 9 ? value : 0;
  });
}

/** Background and legible text colour of a group, from the event data's colour of that group. */
export function groupColoursOf(
  colours: EventData['allEventCategoryColor'],
  group: EventGroup,
): { backgroundColor: string; color: string } | null {
  const colour = colours.find((entry) => entry.group === group)?.colour;
  if (!colour) return null;
  // The page's one rule for coloured labels, so a group reads the same here as in the other panels.
  const pair = legibleColours(colour);
  return { backgroundColor: pair.background, color: pair.color };
}
