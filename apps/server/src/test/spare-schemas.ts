/**
 * PostgreSQL schemas of the test apps (test/app.ts): each app has a migrated schema of its own, and a closed
 * app's schema is emptied and kept for the next app of the same test file.
 */
import pg from 'pg';

export async function createSchema(url: string): Promise<string> {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await runAdmin(url, `create schema ${schema}`);
  return schema;
}

async function runAdmin(url: string, statements: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statements);
  } finally {
    await client.end();
  }
}

/**
 * Migrated PostgreSQL schemas whose apps have closed, emptied for the next app of this test file: migrating
 * a fresh schema costs about half a second, emptying a used one a few milliseconds. Left over at the end of
 * the file, they are dropped (`dropSpareSchemas`, an afterAll of the test setup).
 */
export const spareSchemas: string[] = [];

/** Tables whose rows the migrations write (the event catalogue): an emptied schema keeps them. */
const REFERENCE_TABLES = ['events'];

/**
 * Empties a schema as if freshly migrated: every row of every table but Kysely's migration records and the
 * reference tables, and every sequence back at its start. Replication role 'replica' lets the rows go in any order (no foreign key
 * triggers); the statements run in one transaction of their own connection.
 */
export async function emptySchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'
          and table_name <> all($2)`,
      [schema, REFERENCE_TABLES],
    );
    const sequences = await client.query<{ name: string }>(
      'select sequence_name as name from information_schema.sequences where sequence_schema = $1',
      [schema],
    );
    await client.query(
      [
        'begin',
        'set local session_replication_role = replica',
        ...tables.rows.map((t) => `delete from ${schema}."${t.name}"`),
        ...sequences.rows.map((q) => `alter sequence ${schema}."${q.name}" restart`),
        'commit',
      ].join(';\n'),
    );
  } finally {
    await client.end();
  }
}

/** Drops the spare schemas of this test file. */
export async function dropSpareSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const schemas = spareSchemas.splice(0);
  if (url && schemas.length > 0)
    await runAdmin(url, schemas.map((s) => `drop schema if exists ${s} cascade`).join(';'));
}
