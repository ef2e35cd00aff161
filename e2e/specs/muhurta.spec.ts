import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient } from '../pages/chart-pages';
import { MuhurtaPage } from '../pages/muhurta-pages';
import { setProfilePlace } from '../pages/transit-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('a marriage muhurta at the profile place: refusal under its field, windows with reasons, saved to a client, kept by the address', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await seedClient(page);
  await setProfilePlace(page);
  const muhurta = new MuhurtaPage(page);
  await muhurta.openFromHeader();
  await expect(page.getByRole('textbox', { name: 'Place' })).toHaveValue('Chennai');

  await muhurta.setRange('2026-02-16T18:00:00', '2026-02-16T15:00:00');
  await muhurta.search();
  await expect(page.getByText('The end of the range must be after its start')).toBeVisible();

  await muhurta.setRange('2026-02-16T06:00:00', '2026-02-17T06:00:00');
  await muhurta.addPerson('Guna');
  await muhurta.search();
  await expect(page.getByRole('heading', { name: /^Windows \(\d+\)$/ })).toBeFocused();
  await expect(muhurta.windows.first()).toBeVisible();
  expect(page.url()).toContain('event=marriage');

  const first = muhurta.windows.first();
  await first.getByRole('button', { name: 'Details' }).click();
  const reasons = page.getByRole('region', { name: /^Why it qualifies/ });
  await expect(reasons).toBeFocused();
  await expect(reasons).toContainText('Ruling planets');
  await reasons.getByRole('button', { name: 'Chart of its start' }).click();
  await expect(reasons.getByRole('table', { name: 'Cuspal Position' })).toBeVisible();

  await first.getByRole('button', { name: 'Save to client' }).click();
  await expect(page.getByText('Muhurta is saved successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Day by day' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`muhurta-${info.project.name}`), fullPage: true });

  // The address keeps the search: a reload shows the same windows without a new click.
  const count = await muhurta.windows.count();
  await page.reload();
  await expect(muhurta.windows).toHaveCount(count);
});
