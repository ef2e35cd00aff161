import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll } from '../pages/chart-pages';
import { GUNA_1935, OptionsPage, OptionsPanel, OptionsTheoryPage } from '../pages/options-pages';
import { PROFILE_IN_CHENNAI, setProfilePlace } from '../pages/transit-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

const COLLEGES = ['IIT Madras', 'Anna University', 'PSG Tech', 'NIT Trichy', 'VIT'];

test('a quick calculation, cleared after 60 seconds, and Reset', async ({ page }, info) => {
  // A controlled clock: time flows, and the test moves it on by the spec's 60 seconds at once.
  await page.clock.install();
  await signUpAndSignIn(page, newAstrologer());
  const options = new OptionsPage(page);
  await options.open();
  await expect(options.optionsCount).toHaveValue('2');
  await expect(options.timeZone).toHaveValue('5.5');

  await options.setCount(5);
  await options.fillJudgement(GUNA_1935);
  await options.calculate();
  // Appendix A moment: Mars 0 (in Saturn's star, Saturn retrograde) + Jupiter 21 + Saturn 0 + Jupiter 21 = 42.
  await expect(options.choice).toHaveText('2');
  await expect(page.getByLabel('Moment of judgement')).toContainText('21:08 (GMT+05:30) at Guna');
  await expect(page.getByLabel('Calculation profile')).toContainText('Ayanamsa Krishnamurti');
  await expectNoSideScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(`options-quick-${info.project.name}`), fullPage: true });

  await page.clock.runFor(59_000);
  await expect(options.choice).toHaveText('2');
  await page.clock.runFor(1_000);
  await expect(options.choice).toBeHidden();

  await options.setCount(7);
  await options.calculate();
  await expect(options.choice).toHaveText('7');
  // Reset returns to the form's defaults: 2 options, the profile's zone (5.5 without one) and now on its
  // clock, and the profile's place (none here).
  await options.reset();
  await expect(options.choice).toBeHidden();
  await expect(options.optionsCount).toHaveValue('2');
  await expect(options.timeZone).toHaveValue('5.5');
  for (const name of ['Place', 'Latitude', 'Longitude']) {
    await expect(page.getByRole('textbox', { name })).toHaveValue('');
  }
  await expect(page.getByLabel('Date', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Time', { exact: true })).not.toHaveValue('');

  // Reset also closes an open list of place suggestions.
  await page.getByRole('textbox', { name: 'Place' }).fill('Gun');
  await expect(options.suggestion('Guna')).toBeVisible();
  await options.reset();
  await expect(options.suggestion('Guna')).toBeHidden();
});

test('a saved record with five options, found from the home panel and reopened', async ({ page }, info) => {
  const shot = async (name: string) => {
    // From the top, so the sticky header is drawn once in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(`${name}-${info.project.name}`), fullPage: true });
  };
  await signUpAndSignIn(page, newAstrologer());
  await expect(page.getByText('You have not done any options recently.')).toBeVisible();
  await page.getByRole('link', { name: 'Add', exact: true }).click();

  const form = new OptionsTheoryPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Options Theory' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Option \d+$/ })).toHaveCount(2);
  await form.calculate();
  await expect(page.getByText('Please enter name')).toBeVisible();
  await expect(page.getByText('Please enter question')).toBeVisible();

  await form.fillRecord('College choice', 'Which college should my son join?', COLLEGES);
  await form.fillJudgement(GUNA_1935);
  await form.calculate();
  await expect(page.getByText('Option is calculated successfully')).toBeVisible();
  await expect(form.choice).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Anna University');
  await expect(form.row('Ascendant')).toContainText(/Mars\s*Yes\s*0/);
  await expect(form.row('Moon Star')).toContainText(/Jupiter\s*No\s*21/);
  await expect(form.row('Moon Sign')).toContainText(/Saturn\s*Yes\s*0/);
  await expect(form.row('Day')).toContainText(/Jupiter\s*No\s*21/);
  await expect(form.row('Total')).toContainText('42');
  await expect(form.table.getByRole('columnheader')).toHaveText(['#', 'Lord', 'Retro', 'Value']);
  // Under the result: the moment and place of judgement and the settings it was cast with.
  await expect(page.getByLabel('Moment of judgement')).toContainText('21:08 (GMT+05:30) at Guna');
  await expect(page.getByLabel('Calculation profile')).toContainText('Ayanamsa Krishnamurti');
  await expect(page.getByRole('heading', { level: 1, name: 'Options Theory · 1' })).toBeVisible();
  const location = await form.location();
  expect(location.latitude).not.toBe('');
  await expectNoSideScroll(page);
  await shot('options-theory-saved');

  // The header's brand link leads home (the footer's product link, later in the page, leads to /).
  await page
    .getByRole('link', { name: /^KP (Astro )?Desk$/ })
    .first()
    .click();
  const panel = new OptionsPanel(page);
  await expect(panel.record('College choice')).toBeVisible();
  await panel.search('co');
  await expect(panel.message).toHaveText('Please enter few more characters to search');
  await panel.search('Marriage');
  await expect(panel.message).toHaveText('No Options found for the name Marriage');
  await panel.search('colle');
  await expect(panel.message).toBeHidden();
  await shot('options-home-panel');
  await panel.record('College choice').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Options Theory · 1' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('College choice');

  // The record's number is in the URL: a reload (or a bookmark) reads the record from the server.
  await expect(page).toHaveURL(/\/optionstheory\.html\?record=1$/);
  const read = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/options/1',
  );
  await page.reload();
  expect((await read).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Options Theory · 1' })).toBeVisible();
  await form.expectRecord({
    name: 'College choice',
    question: 'Which college should my son join?',
    judgement: GUNA_1935,
    location,
    options: COLLEGES,
  });
  await expect(form.timeZone).toHaveValue('5.5');
  await expect(form.choice).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('Anna University');
  await expect(form.row('Total')).toContainText('42');
});

test.describe('a browser in New York, an astrologer in Chennai', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("Options, Options Theory and Horary open on now on Chennai's clock, with a Now button", async ({
    page,
  }) => {
    // 08:59 UTC: 14:29 in Chennai (UTC+5:30), 03:59 in New York (UTC-5).
    await page.clock.install({ time: new Date('2026-11-25T08:59:00Z') });
    await signUpAndSignIn(page, newAstrologer());
    await setProfilePlace(page);

    const options = new OptionsPage(page);
    await options.open();
    await expect(options.timeZone).toHaveValue('5.5');
    await options.expectMoment('2026-11-25', '14:29');
    await expect(page.getByRole('textbox', { name: 'Place' })).toHaveValue(PROFILE_IN_CHENNAI.city);
    // Now reads the clock of the zone chosen, never the browser's.
    await options.timeZone.selectOption({ label: '(GMT-05:00) Eastern Time (US & Canada)' });
    await page.getByLabel('Time', { exact: true }).fill('10:00');
    await options.now();
    await options.expectMoment('2026-11-25', '03:59');

    await page.goto('/optionstheory.html');
    const theory = new OptionsTheoryPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Options Theory' })).toBeVisible();
    await theory.expectMoment('2026-11-25', '14:29');
    await expect(page.getByRole('button', { name: 'Now', exact: true })).toBeVisible();

    await page.goto('/horary.html');
    await expect(page.getByRole('heading', { level: 1, name: /^KP Horary/ })).toBeVisible();
    await theory.expectMoment('2026-11-25', '14:29');
  });
});
