import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient, tableNamed } from '../pages/chart-pages';
import { newAstrologer, screenshotPath, SETTINGS_SAVED } from '../support/accounts';

/** Saves Hindi as the astrologer's display language (My Settings, its button still English). */
async function chooseHindi(page: Page) {
  await page.goto('/caconfig.html');
  await page.getByLabel('Display language').selectOption({ label: 'हिन्दी (Hindi)' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

/** Opens the KP System page's DBA section by its Hindi names (the section menu folds on a phone). */
async function openHindiSchedule(page: Page, id: number) {
  await page.goto(`/kpastro.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^के\.पी\. पद्धति/ })).toBeVisible();
  const toggler = page.getByRole('button', { name: 'खंड', exact: true });
  if (await toggler.isVisible()) await toggler.click();
  await page
    .getByRole('group', { name: /खंड$/ })
    .getByRole('button', { name: 'दशा-भुक्ति-अंतर', exact: true })
    .click();
  return page.getByRole('region', { name: 'दशा भुक्ति अंतर', exact: true });
}

test('an astrologer reads the dasha schedule, its sub-periods and Client Details in Hindi', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await chooseHindi(page);

  const schedule = await openHindiSchedule(page, id);
  await expect(schedule.getByRole('heading', { name: 'दशा भुक्ति अंतर (सारांश)' })).toBeVisible();
  await expect(schedule.getByRole('table', { name: /^\S+ दशा: .* तक$/ })).toHaveCount(8);
  await expect(schedule.getByRole('table', { name: /^\S+ दशा: .* तक अभी चल रही$/ })).toHaveCount(1);
  await expect(schedule.getByText(/^जन्म समय \S+ दशा शेष: \d+ वर्ष \d+ माह \d+ दिन$/)).toBeVisible();
  await expect(page.getByLabel('गणना विवरण')).toContainText('अयनांश');
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'DBA in Hindi');
  await page.screenshot({ path: screenshotPath(`language-dba-hindi-${info.project.name}`), fullPage: true });

  await schedule.getByRole('button', { name: 'सूक्ष्म और प्राण', exact: true }).click();
  for (const level of ['दशा', 'भुक्ति', 'अंतर']) {
    const choice = schedule.getByRole('combobox', { name: level, exact: true });
    await expect(choice.locator('option:checked')).toHaveText(/\(अभी चल रही\)$/);
  }
  await expect(schedule.getByRole('table', { name: /अंतर, \S+ सूक्ष्म: / })).toHaveCount(9);
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`language-sookshma-hindi-${info.project.name}`) });

  await page.goto(`/clientdetails.html?client=${id}`);
  const birthStar = tableNamed(page, 'जन्म नक्षत्र, लग्न और तिथि');
  await expect(birthStar.getByRole('row', { name: /^तिथि \S+ \((शुक्ल|कृष्ण) पक्ष\)$/ })).toBeVisible();
  await expect(birthStar.getByRole('row', { name: /^जन्म समय दशा शेष \S+ दशा \d+ वर्ष/ })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'Client Details in Hindi');
  await page.screenshot({
    path: screenshotPath(`language-details-hindi-${info.project.name}`),
    fullPage: true,
  });
});
