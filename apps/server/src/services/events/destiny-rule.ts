/**
 * The rule of a Destiny Results save, shared by POST /chart/event/destiny and the practice-file import: one
 * value per supportive row and one per opposing row of the event. The rows are the cusps of the event's
 * favourable groups (supportive) and of its harmful groups (opposing), as the engine's computeEventDestiny
 * lists them; a chart fixes their sub lords, never their number, so the rule needs no chart.
 */
import type { EventDefinition } from '@kpdesk/astro';

const SUPPORTIVE_GROUPS = ['primary', 'secondary', 'supportive'] as const;
const OPPOSING_GROUPS = ['bad', 'worse', 'worst'] as const;

const countOf = (list: string) => (list === '' ? 0 : list.split(',').length);

/** True when the two comma lists hold one value per supportive and per opposing row of `event`. */
export function isDestinyOf(event: EventDefinition, supportive: string, opposing: string): boolean {
  const rows = (groups: readonly (keyof EventDefinition['groups'])[]) =>
    groups.reduce((sum, group) => sum + event.groups[group].length, 0);
  return countOf(supportive) === rows(SUPPORTIVE_GROUPS) && countOf(opposing) === rows(OPPOSING_GROUPS);
}
