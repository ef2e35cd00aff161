import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './migrated-templates.js';

/** Migrates the SQLite and PostgreSQL templates once for the run; the test apps start from copies. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await prepareTemplates();
  project.provide('migratedTemplates', templates);
  return remove;
}
