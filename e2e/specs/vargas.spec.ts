import { signUpAndSignIn } from '../pages/account-pages';
import {
  chooseSection,
  expectNoSideScroll,
  openChartPage,
  seedClient,
  tableNamed,
} from '../pages/chart-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';
import { expect, test } from '../support/test';

test('the divisional charts of a client: D10 picked, its method, positions with margins, all sixteen in one table', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const runningId = await seedClient(page);
  await openChartPage(page, '/basicastro.html', runningId, 'Vedic Astrology');
  await chooseSection(page, 'Divisional Charts');
  await expect(tableNamed(page, 'Positions and margins').getByRole('row')).toHaveCount(11);
  await page.getByRole('combobox', { name: 'Divisional chart', exact: true }).selectOption({ value: '10' });
  expect(page.url()).toContain('division=10');
  await expect(page.getByText(/^Method: /)).toBeVisible();
  await expect(page.getByRole('figure', { name: /^D10 / })).toBeVisible();
  const all = tableNamed(page, 'All divisional charts');
  await expect(all.getByRole('row')).toHaveCount(11);
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`vargas-${info.project.name}`), fullPage: true });
  // The address keeps the division: a reload shows D10 again.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Divisional chart', exact: true })).toHaveValue('10');
});
