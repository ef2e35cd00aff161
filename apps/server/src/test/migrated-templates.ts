/**
 * Databases migrated once per test run, copied for each test app: running every migration took a third of a
 * second per SQLite app and about a second per PostgreSQL test file on the CI machine, and most
 * suites open an app per test.
 *
 * - SQLite: one migrated file; each app starts from a copy of it (`copySqliteTemplate`).
 * - PostgreSQL: one migrated database holding the schema TEMPLATE_SCHEMA; each test file gets a database of
 *   its own created from it (`create database … template …`, a file copy inside the server), whose
 *   TEMPLATE_SCHEMA is its first app's schema.
 *
 * `prepareTemplates` runs in the server project's global setup and hands the locations to the test files
 * through vitest's provide/inject.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/connection.js';

/** The schema of the template database that each file's database starts with, migrated. */
export const TEMPLATE_SCHEMA = 't_migrated';

/** Where the templates of this run are; null members are not made (no TEST_DATABASE_URL). */
export interface MigratedTemplates {
  sqliteFile: string;
  postgresDatabase: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplates: MigratedTemplates;
  }
}

/** Runs `statements` on its own connection to `url`. */
export async function runAdmin(url: string, statements: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statements);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A name no other run or file has: `prefix` and a time and random stamp. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

async function migrateSqliteTemplate(dir: string): Promise<string> {
  const file = path.join(dir, 'template.db');
  const { db } = await openDatabase({ dialect: 'sqlite', file });
  // Closing the only connection checkpoints the WAL into the file, so the file alone is the whole database.
  await db.destroy();
  return file;
}

async function migratePostgresTemplate(url: string): Promise<string> {
  const name = uniqueName('kpdesk_tpl');
  await runAdmin(url, `create database ${name}`);
  const templateUrl = databaseUrl(url, name);
  await runAdmin(templateUrl, `create schema ${TEMPLATE_SCHEMA}`);
  const { db } = await openDatabase({ dialect: 'postgres', url: templateUrl, schema: TEMPLATE_SCHEMA });
  // A template database may have no open connection while it is copied.
  await db.destroy();
  return name;
}

/** Migrates the templates of this run; answers them and their removal. */
export async function prepareTemplates(): Promise<{
  templates: MigratedTemplates;
  remove: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kpdesk-templates-'));
  const url = process.env.TEST_DATABASE_URL;
  const templates = {
    sqliteFile: await migrateSqliteTemplate(dir),
    postgresDatabase: url ? await migratePostgresTemplate(url) : null,
  };
  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && templates.postgresDatabase)
      await runAdmin(url, `drop database if exists ${templates.postgresDatabase} with (force)`);
  };
  return { templates, remove };
}

/** Starts the SQLite file of a new app as a copy of the migrated template (a file already there is kept). */
export function copySqliteTemplate(templates: MigratedTemplates | undefined, file: string): void {
  if (templates && existsSync(templates.sqliteFile) && !existsSync(file))
    copyFileSync(templates.sqliteFile, file);
}
