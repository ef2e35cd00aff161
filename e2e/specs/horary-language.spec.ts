import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll } from '../pages/chart-pages';
import { setProfilePlace } from '../pages/transit-pages';
import { newAstrologer, screenshotPath, SETTINGS_SAVED } from '../support/accounts';

/** Saves Hindi as the astrologer's display language (My Settings, its button still English). */
async function chooseHindi(page: Page) {
  await page.goto('/caconfig.html');
  await page.getByLabel('Display language').selectOption({ label: 'हिन्दी (Hindi)' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

test('an astrologer casts a horary chart and reads its method and verdict aid in Hindi', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await setProfilePlace(page);
  await chooseHindi(page);
  await page.goto('/horary.html');
  await expect(page.getByRole('heading', { level: 1, name: 'केपी प्रश्न कुंडली' })).toBeVisible();
  await page.getByRole('textbox', { name: 'प्रश्न संख्या (1 से 249)' }).fill('100');
  await page.getByRole('textbox', { name: 'प्रश्न', exact: true }).fill('Will Guna marry this year?');
  await page.getByRole('button', { name: 'कुंडली बनाएँ' }).click();
  // Row 100 of the 249 table starts at Leo 24°00′00″: the Ascendant, named in Hindi.
  await expect(page.getByRole('list', { name: 'विधि' })).toContainText('इसका आरंभ, सिंह 24°00′00″, लग्न है।');
  await expect(page.getByRole('table', { name: 'क्षण के शासक ग्रह' })).toBeVisible();
  await page.getByRole('combobox', { name: 'विषय' }).selectOption({ label: 'विवाह' });
  await expect(page.getByRole('list', { name: 'विवाह के लिए निर्णय सहायक' })).toContainText(
    'क्षण के शासक ग्रह, सबसे बलवान पहले:',
  );
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'horary in Hindi');
  await page.screenshot({
    path: screenshotPath(`language-horary-hindi-${info.project.name}`),
    fullPage: true,
  });
});
