import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kpdesk/source'] },
  ssr: { resolve: { conditions: ['@kpdesk/source'] } },
  // The package imports the engine with no binding selected (it runs in the browser too): select the native one.
  test: { name: 'chart-answers', include: ['src/**/*.test.ts'], setupFiles: ['src/test-setup.ts'] },
});
