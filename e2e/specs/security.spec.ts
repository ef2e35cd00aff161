// Playwright's own `test` here, not the watching one of support/test.ts: this test makes a violation on purpose.
import { expect, test } from '@playwright/test';

test('the app runs under a Content-Security-Policy that refuses inline script, and says so', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });
  const answer = await page.goto('/');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "yes"';
    document.head.append(script);
    return document.body.dataset.injected ?? 'no';
  });
  expect(ran).toBe('no');
  // The words support/test.ts watches for in every other test.
  await expect.poll(() => reports.some((text) => /Content Security Policy/i.test(text))).toBe(true);
});
