import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A read whose SQL is compiled once per database (its dialect) on first use and then run with the
 * request's values: Kysely building and compiling a query on every chart call cost more than running it
 * (issue 27). `build` makes the query from its number values; it is compiled once with stand-ins (-1, -2,
 * …), which must come out as the parameters in the order given, or the read refuses to run. Answers the
 * first row, undefined when none.
 */
export function compileRead<V extends number[], R>(
  build: (db: Kysely<Database>, ...values: V) => Compilable<R>,
) {
  const sqlByDatabase = new WeakMap<Kysely<Database>, string>();
  return async (db: Kysely<Database>, ...values: V): Promise<R | undefined> => {
    let text = sqlByDatabase.get(db);
    if (text === undefined) {
      const standIns = values.map((_, i) => -(i + 1)) as V;
      const compiled = build(db, ...standIns).compile();
      if (compiled.parameters.join() !== standIns.join())
        throw new Error(
          `compiled read: parameters ${JSON.stringify(compiled.parameters)} are not the values`,
        );
      sqlByDatabase.set(db, (text = compiled.sql));
    }
    return (await db.executeQuery<R>(CompiledQuery.raw(text, values))).rows[0];
  };
}
