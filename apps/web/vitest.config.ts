import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@kpdesk/source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // Typing with user-event through whole forms takes seconds on a loaded 2-core machine; 5 s was flaky there.
    testTimeout: 15_000,
  },
});
