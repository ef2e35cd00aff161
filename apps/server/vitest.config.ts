import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kpdesk/source'] },
  ssr: { resolve: { conditions: ['@kpdesk/source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Database suites share one PostgreSQL database when TEST_DATABASE_URL is set.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
