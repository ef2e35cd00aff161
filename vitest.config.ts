import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/astro',
      'packages/contract',
      'packages/chart-answers',
      'apps/server',
      'apps/web',
    ],
    // Vitest's default is one worker less than the cores: a single one on the 2-core CI machine, where test
    // files wait much of their time on PostgreSQL, scrypt's thread pool and the disk. Every file has a
    // database of its own (apps/server/src/test/migrated-templates.ts), so files may run side by side.
    maxWorkers: Math.max(availableParallelism(), 2),
  },
});
