import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kpdesk/source'] },
  ssr: { resolve: { conditions: ['@kpdesk/source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // *.pg.test.ts suites exist only on PostgreSQL (several server processes on one database): without
    // TEST_DATABASE_URL they are left out rather than reported as skipped.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'])],
    // Database suites share one PostgreSQL database when TEST_DATABASE_URL is set.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
