import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient } from '../pages/chart-pages';
import { HoraryPage, HoraryPanel } from '../pages/horary-pages';
import { setProfilePlace } from '../pages/transit-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('a horary question for a client: cast, verdict aid for marriage, save, reopen from the dashboard', async ({
  page,
}, info) => {
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(`${name}-${info.project.name}`), fullPage: true });
  };
  await signUpAndSignIn(page, newAstrologer());
  await seedClient(page);
  await setProfilePlace(page);
  const horary = new HoraryPage(page);
  await horary.openFromMenu();
  await expect(page.getByRole('textbox', { name: 'Place' })).toHaveValue('Chennai');

  await horary.clickCast();
  await expect(page.getByText('Enter horary number in between 1 and 249')).toBeVisible();
  await horary.fill({
    number: '100',
    question: 'Will Guna marry this year?',
    client: 'Guna',
    date: '2025-02-14',
    time: '10:45',
  });
  await horary.cast();
  // Row 100 of the 249 table: Leo 24°00′00″ in Purva Phalguni (Venus), sub lord Mercury, is the Ascendant.
  await expect(horary.method).toContainText('Its start, Leo 24°00′00″, is the Ascendant.');
  await expect(horary.row('Cuspal Position', 'I')).toContainText(/Leo\s*24°00′00″\s*Sun\s*Venus\s*Mercury/);
  await expect(page.getByRole('table', { name: 'Ruling Planets of the moment' })).toBeVisible();
  await expect(page.getByLabel('Calculation profile')).toContainText('Ayanamsa Krishnamurti');
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();

  await horary.matter.selectOption({ label: 'Marriage' });
  await expect(horary.verdictSteps('Marriage')).toContainText("the matter's primary cusp, is");
  await expect(horary.verdictSteps('Marriage')).toContainText(
    'Ruling planets of the moment, strongest first:',
  );
  await horary.save();
  await expect(horary.heading('KP Horary · question 1')).toBeVisible();
  // The saved question's number is in the URL, so a reload or a bookmark reopens it.
  await expect(page).toHaveURL(/\/horary\.html\?question=1$/);
  await expectNoSideScroll(page);
  await shot('horary');

  await page
    .getByRole('link', { name: /^KP (Astro )?Desk$/ })
    .first()
    .click();
  const panel = new HoraryPanel(page);
  await panel.search('marry');
  await panel.question(1).click();
  await expect(horary.heading('KP Horary · question 1')).toBeVisible();
  await expect(page.getByLabel('Chosen client')).toHaveText('1 - Guna');
  await expect(horary.matter).toHaveValue('1');
  await expect(horary.verdictSteps('Marriage')).toBeVisible();
  await expect(horary.row('Cuspal Position', 'I')).toContainText('Leo');
  await page.reload();
  await expect(horary.heading('KP Horary · question 1')).toBeVisible();
  await expect(horary.verdictSteps('Marriage')).toBeVisible();
});
