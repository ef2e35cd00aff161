import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/astro', 'packages/contract', 'apps/server', 'apps/web'],
  },
});
