import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient } from '../pages/chart-pages';
import { openAsVisitor } from '../pages/share-pages';
import { newAstrologer, screenshotPath, SETTINGS_SAVED } from '../support/accounts';
import { expect, test } from '../support/test';

/** Picks a display language on My Settings and saves it; the save button is named in the current language. */
async function chooseDisplayLanguage(page: Page, language: string, submitName: string) {
  await page.goto('/caconfig.html');
  const select = page.getByLabel('Display language');
  await expect(select).toBeVisible();
  await select.selectOption({ label: language });
  await page.getByRole('button', { name: submitName }).click();
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();
}

/**
 * The zodiac ring's name lines that run out of their cells: none should. The ring shows from 768 px on; a
 * phone has none, which the empty answer also says.
 */
async function overflowingRingNames(page: Page): Promise<string[]> {
  const lines = page.locator('.zodiac-house-chart [data-fit]');
  return lines.evaluateAll((elements: HTMLElement[]): string[] =>
    elements
      .filter((line) => line.offsetWidth > 0 && line.scrollWidth > line.clientWidth + 1)
      .map((line) => line.textContent ?? ''),
  );
}

/** The header's search and logout, named in the language; the ring's names inside their cells. */
async function expectFrameIn(page: Page, words: { search: string; logout: string; sign: string }) {
  await expect(page.getByRole('textbox', { name: words.search })).toBeVisible();
  await expect(page.getByRole('button', { name: words.logout })).toBeVisible();
  const ring = page.locator('.zodiac-house-chart');
  if (await ring.isVisible()) await expect(ring).toContainText(words.sign);
  expect(await overflowingRingNames(page)).toEqual([]);
  await expectNoSideScroll(page);
}

/** A link to the client's details, KP tables and dasha periods, made through the API as the Share page does. */
async function shareLink(page: Page, runningId: number): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('kpdesk.token'));
  const answer = await page.request.post(`/api/share/${runningId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { sections: ['details', 'kp', 'dasha'], expiresInDays: 2 },
  });
  const body = (await answer.json()) as { code: string; data: { url: string } };
  expect(body.code).toBe('200');
  return body.data.url;
}

test('the page frame reads in Tamil, Telugu and Hindi, the ring’s names in their cells; a shared link reads in Hindi', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  const shot = (name: string) => screenshotPath(`frame-${name}-${info.project.name}`);

  await chooseDisplayLanguage(page, 'தமிழ் (Tamil)', 'Submit');
  await page.goto('/home.html');
  await expectFrameIn(page, { search: 'ஜாதகரைத் தேடு', logout: 'வெளியேறு', sign: 'விருச்சிகம்' });
  await expect(page.getByRole('contentinfo')).toContainText('அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை');
  await expectNoSeriousAxeViolations(page, 'Home in Tamil');
  await page.screenshot({ path: shot('tamil'), fullPage: true });

  await chooseDisplayLanguage(page, 'తెలుగు (Telugu)', 'சமர்ப்பி');
  await page.goto('/home.html');
  await expectFrameIn(page, { search: 'జాతకులను వెతకండి', logout: 'లాగ్ అవుట్', sign: 'కర్కాటకం' });
  await page.screenshot({ path: shot('telugu'), fullPage: true });

  await chooseDisplayLanguage(page, 'हिन्दी (Hindi)', 'సమర్పించు');
  await page.goto('/home.html');
  await expectFrameIn(page, { search: 'जातक खोजें', logout: 'लॉग आउट', sign: 'वृश्चिक' });
  await page.getByRole('button', { name: 'लॉग आउट' }).click();
  const logout = page.getByRole('dialog', { name: 'लॉग आउट' });
  await expect(logout.getByRole('button', { name: 'नहीं' })).toBeVisible();
  await page.screenshot({ path: shot('hindi-logout') });
  await logout.getByRole('button', { name: 'नहीं' }).click();

  const visitor = await openAsVisitor(browser, info, await shareLink(page, id));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Guna' })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(visitor.getByText(/ द्वारा साझा · /)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2 })).toHaveText([
    'जातक विवरण',
    'के.पी. तालिकाएँ (स्थिति, कारक, शासक ग्रह)',
    'दशा अवधियाँ',
  ]);
  await expect(visitor.getByRole('table', { name: 'ग्रह स्थिति' })).toContainText('सूर्य');
  await expect(visitor.getByRole('table', { name: 'चालू दशाएँ' })).toBeVisible();
  await expectNoSideScroll(visitor);
  await expectNoSeriousAxeViolations(visitor, 'Shared page in Hindi');
  await visitor.screenshot({ path: shot('shared-hindi'), fullPage: true });
  await visitor.screenshot({ path: shot('shared-hindi-top') });
  await visitor.context().close();
});
