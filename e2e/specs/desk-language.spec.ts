import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient, tableNamed } from '../pages/chart-pages';
import { newAstrologer, screenshotPath, SETTINGS_SAVED } from '../support/accounts';

/** Any English planet name left in a table of significators. */
const ENGLISH_PLANET = /\b(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)\b/;

/** Saves Tamil as the astrologer's display language (My Settings, its button still English). */
async function chooseTamil(page: Page) {
  await page.goto('/caconfig.html');
  await page.getByLabel('Display language').selectOption({ label: 'தமிழ் (Tamil)' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
}

/** Opens a KP System section by its Tamil name (the section menu folds on a phone). */
async function openTamilSection(page: Page, id: number, section: string) {
  await page.goto(`/kpastro.html?client=${id}`);
  // The menu's toggler shows only once the page has drawn in Tamil (a loaded page draws in English until the
  // language's texts arrive); asking earlier would miss the fold on a phone.
  await expect(page.getByRole('heading', { level: 1, name: /^கே\.பி\. முறை/ })).toBeVisible();
  const toggler = page.getByRole('button', { name: 'பகுதிகள்', exact: true });
  if (await toggler.isVisible()) await toggler.click();
  await page.getByRole('button', { name: section, exact: true }).click();
}

test('an astrologer reads the dashboard and the significator tables in Tamil', async ({ page }, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await chooseTamil(page);

  await page.goto('/home.html');
  await expect(page.getByRole('heading', { level: 1, name: 'முகப்புப் பலகை' })).toBeVisible();
  for (const panel of ['சமீபத்தில் பார்த்தவை', 'விரைவுப் பதிவு', 'வரவிருக்கும் பிறந்தநாள்கள்'])
    await expect(page.getByRole('heading', { level: 2, name: panel })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'கேள்வி அல்லது ஜாதகர் பெயர்' })).toBeVisible();
  await expect(page.getByLabel('பிறந்த இடம்')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'அட்சரேகை' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'Dashboard in Tamil');
  await page.screenshot({ path: screenshotPath(`desk-home-tamil-${info.project.name}`), fullPage: true });

  await openTamilSection(page, id, 'கிரக காரகர்கள்');
  const cuspal = tableNamed(page, 'கிரக காரகர்கள்: பாவ முனை வாரியாக');
  await expect(cuspal).toBeVisible();
  await expect(
    cuspal.getByRole('cell', { name: /^[\u0B80-\u0BFF]+, [\u0B80-\u0BFF]+/ }).first(),
  ).toBeVisible();
  await expect(cuspal).not.toContainText(ENGLISH_PLANET);
  await expect(cuspal.getByRole('columnheader', { name: 'B', exact: true })).toBeVisible();
  const legend = page.getByLabel('கிரக காரகர்கள்: பாவ முனை வாரியாக குறிப்பு');
  await expect(legend).toContainText('பாவத்தில் உள்ள கிரகங்கள்');
  await expect(legend).not.toContainText(/house|planet/i);
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'Planet Significators in Tamil');
  await page.screenshot({
    path: screenshotPath(`desk-significators-tamil-${info.project.name}`),
    fullPage: true,
  });

  // Six Fold's cusp table in Tamil's long words: on a desktop it fits without scrolling sideways.
  await openTamilSection(page, id, 'ஆறு நிலை காரகர்கள்');
  const tables = page.locator('.table-responsive');
  await expect(tables.first()).toBeVisible();
  await page.screenshot({ path: screenshotPath(`desk-six-fold-tamil-${info.project.name}`), fullPage: true });
  if (info.project.name === 'desktop') {
    const overflowing = await tables.evaluateAll((boxes) =>
      boxes
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => box.textContent?.slice(0, 40)),
    );
    expect(overflowing).toEqual([]);
  }
});
