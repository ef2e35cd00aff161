/**
 * PostgreSQL of the test apps (test/app.ts): each test file has a database of its own, created from the run's
 * migrated template (migrated-templates.ts); each app has a migrated schema of its own in it, and a closed
 * app's schema is emptied and kept for the next app of the same file.
 */
import pg from 'pg';
import { inject } from 'vitest';
import {
  databaseUrl,
  runAdmin,
  TEMPLATE_SCHEMA,
  uniqueName,
  type MigratedTemplates,
} from './migrated-templates.js';

export async function createSchema(url: string): Promise<string> {
  const schema = uniqueName('t');
  await runAdmin(url, `create schema ${schema}`);
  return schema;
}

// TEST_DATABASE_URL as the run set it: a file's database stands in it while the file runs.
process.env.KPDESK_PG_SERVER_URL ??= process.env.TEST_DATABASE_URL ?? '';
const serverUrl = () => process.env.KPDESK_PG_SERVER_URL ?? '';

let fileDatabase: { name: string | null; url: Promise<string> } | null = null;

/** PostgreSQL's "source database is being accessed by other users": a copy of the template starting. */
const isTemplateBusy = (error: unknown) => (error as { code?: unknown }).code === '55006';

async function copyTemplate(template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runAdmin(serverUrl(), `create database ${name} template ${template}`);
    } catch (error) {
      if (attempt >= 10 || !isTemplateBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function createFileDatabase(template: string, name: string): Promise<string> {
  await copyTemplate(template, name);
  // Commits return before their WAL reaches the disk: tests read their writes back from a running server and
  // never after a crash of PostgreSQL itself, so only the waiting goes.
  await runAdmin(serverUrl(), `alter database ${name} set synchronous_commit = off`);
  spareSchemas.push(TEMPLATE_SCHEMA);
  const url = databaseUrl(serverUrl(), name);
  // Suites that open a second app or server on "the test database" find this file's.
  process.env.TEST_DATABASE_URL = url;
  return url;
}

/**
 * The URL of this test file's PostgreSQL database, created from the template on first use. Without a
 * template (a run without the global setup) it is TEST_DATABASE_URL's own database, schemas migrated there.
 */
export function postgresUrl(): Promise<string> {
  if (!fileDatabase) {
    const templates: MigratedTemplates | undefined = inject('migratedTemplates');
    const template = templates?.postgresDatabase;
    const name = template ? uniqueName('kpdesk_file') : null;
    fileDatabase = {
      name,
      url: template && name ? createFileDatabase(template, name) : Promise.resolve(serverUrl()),
    };
  }
  return fileDatabase.url;
}

/**
 * Migrated PostgreSQL schemas whose apps have closed, emptied for the next app of this test file: migrating
 * a fresh schema costs about a second, emptying a used one a few milliseconds. Left over at the end of
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

/** Drops this test file's database, or its spare schemas when it had none of its own. */
export async function dropSpareSchemas(): Promise<void> {
  const schemas = spareSchemas.splice(0);
  const database = fileDatabase;
  fileDatabase = null;
  if (database?.name) {
    await database.url.catch(() => undefined);
    process.env.TEST_DATABASE_URL = serverUrl();
    await runAdmin(serverUrl(), `drop database if exists ${database.name} with (force)`);
  } else if (serverUrl() && schemas.length > 0)
    await runAdmin(serverUrl(), schemas.map((s) => `drop schema if exists ${s} cascade`).join(';'));
}
