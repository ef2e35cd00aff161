import Sqlite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type KyselyConfig } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';
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

function openSqlite(file: string, onQuery?: QueryListener): Kysely<Database> {
  const database = new Sqlite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: logTo(onQuery) });
}

function openPostgres(url: string, schema: string | undefined, onQuery?: QueryListener): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logTo(onQuery) });
}

/** Opens the database and runs every pending migration; throws when a migration fails. */
export async function openDatabase(target: DatabaseTarget, onQuery?: QueryListener): Promise<DatabaseHandle> {
  const db =
    target.dialect === 'sqlite'
      ? openSqlite(target.file, onQuery)
      : openPostgres(target.url, target.schema, onQuery);
  const migrator = new Migrator({ db, provider: migrationProvider(target.dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  }
  return { db, dialect: target.dialect };
}
