import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium drives the real built server (npm run build first) on a fresh SQLite
 * database in a temporary folder. The mail outbox of that server is where the tests read OTPs.
 */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kpdesk-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 18080);

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // Tests of one file may run in different workers: each signs up its own astrologer and shares nothing, and
  // the long ones (usability's axe walk of every route) no longer hold back the rest of their file.
  fullyParallel: true,
  // One worker by default: two (E2E_WORKERS=2; every test signs up its own astrologer, so they share nothing)
  // took 12.3 min for 76 tests on this 2-core machine, Chromium and the server fighting for the cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // CI retries a failed test once, and the report names it flaky: on a loaded 2-core machine the phone
  // menu's fold has once swallowed a click (charts.spec at 375 px, in two workers); twice is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Bootstrap drops its transitions under reduced motion: axe then never reads a button's colours halfway
    // through a fade (a colour-contrast finding on a loaded machine), and modals and folds open at once.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node ../apps/server/dist/src/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX: path.join(dataDir, 'outbox'),
      CAPTCHA_DISABLED: '1',
      // scrypt at its lowest allowed cost (the production default is 16384): sign-ups and sign-ins are setup here.
      SECRET_HASH_COST: '1024',
      RATE_LIMIT_PER_MINUTE: '5000',
      LOG_LEVEL: 'warn',
      // A web build of one's own (vite build --outDir DIR), so parallel work on one checkout does not share apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
