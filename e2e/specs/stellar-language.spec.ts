import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient } from '../pages/chart-pages';
import { newAstrologer, screenshotPath, SETTINGS_SAVED } from '../support/accounts';

/** Saves Hindi as the astrologer's display language (My Settings, its button still English). */
async function chooseHindi(page: Page) {
  await page.goto('/caconfig.html');
  await page.getByLabel('Display language').selectOption({ label: 'हिन्दी (Hindi)' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

/** Opens a section of the Advanced Stellar System by its Hindi name (the menu folds on a phone). */
async function openSection(page: Page, name: string) {
  const toggler = page.getByRole('button', { name: 'खंड', exact: true });
  if (await toggler.isVisible()) await toggler.click();
  await page.getByRole('group', { name: /खंड$/ }).getByRole('button', { name, exact: true }).click();
  return page.getByRole('region', { name, exact: true });
}

test('an astrologer reads the Advanced Stellar System and Birth Time Correction in Hindi', async ({
  page,
}, info) => {
  // Six panels, each with its tables drawn and three axe runs, on a machine shared by several runs.
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({ path: screenshotPath(`stellar-${name}-hindi-${info.project.name}`), fullPage: true });
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await chooseHindi(page);

  await page.goto(`/events.html?client=${id}&event=job`);
  await expect(page.getByRole('heading', { level: 1, name: /^उन्नत नक्षत्र पद्धति/ })).toBeVisible();
  const planets = page.getByRole('table', { name: 'ग्रह श्रेणियाँ' });
  await expect(planets.getByRole('rowheader', { name: 'केतु' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'केतु का फल' })).toHaveValue('6');
  await expect(page.getByRole('button', { name: 'घटना: नौकरी / सेवा' })).toBeVisible();
  await page.getByRole('group', { name: 'पैनल' }).getByRole('button', { name: 'जन्म स्थिति' }).click();
  await expect(page.getByRole('table', { name: 'भाव स्थिति' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'Event Analyser in Hindi');
  await shot('event-analyser');

  const destiny = await openSection(page, 'भाग्य विश्लेषक');
  await expect(destiny.getByRole('table', { name: 'सहायक भाग्य' })).toBeVisible();
  await shot('destiny');

  const prosperity = await openSection(page, 'समृद्धि विश्लेषक');
  await expect(prosperity.getByRole('table', { name: 'केतु' })).toBeVisible();
  await prosperity.getByRole('button', { name: 'स्तंभ दिखाएँ' }).click();
  await expect(prosperity.getByRole('combobox', { name: 'मंगल का संयुक्त फल' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'Prosperity Analyser in Hindi');
  await shot('prosperity');

  const time = await openSection(page, 'समय विश्लेषक');
  await expect(time.getByRole('table', { name: 'ग्रह क्रम' })).toBeVisible();
  await expect(time.getByRole('table', { name: /की शुभ अवधियाँ$/ })).toBeVisible();
  await expectNoSideScroll(page);
  await shot('time');

  const report = await openSection(page, 'रिपोर्ट');
  await expect(report.getByRole('textbox', { name: 'टिप्पणी' })).toBeVisible();
  await expect(report.getByRole('table', { name: 'ग्रह फल' })).toBeVisible();
  await shot('report');

  const correction = await openSection(page, 'जन्म समय संशोधन');
  await expect(correction.getByRole('group', { name: 'समय खिसकाएँ', exact: true })).toBeVisible();
  await expect(correction.getByRole('img', { name: /की पूर्वावलोकन कुंडली$/ })).toBeVisible();
  await expect(correction.getByRole('table', { name: /^ग्रह/ })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'Birth Time Correction in Hindi');
  await shot('correction');
});
