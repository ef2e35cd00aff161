/**
 * The select lists of the settings and client forms (spec §3 "Enumerations") are data: rows of the value
 * stored and sent, and the label the list shows, in list order. Every such table is read the same way, by
 * the helpers below, so a new list is one table of rows and nothing else.
 */

/** One choice of a select list: the value stored and sent, and the label shown. */
export interface OptionRow<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
}

/** The stored value type of an option table. */
export type OptionValue<T extends readonly OptionRow[]> = T[number]['value'];

/** The stored values of an option table in list order (what `z.enum` and `z.literal` take). */
export function listOptionValues<const T extends readonly OptionRow[]>(rows: T): readonly OptionValue<T>[] {
  return rows.map((row) => row.value);
}

/** True when `value` is one of the stored values of an option table. */
export function isOptionValue<T extends readonly OptionRow[]>(
  rows: T,
  value: unknown,
): value is OptionValue<T> {
  return rows.some((row) => row.value === value);
}
