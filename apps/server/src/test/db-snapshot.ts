import { sql } from 'kysely';
import type { TestApp } from './app.js';

/** Every row of every table, as sorted JSON lines per table: equal snapshots mean nothing was stored. */
export type DatabaseSnapshot = Record<string, string[]>;

/**
 * The tables of the app's own database (its PostgreSQL schema, or the SQLite file), read from the catalog so
 * that a table added by a new migration is covered without naming it here.
 */
async function tableNames(t: TestApp): Promise<string[]> {
  const db = t.app.context.db;
  const query =
    t.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * Tables that count requests rather than store what a request asked for: a refused request still spends an
 * attempt of its rate limit, by design.
 */
const REQUEST_COUNTERS = new Set(['rate_counters']);

/** Reads a snapshot of the whole database of `t` but its request counters (small test databases only). */
export async function snapshotDatabase(t: TestApp): Promise<DatabaseSnapshot> {
  const db = t.app.context.db;
  const snapshot: DatabaseSnapshot = {};
  for (const table of await tableNames(t)) {
    if (REQUEST_COUNTERS.has(table)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
