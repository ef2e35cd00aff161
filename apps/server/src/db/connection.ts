import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Sqlite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
  type KyselyConfig,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import { runReadsDirectly } from './compiled-reads.js';
import type { DialectName } from './dialect.js';
import { undoUnfinishedImports } from './import-journal.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

/** Where the data lives: a SQLite file, or a PostgreSQL URL (optionally with a schema for test isolation). */
export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

/** An open database with its dialect name. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

// PostgreSQL returns bigint (int8) as text; our bigints are epoch milliseconds, well inside 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

/** Sees the SQL text of every statement (tests count queries with it). */
export type QueryListener = (sql: string) => void;

function logTo(onQuery: QueryListener | undefined): KyselyConfig['log'] {
  if (!onQuery) return undefined;
  return (event) => {
    if (event.level === 'query') onQuery(event.query.sql);
  };
}

/**
 * Creates the database file owner-only (0600) before SQLite opens it, and tightens an existing one with its WAL
 * and SHM files: SQLite gives the WAL and SHM files it creates the mode of the database file.
 */
function makePrivate(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(each)) chmodSync(each, 0o600);
}

/** Most prepared statements kept per SQLite connection: Kysely's SQL texts are a few hundred fixed ones. */
const PREPARED_STATEMENT_LIMIT = 500;

/**
 * Prepares each SQL text once per connection: Kysely's SQLite driver prepares every query it runs, and
 * preparing the chart-inputs join costs about ten times running it (measured under load). Reusing a
 * statement is safe because Kysely runs one query at a time on its one connection; SQLite re-prepares a
 * kept statement by itself after a schema change. The oldest text goes first past the limit.
 */
function reusePreparedStatements(database: Sqlite.Database): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, Sqlite.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      statements.set(source, statement);
      if (statements.size > PREPARED_STATEMENT_LIMIT) statements.delete(statements.keys().next().value ?? '');
    }
    return statement;
  }) as Sqlite.Database['prepare'];
}

/** The SQLite file is held by another process: a start refused, said in one line without a stack. */
export class DatabaseInUseError extends Error {}

/** How long a start waits for another process to let go of the SQLite file (one stopping as this starts). */
const START_WAIT_MS = 1000;

/**
 * Opens the file for this process alone. EXCLUSIVE locking: one server process owns a SQLite file while it
 * runs (several processes share PostgreSQL, design/architecture.md), so no transaction takes or releases a
 * file lock and the WAL index lives in this process's memory: a one-row read costs about 1 µs instead of 3
 * (two lock calls and a stat each), which was most of a cached chart call's cost under load. A
 * second process on the same file is refused at start, after waiting START_WAIT_MS for the first to stop.
 */
function openExclusive(file: string): Sqlite.Database {
  const database = new Sqlite(file, { timeout: START_WAIT_MS });
  try {
    // Set before the first access, so SQLite never makes a shared-memory WAL index.
    database.pragma('locking_mode = EXCLUSIVE');
    database.pragma('journal_mode = WAL');
    // The first write takes the lock now, not at the first request.
    database.exec('begin immediate; commit');
  } catch (error) {
    database.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new DatabaseInUseError(
      `the SQLite file ${file} is in use by another process; run one server process per SQLite file ` +
        '(several processes share a PostgreSQL database: DATABASE_URL)',
    );
  }
  return database;
}

function openSqlite(file: string, onQuery?: QueryListener): Kysely<Database> {
  makePrivate(file);
  const database = openExclusive(file);
  // FULL: a write is on disk when its transaction returns, so it survives a power loss and not only a crash of
  // the process (NORMAL may lose the last transactions on power loss). The cost: bench/durability.js.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  reusePreparedStatements(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: logTo(onQuery) });
  runReadsDirectly(db, database, onQuery);
  return db;
}

function openPostgres(url: string, schema: string | undefined, onQuery?: QueryListener): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logTo(onQuery) });
}

/**
 * True when every migration is recorded as applied. A start then skips Kysely's migrator, whose scan of the
 * whole catalog costs a few hundred milliseconds on PostgreSQL; any pending migration still goes through it.
 */
async function isMigrated(db: Kysely<Database>, dialect: DialectName, provider: MigrationProvider) {
  const table =
    dialect === 'postgres'
      ? sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`
      : sql<{ found: string | null }>`select name as found from sqlite_master
          where type = 'table' and name = 'kysely_migration'`;
  if (!(await table.execute(db)).rows[0]?.found) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(await provider.getMigrations()).every((name) => names.has(name));
}

/**
 * Undoes the import commits a stopped SQLite process left midway (db/import-journal.ts). SQLite only: a
 * SQLite file has one process, so every journal row at its start is a dead commit's.
 */
async function undoDeadImports(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.dialect === 'sqlite') {
    await undoUnfinishedImports(handle.db).catch(async (error: unknown) => {
      await handle.db.destroy();
      throw error;
    });
  }
  return handle;
}

/**
 * Opens the database, runs every pending migration and undoes unfinished SQLite imports; throws when a
 * migration fails.
 */
export async function openDatabase(target: DatabaseTarget, onQuery?: QueryListener): Promise<DatabaseHandle> {
  const db =
    target.dialect === 'sqlite'
      ? openSqlite(target.file, onQuery)
      : openPostgres(target.url, target.schema, onQuery);
  // Kysely looks for its migration tables in every schema unless told which one: with several test schemas in
  // one PostgreSQL database, another schema's half-made tables would otherwise be taken for ours.
  const migrationTableSchema = target.dialect === 'postgres' ? target.schema : undefined;
  const provider = migrationProvider(target.dialect);
  const migrated = await isMigrated(db, target.dialect, provider).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  if (migrated) return undoDeadImports({ db, dialect: target.dialect });
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  }
  return undoDeadImports({ db, dialect: target.dialect });
}
