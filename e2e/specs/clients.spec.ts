import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { ClientFormPage, expectClientUrl } from '../pages/client-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('add a client with the atlas and the proposed offset, find, open, edit, set Default, delete', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await page.getByRole('link', { name: 'Add client' }).click();
  await expect(page.getByRole('heading', { name: 'New Client' })).toBeVisible();
  const form = new ClientFormPage(page);
  await form.fillBirth('Ramanujan', '1943-06-01', '12:00:00', 'Kolkata');
  await form.pickPlace('Kolkata, West Bengal, India');
  await expect(
    page.getByRole('status').filter({ hasText: 'Proposed from Asia/Kolkata on 1943-06-01' }),
  ).toContainText('06:30');
  await expect(page.getByLabel('Latitude')).toHaveValue(/^22\.5/);
  await page.getByLabel('Captcha', { exact: true }).fill('Ab3cD4');
  await page.screenshot({ path: screenshotPath(`new-client-${info.project.name}`), fullPage: true });
  await form.submit();
  await expect(page.getByText(/Client details are added successfully\. Client number 1\./)).toBeVisible();

  await page.goto('/home.html');
  await page.getByRole('textbox', { name: 'Search clients' }).fill('Ram');
  await page.getByRole('button', { name: /^1 - Ramanujan/ }).click();
  await expectClientUrl(page, '/kpastro.html', 1);

  await page.goto('/home.html');
  await page.getByRole('textbox', { name: 'Search clients' }).fill('nobody');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toContainText(
    'Client is not found with the search keyword.',
  );
  await page.getByRole('button', { name: 'Ok' }).click();

  await page.goto('/home.html');
  const recent = page.getByRole('heading', { name: 'Recently Viewed' }).locator('..');
  await expect(recent.getByRole('cell', { name: 'Ramanujan' })).toBeVisible();
  await page.screenshot({ path: screenshotPath(`dashboard-${info.project.name}`), fullPage: true });
  await recent.getByRole('cell', { name: 'Ramanujan' }).click();
  await expectClientUrl(page, '/kpastro.html', 1);

  await page.goto('/editclient.html?client=1');
  await expect(page.getByRole('heading', { name: 'Edit Client 1' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ramanujan');
  await page.getByLabel('Latitude').fill('95');
  await form.submit();
  await expect(page.getByText('Enter latitude value in between -90 and 90')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByLabel('Father name (optional)').fill('Srinivasa');
  await form.submit();
  await expect(page.getByText('Client details are updated successfully.')).toBeVisible();

  await page.goto('/ccconfig.html?client=1');
  await expect(page.getByRole('heading', { name: 'Client Settings' })).toBeVisible();
  await page.getByLabel('Ayanamsa', { exact: true }).selectOption({ label: 'Lahiri' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Settings are updated successfully')).toBeVisible();
  await page.goto('/ccconfig.html?client=1');
  await expect(page.getByLabel('Ayanamsa', { exact: true })).toHaveValue('1');
  await page.getByLabel('Ayanamsa', { exact: true }).selectOption({ label: 'Default' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Settings are updated successfully')).toBeVisible();
  await page.goto('/ccconfig.html?client=1');
  await expect(page.getByLabel('Ayanamsa', { exact: true })).toHaveValue('');

  await page.goto('/deleteclient.html?client=1');
  await expect(page.getByText('Client 1: Ramanujan')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Confirmation' })).toContainText(
    'Are you sure to delete?',
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Client details are deleted successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('You have not viewed any user recently.')).toBeVisible();
});
