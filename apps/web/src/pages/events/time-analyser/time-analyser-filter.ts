import type { PiltChart } from '@kpdesk/contract';

/**
 * The Time Analyser's highlight filter. The spec names side filter tables with rows Favorable, Mixed,
 * Unfavorable and boxes All, Planet, Sign, Support, and decisions.md filters "by class and by element";
 * it says no more. Our reading: one filter table per element (Planet, Star lord, Sub lord); ticking the
 * box of a class and a column highlights that column's cell in every row of that element whose support
 * is of that class, in all nine tables; All ticks or unticks the row's three boxes together. Cells are
 * highlighted, never hidden, so the nine tables keep their shape and can be compared side by side.
 */

/** The support classes of the spec (§9), in the filter tables' row order. */
export const SUPPORT_CLASSES = ['Favorable', 'Mixed', 'Unfavorable'] as const;
export type SupportClass = (typeof SUPPORT_CLASSES)[number];

/** The columns a filter can highlight, with their titles. */
export const FILTER_COLUMNS = [
  { key: 'planet', title: 'Planet' },
  { key: 'sign', title: 'Sign' },
  { key: 'support', title: 'Support' },
] as const;
export type FilterColumn = (typeof FILTER_COLUMNS)[number]['key'];

/** The ticked boxes, as keys of element, class and column. */
export type TimeFilter = ReadonlySet<string>;

/** Nothing ticked (also what Remove All leaves). */
export const NO_FILTER: TimeFilter = new Set();

const keyOf = (element: string, supportClass: SupportClass, column: FilterColumn) =>
  `${element}|${supportClass}|${column}`;

/** The elements of the tables in their first-seen order (Planet, Star lord, Sub lord). */
export function elementsOf(tables: PiltChart['tables']): string[] {
  return [...new Set(tables.flatMap((table) => table.rows.map((row) => row.element)))];
}

/** Whether a box is ticked. */
export function isTicked(
  filter: TimeFilter,
  element: string,
  supportClass: SupportClass,
  column: FilterColumn,
) {
  return filter.has(keyOf(element, supportClass, column));
}

/** Whether a cell is highlighted; a row of no class (support 0) never is. */
export function isHighlighted(
  filter: TimeFilter,
  element: string,
  supportClass: SupportClass | null,
  column: FilterColumn,
): boolean {
  return supportClass !== null && isTicked(filter, element, supportClass, column);
}

/** The filter with one box flipped. */
export function toggleBox(
  filter: TimeFilter,
  element: string,
  supportClass: SupportClass,
  column: FilterColumn,
): TimeFilter {
  const next = new Set(filter);
  const key = keyOf(element, supportClass, column);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** How many of a row's three boxes are ticked: the All box shows ticked, mixed or clear. */
export function rowStateOf(filter: TimeFilter, element: string, supportClass: SupportClass) {
  const ticked = FILTER_COLUMNS.filter((c) => isTicked(filter, element, supportClass, c.key)).length;
  if (ticked === 0) return 'none';
  return ticked === FILTER_COLUMNS.length ? 'all' : 'some';
}

/** All: a fully ticked row clears; otherwise every box of the row is ticked. */
export function toggleRow(filter: TimeFilter, element: string, supportClass: SupportClass): TimeFilter {
  const isAll = rowStateOf(filter, element, supportClass) === 'all';
  const next = new Set(filter);
  for (const column of FILTER_COLUMNS) {
    const key = keyOf(element, supportClass, column.key);
    if (isAll) next.delete(key);
    else next.add(key);
  }
  return next;
}
