import { signUpAndSignIn } from '../pages/account-pages';
import { seedClient } from '../pages/chart-pages';
import { HoraryPage } from '../pages/horary-pages';
import { setProfilePlace } from '../pages/transit-pages';
import { isControlled, keptPaths } from '../pages/offline-pages';
import { newAstrologer } from '../support/accounts';
import { expect, test } from '../support/test';

/** The words a record saved offline carries until it is sent. */
const SAVED_HERE = 'Saved on this device. It is sent when the network returns.';

test('a horary question saved offline waits on the device, marked, and reaches the server when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await setProfilePlace(page);
  await page.goto('/caconfig.html');
  await page.getByRole('switch', { name: 'Keep this practice on this device' }).check();
  await expect
    .poll(() => keptPaths(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([`/userrequest/${id}`, '/horary/recent']));
  await expect.poll(() => isControlled(page), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  const horary = new HoraryPage(page);
  await horary.openFromMenu();
  await horary.fill({
    number: '100',
    question: 'Will Guna travel abroad?',
    client: 'Guna',
    date: '2025-02-14',
    time: '10:45',
  });
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText(SAVED_HERE)).toBeVisible();
  await expect(horary.method).toContainText('Its start, Leo 24°00′00″, is the Ascendant.');
  await expect(page.getByRole('status').filter({ hasText: 'Changes waiting to be sent: 1' })).toBeVisible();
  // The dashboard's recent horary list shows it at once, marked as saved on this device.
  await page.goto('/home.html');
  const row = page.getByRole('button', {
    name: 'Open horary question No. 100: Will Guna travel abroad?. ' + SAVED_HERE,
  });
  await expect(row).toContainText(SAVED_HERE);

  await context.setOffline(false);
  const token = await page.evaluate(() => localStorage.getItem('kpdesk.token'));
  const questionsOnServer = async () => {
    const answer = await page.request.get('/api/horary/recent', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { data: { question: string; clientName: string | null }[] };
    return body.data.map((q) => `${q.question} (${q.clientName})`);
  };
  await expect.poll(questionsOnServer, { timeout: 30_000 }).toEqual(['Will Guna travel abroad? (Guna)']);
  await expect(page.getByRole('status').filter({ hasText: 'Changes waiting to be sent' })).toHaveCount(0);
});
