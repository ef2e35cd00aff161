import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ephemerisFiles } from './scripts/ephemeris-files.js';

export default defineConfig({
  plugins: [react(), ephemerisFiles()],
  resolve: { conditions: ['@kpdesk/source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  // The manifest tells scripts/check-entry-size.js which chunks the sign-in screen loads.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500, manifest: true },
});
