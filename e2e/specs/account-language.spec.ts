import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll } from '../pages/chart-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Saves `language` as the astrologer's display language by the call My Settings makes (its screen is not what
 * this sets up): the stored settings as they are, config11 changed.
 */
async function saveDisplayLanguage(page: Page, language: 'hi' | 'ta' | 'te') {
  const token = await page.evaluate(() => localStorage.getItem('kpdesk.token'));
  const headers = { authorization: `Bearer ${token}` };
  const stored = (await (await page.request.get('/api/config/astrologer', { headers })).json()) as {
    data: Record<string, unknown>;
  };
  const answer = await page.request.post('/api/config/astrologer/edit', {
    headers,
    data: { ...stored.data, config11: language },
  });
  expect(((await answer.json()) as { code: string }).code).toBe('200');
}

/** The page reads in Tamil, has no side scroll at this width and no serious axe finding. */
async function expectTamilPage(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, where);
}

test('an astrologer in Tamil reads settings, client form and import pages, then a Tamil sign-in screen', async ({
  page,
}, info) => {
  const astrologer = newAstrologer();
  await signUpAndSignIn(page, astrologer);
  await saveDisplayLanguage(page, 'ta');
  const shot = (name: string) => screenshotPath(`account-language-${name}-${info.project.name}`);

  await page.goto('/caconfig.html');
  await expect(page.getByRole('heading', { level: 1, name: 'என் அமைப்புகள்' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'தேதி வடிவம்' })).toBeVisible();
  // The display language keeps its English words beside the Tamil, so it can be found in any language.
  await expect(page.getByRole('combobox', { name: 'காட்சி மொழி (Display language)' })).toHaveValue('ta');
  await expect(page.getByRole('button', { name: 'சமர்ப்பி' })).toBeVisible();
  await expectTamilPage(page, 'My Settings in Tamil');

  await page.goto('/newclient.html');
  await expect(page.getByRole('heading', { level: 1, name: 'புதிய ஜாதகர்' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'முதல் பெயர்' })).toBeVisible();
  await expect(page.getByLabel('பிறந்த தேதி')).toHaveAttribute('type', 'date');
  await expect(page.getByRole('combobox', { name: 'பாலினம்' })).toHaveValue('Male');
  // The default zone stays chosen as the Tamil names arrive (it showed GMT-12:00 while options were keyed by
  // their words).
  const zone = page.getByRole('combobox', { name: 'நேர மண்டலம்' });
  await expect(zone).toHaveValue('5.5');
  await expect(zone.getByRole('option', { name: /^\(GMT\+05:30\) சென்னை/ })).toHaveCount(1);
  await expectTamilPage(page, 'Add Client in Tamil');
  await page.screenshot({ path: shot('add-client'), fullPage: true });

  await page.goto('/importexport.html');
  await expect(page.getByRole('heading', { level: 1, name: 'இறக்குமதி மற்றும் ஏற்றுமதி' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['ஏற்றுமதி', 'இறக்குமதி']);
  await expectTamilPage(page, 'Import/Export in Tamil');

  await page.getByRole('button', { name: 'வெளியேறு' }).click();
  await page.getByRole('dialog', { name: 'வெளியேறு' }).getByRole('button', { name: 'ஆம்' }).click();
  // Signed out, the browser remembers the astrologer's language for the screen before sign-in.
  await expect(page.getByRole('heading', { name: 'உள்நுழை' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'சமர்ப்பி' })).toBeVisible();
  await expectTamilPage(page, 'Sign In in Tamil');
  await page.screenshot({ path: shot('sign-in'), fullPage: true });
  await page.getByRole('textbox', { name: 'மின்னஞ்சல் அல்லது கைபேசி' }).fill(astrologer.email);
  await page.getByLabel('பின்', { exact: true }).fill(astrologer.pin);
  await page.getByRole('button', { name: 'சமர்ப்பி' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'முகப்புப் பலகை' })).toBeVisible();
});
