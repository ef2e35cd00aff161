import { expect, test as base } from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, with every page watched for Content-Security-Policy violations
 * (Chromium reports each in the console). A test that caused one fails after its own steps, naming it, so the
 * whole suite proves the built app runs under the server's policy.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
