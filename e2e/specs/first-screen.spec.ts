import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from '../support/test';

/** The budget for the sign-in screen's script, bytes gzipped (as apps/web/scripts/check-entry-size.js). */
const SIGN_IN_SCRIPT_BUDGET = 120_000;

/** A script's size as gzip would send it: the server may send it uncompressed, so the body is gzipped here. */
async function gzippedScriptBytes(response: Response): Promise<[string, number]> {
  return [new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length];
}

test('the sign-in screen loads at most 120 KB gz of script, and works', async ({ page }) => {
  const scripts: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(gzippedScriptBytes(response));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // Whatever the screen would fetch after drawing (a chunk on demand) must have come by then too.
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  expect(total, `scripts loaded: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(SIGN_IN_SCRIPT_BUDGET);

  // Working, not only drawn: the form answers a submit with the contract's words.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Email or Mobile')).toHaveAccessibleDescription(
    'Enter Email or Mobile number.',
  );
  await expect(page.getByLabel('Pin')).toHaveAccessibleDescription('Enter pin');
});
