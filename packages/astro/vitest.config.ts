import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@kpdesk/source'] },
  ssr: { resolve: { conditions: ['@kpdesk/source'] } },
  // The engine's tests import its modules directly, not through the node entry: select the native binding.
  test: {
    name: 'astro',
    include: ['src/**/*.test.ts', 'bin/**/*.test.ts'],
    setupFiles: ['src/ephemeris/use-native.ts'],
  },
});
