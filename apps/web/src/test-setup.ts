import './i18n/setup';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { raiseGlobalFailure } from './api/error-events';

// Vitest runs without globals, so Testing Library cannot register its own unmount between tests. The files of a
// worker share one module graph and page (vitest.config.ts: isolate false), so what a test leaves in the app's
// module-level stores and the page's storage (a failure modal raised, a sign-in token) goes with it too.
afterEach(() => {
  cleanup();
  raiseGlobalFailure(null);
  localStorage.clear();
  sessionStorage.clear();
});

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): pages load their parts on demand, and on a
// busy 2-core machine a lazy page and its mocked answers have taken longer than a second to appear. A query
// still returns as soon as its element is there, so nothing passes that would not.
configure({ asyncUtilTimeout: 5_000 });
