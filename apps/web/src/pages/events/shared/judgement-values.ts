import type { EventData, PlanetCategory } from '@kpdesk/contract';

/** Comma values of a saved judgement ("6,8,0") as numbers, `count` long, 0 where a place is missing. */
export function parseJudgement(list: string, count: number): number[] {
  const parts = list === '' ? [] : list.split(',').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const value = parts[i];
    return value !== undefined && Number.isInteger(value) ? value : 0;
  });
}

/** A copy of `values` with the value at `place` changed: one dropdown of a table edited. */
export const withValue = (values: readonly number[], place: number, value: number) =>
  values.map((old, i) => (i === place ? value : old));

/** Numbers as the comma values the save calls take. */
export const joinJudgement = (values: readonly number[]) => values.join(',');

/** Not judged: the value 0 of a Result, Order or Destiny Result (spec §9, values are list indexes). */
export const NOT_JUDGED = 0;

/** The category of a value 1..9 of the event data, or undefined for 0 (not judged). */
export function findCategory(data: EventData, value: number): PlanetCategory | undefined {
  return data.allPlanetCategory.find((category) => category.value === value);
}

/** The long name of a category value, or 'Not judged'. */
export function categoryNameOf(data: EventData, value: number): string {
  return findCategory(data, value)?.longName ?? 'Not judged';
}
