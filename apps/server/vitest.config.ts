import { existsSync } from 'node:fs';
import { configDefaults, defineProject } from 'vitest/config';

// The test apps' folders (SQLite files, mail outboxes) in memory where the machine has it: on the CI disk each
// commit of synchronous=FULL waited for a flush, and a route suite ran 2.4x longer.
const inMemoryTmp = existsSync('/dev/shm') ? { TMPDIR: '/dev/shm' } : {};

export default defineProject({
  resolve: { conditions: ['@kpdesk/source'] },
  ssr: { resolve: { conditions: ['@kpdesk/source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The migrated SQLite and PostgreSQL templates every test app starts from (src/test/migrated-templates.ts).
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // *.pg.test.ts suites exist only on PostgreSQL (several server processes on one database): without
    // TEST_DATABASE_URL they are left out rather than reported as skipped.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'])],
    env: inMemoryTmp,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker: importing Fastify, Kysely, the contract and the engine again for
    // every file took a third of the project's time. Files share nothing they leave behind: each app holds its
    // own caches and database, and the setup file drops the file's PostgreSQL database after it.
    isolate: false,
  },
});
