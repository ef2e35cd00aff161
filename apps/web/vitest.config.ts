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
    // One module graph per worker instead of one per file: importing React, the router and the
    // contract again and a new jsdom setup per file took about 80% of the project's time (148 s against 33 s for
    // 103 files). Files share no state they leave behind: Testing Library unmounts after each test, the display
    // language is reset by the files that change it, and no file mocks a module.
    isolate: false,
  },
});
