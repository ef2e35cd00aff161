import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** The two databases the same code runs on. */
export type DialectName = 'sqlite' | 'postgres';

/**
 * Dialect differences, in one place. Migrations take the dialect name so one migration set serves both.
 */
export function idColumnType(dialect: DialectName) {
  return dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
}

/** Primary key column modifier: autoincrement on SQLite, serial already implies it on PostgreSQL. */
export function idColumn(dialect: DialectName) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
}

/** True when `error` is a unique-constraint violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * True when `error` is a foreign-key violation, on either database. Clients are the only rows ever deleted,
 * so it means a write that named a client lost the race to the client's delete: on PostgreSQL the write's
 * own check of the client ran before the delete committed (SQLite runs one write at a time, so there the
 * check itself finds nothing).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Checks the connection: used by GET /api/health. */
export async function pingDatabase<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}
