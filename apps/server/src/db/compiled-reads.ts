import type Sqlite from 'better-sqlite3';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A SQLite database's own connection, where compiled reads run synchronously (see runReadsDirectly). */
interface DirectConnection {
  connection: Sqlite.Database;
  onQuery?: (sql: string) => void;
}

const directConnections = new WeakMap<Kysely<Database>, DirectConnection>();

/**
 * Lets compiled reads of `db` (a SQLite database opened on `connection`) run on the connection itself,
 * synchronously, whenever no transaction is open on it. Kysely queues every query behind a lock of its one
 * connection and answers through a chain of promises; for the one indexed row a chart call reads, that
 * cost several times the read (about 25 µs against 4 under load). With no transaction open the
 * connection is idle between Kysely's own synchronous calls, so a read there is an ordinary autocommit read
 * of the committed file; inside a transaction it waits its turn through Kysely, where it would otherwise
 * see another request's uncommitted rows. `onQuery` sees the SQL of each read, as Kysely's log does.
 */
export function runReadsDirectly(
  db: Kysely<Database>,
  connection: Sqlite.Database,
  onQuery?: (sql: string) => void,
): void {
  directConnections.set(db, { connection, onQuery });
}

/** A value at once, or a promise of it. `await` takes either. */
export type ReadAnswer<T> = T | Promise<T>;

/**
 * The first row of `text` with `values`, picked: at once from the idle SQLite connection, else a promise
 * of it through Kysely. Answering at once spares the promises a signed-in request would otherwise chain
 * per read.
 */
function readFirstRow<R, P>(
  db: Kysely<Database>,
  text: string,
  values: number[],
  pick: (row: R | undefined) => P,
): ReadAnswer<P> {
  const direct = directConnections.get(db);
  if (direct && !direct.connection.inTransaction) {
    direct.onQuery?.(text);
    return pick(direct.connection.prepare<number[], R>(text).get(...values));
  }
  return db.executeQuery<R>(CompiledQuery.raw(text, values)).then(({ rows }) => pick(rows[0]));
}

/**
 * A read whose SQL is compiled once per database (its dialect) on first use and then run with the
 * request's values: Kysely building and compiling a query on every chart call cost more than running it.
 * `build` makes the query from its number values; it is compiled once with stand-ins (-1, -2,
 * …), which must come out as the parameters in the order given, or the read refuses to run. Answers what
 * `pick` makes of the first row (undefined when none), by default the row itself; at once when read
 * directly (ReadAnswer).
 */
export function compileRead<V extends number[], R, P = R | undefined>(
  build: (db: Kysely<Database>, ...values: V) => Compilable<R>,
  pick: (row: R | undefined) => P = (row) => row as P,
) {
  const sqlByDatabase = new WeakMap<Kysely<Database>, string>();
  return (db: Kysely<Database>, ...values: V): ReadAnswer<P> => {
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
    return readFirstRow(db, text, values, pick);
  };
}
