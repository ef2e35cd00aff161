import { expect, type Page } from '@playwright/test';

/** The domain's Appendix A birth (Guna, 12 Sep 1935, 21:08 IST), seeded for the chart pages. */
export const APPENDIX_A_CLIENT = {
  firstName: 'Guna',
  sex: 'Male',
  birthDate: '1935-09-12',
  birthTime: '21:08:00',
  birthCity: 'Guna',
  birthLatitude: 24.65,
  birthLongitude: 77.3,
};

/** Adds a client through the API with the signed-in page's token; answers its runningId. */
export async function seedClient(page: Page, client = APPENDIX_A_CLIENT): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('kpdesk.token'));
  const answer = await page.request.post('/api/user/quickadd', {
    headers: { authorization: `Bearer ${token}` },
    data: client,
  });
  const body = (await answer.json()) as { code: string; data: { runningId: number } };
  expect(body.code).toBe('200');
  return body.data.runningId;
}

/** Chooses a section in a chart page's menu, opening the folded menu first on a phone. */
export async function chooseSection(page: Page, label: string) {
  const toggler = page.getByRole('button', { name: 'Sections' });
  const isFolded = await toggler.isVisible();
  if (isFolded) await toggler.click();
  const group = page.getByRole('group', { name: /sections$/ });
  const button = group.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(` · ${label} — `) })).toBeVisible();
  // On a phone the menu folds again after a choice (spec §1).
  if (isFolded) await expect(group).toBeHidden();
  else await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Opens a chart page for a client and waits for its title. */
export async function openChartPage(page: Page, path: string, runningId: number, title: string) {
  await page.goto(`${path}?client=${runningId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) })).toBeVisible();
}

/** A table found by its caption. */
export function tableNamed(page: Page, caption: string) {
  return page.getByRole('table', { name: caption, exact: true });
}

/** Sets the client's Birth Chart Type in Client Settings. */
export async function setClientChartType(page: Page, runningId: number, style: string) {
  await page.goto(`/ccconfig.html?client=${runningId}`);
  await expect(page.getByRole('heading', { name: 'Client Settings' })).toBeVisible();
  await page.getByLabel('Birth Chart Type').selectOption({ label: style });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Settings are updated successfully')).toBeVisible();
}

/** The page does not scroll sideways: wide tables scroll inside their own box, at 375 px too. */
export async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}
