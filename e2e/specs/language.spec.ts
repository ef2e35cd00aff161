import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient, tableNamed } from '../pages/chart-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';
import type { Page } from '@playwright/test';

/** Picks a display language in a settings form and saves it; the save button is named in the current language. */
async function chooseDisplayLanguage(page: Page, path: string, language: string, submitName: string) {
  await page.goto(path);
  const select = page.getByLabel('Display language');
  await expect(select).toBeVisible();
  await select.selectOption({ label: language });
  await page.getByRole('button', { name: submitName }).click();
  await expect(page.getByText('Settings are updated successfully')).toBeVisible();
}

test('an astrologer reads the KP tables in Hindi, and a client of theirs in Telugu', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);

  await chooseDisplayLanguage(page, '/caconfig.html', 'हिन्दी (Hindi)', 'Submit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto(`/kpastro.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^के\.पी\. पद्धति/ })).toBeVisible();
  const planets = tableNamed(page, 'ग्रह स्थिति');
  await expect(planets.getByRole('columnheader', { name: 'राशि स्वामी' })).toBeVisible();
  await expect(planets.getByRole('rowheader', { name: /^सूर्य/ })).toBeVisible();
  // Appendix A: the Sun in Leo (सिंह), the Moon in Scorpio (वृश्चिक).
  await expect(planets.getByRole('cell', { name: 'सिंह', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'जातक मेनू' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'KP System in Hindi');
  await page.screenshot({ path: screenshotPath(`language-kp-hindi-${info.project.name}`), fullPage: true });

  // The client's own setting overrides the astrologer's, as every setting does.
  await chooseDisplayLanguage(page, `/ccconfig.html?client=${id}`, 'తెలుగు (Telugu)', 'जमा करें');
  await page.goto(`/kpastro.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^కె\.పి\. పద్ధతి/ })).toBeVisible();
  await expect(tableNamed(page, 'గ్రహ స్థితి').getByRole('rowheader', { name: /^సూర్యుడు/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expectNoSeriousAxeViolations(page, 'KP System in Telugu');
  await page.screenshot({ path: screenshotPath(`language-kp-telugu-${info.project.name}`), fullPage: true });

  // Back on the dashboard (no client), the astrologer's Hindi holds.
  await page.goto('/home.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
