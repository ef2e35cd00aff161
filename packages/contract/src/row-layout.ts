/**
 * Positional rows with named cells. The spec sends position and significator rows as arrays of strings whose
 * meaning is their index; a layout names every cell once, in order, so the server writes a row from named
 * cells and a screen reads it by name. No index is written anywhere else.
 */
import { z } from 'zod';

/** One column of a layout: the name code uses and the title a table shows. */
export type RowField = readonly [name: string, title: string];

/** A row of a layout on the wire: one string per field, in order. */
export type LayoutRow<F extends readonly RowField[]> = { -readonly [I in keyof F]: string };

/** The same row by cell name. */
export type NamedCells<F extends readonly RowField[]> = { [K in F[number][0]]: string };

/** A row layout with its wire schema, column titles and the two conversions. */
export interface RowLayout<F extends readonly RowField[]> {
  fields: F;
  /** Column titles, the answer's `columns`. */
  columns: string[];
  /** "Row layout (cell index: column): 0 Planet, 1 Sign, …", as the OpenAPI document states it. */
  description: string;
  /** Schema of one row: a tuple of strings of the layout's length. */
  row: z.ZodType<LayoutRow<F>>;
  /** Schema of a table answer of this layout. */
  table: z.ZodType<{ columns: string[]; rows: LayoutRow<F>[] }>;
  /** The positional row of named cells. */
  write: (cells: NamedCells<F>) => LayoutRow<F>;
  /** The named cells of a positional row ('' for a cell the row lacks). */
  read: (row: readonly string[]) => NamedCells<F>;
}

/** "0 Planet, 1 Sign, …": a row layout as the OpenAPI description of its call states it. */
export function describeRowLayout(columns: readonly string[]): string {
  return `Row layout (cell index: column): ${columns.map((title, i) => `${i} ${title}`).join(', ')}.`;
}

/** Declares a row layout from its fields in wire order. */
export function defineRowLayout<const F extends readonly RowField[]>(
  fields: F,
  description: string,
): RowLayout<F> {
  const columns = fields.map(([, title]) => title);
  const cellSchemas = fields.map(([, title]) => z.string().describe(title));
  const row = z.tuple(cellSchemas as [z.ZodString, ...z.ZodString[]]) as unknown as z.ZodType<LayoutRow<F>>;
  const layoutText = describeRowLayout(columns);
  const table = z
    .object({
      columns: z.array(z.string()).describe('Column titles; row cell i belongs to column i'),
      rows: z.array(row).describe('Positional rows of strings, one per planet or house'),
    })
    .describe(`${description}. ${layoutText}`);
  return {
    fields,
    columns,
    description: layoutText,
    row,
    table,
    write: (cells) => fields.map(([name]) => cells[name as keyof typeof cells]) as LayoutRow<F>,
    read: (cells) => Object.fromEntries(fields.map(([name], i) => [name, cells[i] ?? ''])) as NamedCells<F>,
  };
}

/** Fields named after their titles, for tables whose columns are letters or planets ('A' → 'a'). */
export function titledFields<const T extends readonly string[]>(
  titles: T,
): { [I in keyof T]: readonly [Lowercase<T[I] & string>, T[I]] } {
  return titles.map((t) => [t.toLowerCase(), t] as const) as never;
}
