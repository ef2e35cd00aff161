import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ephemerisFiles } from './scripts/ephemeris-files.js';

/**
 * The installed app (docs/offline.md): a manifest with the product mark, and a Workbox service worker that
 * precaches every built file of the app shell (the entry, each page's lazy chunk, the CSS, the fonts, the
 * icons) and answers a navigation with index.html when the network is down. /api answers are never
 * cached by it: the practice kept on the device lives in IndexedDB, encrypted, and only when the astrologer
 * opted in. The worker is registered only on a device that keeps the practice
 * (src/api/device/register-service-worker.ts).
 */
const installedApp = VitePWA({
  injectRegister: null,
  registerType: 'autoUpdate',
  includeAssets: ['logo.svg'],
  manifest: {
    name: 'KP Astro Desk',
    short_name: 'KP Desk',
    description: 'KP and Vedic charts for professional astrologers',
    start_url: '/home.html',
    scope: '/',
    display: 'standalone',
    theme_color: '#212529',
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // wasm and data: the browser engine's WebAssembly Swiss Ephemeris and its data files, when the build has
    // them (docs/offline-engine.md), so charts are computed offline from the same ephemeris as the server.
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,wasm,data}'],
    // The ephemeris data files are several MB, over Workbox's 2 MB default.
    maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [react(), ephemerisFiles(), installedApp],
  resolve: { conditions: ['@kpdesk/source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  // The manifest tells scripts/check-entry-size.js which chunks the sign-in screen loads.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500, manifest: true },
});
