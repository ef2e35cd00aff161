import type { Page } from '@playwright/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll } from '../pages/chart-pages';
import { setProfilePlace } from '../pages/transit-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';
import { expect, test } from '../support/test';

/** Saves the astrologer's display language and Sunrise by the call My Settings makes. */
async function saveSettings(page: Page, changes: Record<string, string>) {
  const token = await page.evaluate(() => localStorage.getItem('kpdesk.token'));
  const headers = { authorization: `Bearer ${token}` };
  const stored = (await (await page.request.get('/api/config/astrologer', { headers })).json()) as {
    data: Record<string, unknown>;
  };
  const answer = await page.request.post('/api/config/astrologer/edit', {
    headers,
    data: { ...stored.data, ...changes },
  });
  expect(((await answer.json()) as { code: string }).code).toBe('200');
}

test('the panchang of a day at the profile place, the month calendar, a day opened from it, and Hindi', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await setProfilePlace(page);
  await saveSettings(page, { config12: 'drik' });
  await page.getByRole('link', { name: 'Panchang', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Panchang · \d{4}-\d{2}-\d{2} · Chennai/ }),
  ).toBeVisible();

  await page.getByLabel('Date', { exact: true }).fill('2022-01-24');
  await page.getByRole('button', { name: 'Panchang', exact: true }).click();
  const horas = page.getByRole('table', { name: 'Horas' });
  await expect(horas.getByRole('row')).toHaveCount(25);
  await expect(page.getByRole('table', { name: 'Panchang' })).toContainText('Drik');
  await expect(page.getByRole('table', { name: 'Periods of the day' })).toContainText('Rahu');
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`panchang-day-${info.project.name}`), fullPage: true });

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const month = page.getByRole('table', { name: /^Month 2022-01/ });
  await expect(month.getByRole('row')).toHaveCount(32);
  await month.getByRole('button', { name: '2022-01-26' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Panchang · 2022-01-26/ })).toBeVisible();
  expect(page.url()).toContain('view=day');

  await saveSettings(page, { config11: 'hi' });
  await page.reload();
  await expect(page.getByRole('table', { name: 'होरा' }).getByRole('row')).toHaveCount(25);
});
