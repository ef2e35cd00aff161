import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kpdesk/source'] },
  ssr: { resolve: { conditions: ['@kpdesk/source'] } },
  test: { name: 'astro', include: ['src/**/*.test.ts', 'bin/**/*.test.ts'] },
});
