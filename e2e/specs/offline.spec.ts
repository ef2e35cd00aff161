import type { Page } from '@playwright/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { chooseSection, openChartPage, seedClient, tableNamed } from '../pages/chart-pages';
import { ClientFormPage } from '../pages/client-pages';
import { HoraryPage } from '../pages/horary-pages';
import { LifeEventsPage } from '../pages/life-events-pages';
import { setProfilePlace } from '../pages/transit-pages';
import { isControlled, keptPaths } from '../pages/offline-pages';
import { newAstrologer } from '../support/accounts';
import { expect, test } from '../support/test';

/** A row of a table by its caption and row header (a planet or a cusp). */
const rowOf = (page: Page, caption: string, head: string) =>
  tableNamed(page, caption)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^(. )?${head}\\b`) }) });

/** The KP System page's Moon and seventh cusp rows (lords, degrees, margins) as the page shows them. */
async function kpRows(page: Page, id: number): Promise<string[]> {
  await openChartPage(page, '/kpastro.html', id, 'KP System');
  const rows = [rowOf(page, 'Planetary Position', 'Moon'), rowOf(page, 'Cuspal Position', 'VII')];
  for (const row of rows) await expect(row).toContainText(/\d/);
  return Promise.all(rows.map((row) => row.innerText()));
}

test('the kept practice offline: banner, client search and details, the KP System, Ruling Planet, divisional chart and Panchang pages, a horary, a life event, a client edit and a client added sent when the network returns', async ({
  page,
  context,
  isMobile,
}, info) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await setProfilePlace(page);
  // What the server shows on the KP System page, to compare with what the browser engine shows offline.
  const online = await kpRows(page, id);

  await page.goto('/caconfig.html');
  await page.getByRole('switch', { name: 'Keep this practice on this device' }).check();
  // Wait for what the device keeps (the client, its life events, the event catalogue) and for the app shell.
  await expect
    .poll(() => keptPaths(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([`/user/${id}`, `/lifeevents/${id}`, '/offline/event-catalogue']));
  await expect.poll(() => isControlled(page), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toContainText(
    'Place search, PDFs, share links and account changes wait for the network.',
  );

  // The client list (the header's search) and the client's details, from the device.
  await page.goto('/home.html');
  await page.getByRole('textbox', { name: 'Search clients' }).fill('Gun');
  await expect(page.getByRole('button', { name: new RegExp(`^${id} - Guna`) })).toBeVisible();
  await page.goto(`/clientdetails.html?client=${id}`);
  await expect(page.getByRole('table', { name: 'Client Information' })).toContainText('Guna');

  // The KP System page, computed by the browser engine from the kept client: the server's very rows.
  const started = Date.now();
  expect(await kpRows(page, id)).toEqual(online);
  console.log(
    `${info.project.name}: the KP System page of a kept client offline in ${Date.now() - started} ms`,
  );
  // Domain §9.2: cusp 7 of the Appendix A chart has the lords Venus / Rahu / Mars / Jupiter.
  await expect(rowOf(page, 'Cuspal Position', 'VII')).toContainText(/Venus\s*Rahu\s*Mars\s*Jupiter/);

  // Ruling Planet: the birth's, and the transit's of now at the profile's place (kept with the practice).
  await openChartPage(page, '/rulingplanet.html', id, 'Ruling Planet');
  const birthRulers = tableNamed(page, 'Birth Time Ruling Planets');
  await expect(birthRulers.getByRole('rowheader', { name: 'Day Lord (Jupiter)' })).toBeVisible();
  const transitRulers = tableNamed(page, 'Transit Ruling Planets');
  await expect(transitRulers.getByRole('rowheader', { name: /Day Lord/ })).toBeVisible();

  // The Vedic Astrology page's divisional charts: D10 with its method and positions, from the browser engine.
  await openChartPage(page, '/basicastro.html', id, 'Vedic Astrology');
  await chooseSection(page, 'Divisional Charts');
  await page.getByRole('combobox', { name: 'Divisional chart', exact: true }).selectOption({ value: '10' });
  await expect(page.getByText(/^Method: /)).toBeVisible();
  await expect(page.getByRole('figure', { name: /^D10 / })).toBeVisible();
  await expect(tableNamed(page, 'Positions and margins').getByRole('row')).toHaveCount(11);

  // A horary cast offline, at the profile's place: row 100 (Leo 24°00′00″) is the Ascendant.
  const horary = new HoraryPage(page);
  await horary.openFromMenu();
  await horary.fill({
    number: '100',
    question: 'Will Guna marry?',
    client: 'Guna',
    date: '2025-02-14',
    time: '10:45',
  });
  await horary.cast();
  await expect(horary.method).toContainText('Its start, Leo 24°00′00″, is the Ascendant.');
  await expect(horary.row('Cuspal Position', 'I')).toContainText(/Leo\s*24°00′00″\s*Sun\s*Venus\s*Mercury/);
  await expect(page.getByRole('table', { name: 'Ruling Planets of the moment' })).toBeVisible();

  // Today's panchang at the profile's place, from the browser engine too.
  await page.getByRole('link', { name: 'Panchang', exact: true }).click();
  const today = page.getByRole('heading', { level: 1, name: /^Panchang · \d{4}-\d{2}-\d{2} · Chennai/ });
  await expect(today).toBeVisible();
  await expect(page.getByRole('table', { name: 'Horas' }).getByRole('row')).toHaveCount(25);

  // A life event added offline waits in the outbox, shown as waiting.
  const lifeEvents = new LifeEventsPage(page, isMobile);
  await lifeEvents.open(id);
  await lifeEvents.submit({ event: 'Marriage', date: '1962-05-20', note: 'Temple wedding' });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Saved on this device. It is sent when the network returns.' }),
  ).toBeVisible();
  await expect(lifeEvents.eventCard(/^1\. Marriage — 20-05-1962/)).toContainText('come when it is sent');
  await expect(banner).toContainText('Changes waiting to be sent: 1');

  // So does a client edited offline.
  await page.goto(`/editclient.html?client=${id}`);
  await page.getByLabel('Father name (optional)').fill('Srinivasa');
  await new ClientFormPage(page).submit();
  await expect(page.getByText('Saved on this device. It is sent when the network returns.')).toBeVisible();
  await expect(banner).toContainText('Changes waiting to be sent: 2');

  // A client added offline waits too: Add Client's captcha is asked when the network returns.
  await page.goto('/newclient.html');
  const form = new ClientFormPage(page);
  await form.fillBirth('Ravi', '1990-03-04', '06:15:00', 'Chennai');
  await page.getByLabel('Latitude').fill('13.08');
  await page.getByLabel('Longitude').fill('80.27');
  await form.submit();
  await expect(page.getByText('Saved on this device. It is sent when the network returns.')).toBeVisible();
  await expect(banner).toContainText('Changes waiting to be sent: 3');

  // Back online, the outbox goes to the server by itself.
  await context.setOffline(false);
  const token = await page.evaluate(() => localStorage.getItem('kpdesk.token'));
  const eventsOnServer = async () => {
    const answer = await page.request.get(`/api/lifeevents/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { data: { events: { eventKey: string; note: string }[] } };
    return body.data.events.map((event) => `${event.eventKey} ${event.note}`);
  };
  await expect.poll(eventsOnServer, { timeout: 30_000 }).toEqual(['marriage Temple wedding']);
  const fatherOnServer = async () => {
    const answer = await page.request.get(`/api/user/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { fatherName: string | null } }).data.fatherName;
  };
  await expect.poll(fatherOnServer, { timeout: 30_000 }).toBe('Srinivasa');
  const captcha = page.getByRole('dialog', { name: 'A client added offline needs the captcha' });
  await expect(captcha.getByRole('img', { name: /^Captcha/ })).toBeVisible();
  await captcha.getByLabel('Captcha', { exact: true }).fill('Ab3cD4');
  await captcha.getByRole('button', { name: 'Send the client' }).click();
  await expect(captcha).toBeHidden();
  const clientsOnServer = async () => {
    const answer = await page.request.post('/api/users/search', {
      headers: { authorization: `Bearer ${token}` },
      data: { keyword: 'Ravi' },
    });
    return ((await answer.json()) as { data: { firstName: string }[] }).data.map((c) => c.firstName);
  };
  await expect.poll(clientsOnServer, { timeout: 30_000 }).toEqual(['Ravi']);
  await expect(page.getByRole('status').filter({ hasText: 'Changes waiting to be sent' })).toHaveCount(0);
});
