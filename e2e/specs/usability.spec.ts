import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { SignUpPage, signUpAndSignIn } from '../pages/account-pages';
import { openChartPage, seedClient } from '../pages/chart-pages';
import { ClientFormPage, expectClientUrl } from '../pages/client-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

/** The chart pages of a client and their titles. */
const CHART_PAGES = [
  ['/clientdetails.html', 'Client Details'],
  ['/rulingplanet.html', 'Ruling Planet'],
  ['/basicastro.html', 'Vedic Astrology'],
  ['/kpastro.html', 'KP System'],
  // Before the interlinks page, so that the menu test clicks Delete, its lowest entry, from this page.
  ['/events.html', 'Advanced Stellar System'],
  ['/kpinterlinks.html', 'Cuspal Inter Link System'],
] as const;

/** The Client menu's entries and where each leads (accounts spec §2, "Client page menu"). */
const MENU = [
  ['Client Details', '/clientdetails.html'],
  ['Ruling Planet', '/rulingplanet.html'],
  ['Vedic Astrology', '/basicastro.html'],
  ['KP System', '/kpastro.html'],
  ['Cuspal Inter Link System', '/kpinterlinks.html'],
  ['Advanced Stellar System', '/events.html'],
  ['Transit Chart', '/transitchart.html'],
  ['Birth Time Correction', '/timecorrection.html'],
  ['Edit Details', '/editclient.html'],
  ['Settings', '/ccconfig.html'],
  ['Delete', '/deleteclient.html'],
] as const;

const GUNA = {
  firstName: 'Guna',
  sex: 'Male',
  birthDate: '1935-09-12',
  birthTime: '21:08:00',
  birthCity: 'Guna, Madhya Pradesh, India',
  birthLatitude: 24.65,
  birthLongitude: 77.3,
};

/** The chart page the i-th menu entry is clicked from: the pages in turn, never the entry's own page. */
function chartPageFor(i: number, target: string) {
  const page = CHART_PAGES[i % CHART_PAGES.length] ?? CHART_PAGES[0];
  return page[0] === target ? (CHART_PAGES[(i + 1) % CHART_PAGES.length] ?? CHART_PAGES[0]) : page;
}

/** Opens the Client menu with the mouse (or a tap) and clicks an entry: nothing may lie over it. */
async function clickMenuEntry(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Client menu' }).click();
  await page.getByRole('button', { name: entry, exact: true }).click();
}

test('the Client menu opens on every chart page and each entry can be clicked', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page, GUNA);
  // Each entry is clicked once, from the chart pages in turn, so every page opens its menu too.
  for (const [i, [entry, target]] of MENU.entries()) {
    const [path, title] = chartPageFor(i, target);
    await openChartPage(page, path, id, title);
    // Scrolled, the sticky section bar sits where the open menu's first entries are.
    await page.mouse.wheel(0, 200);
    await clickMenuEntry(page, entry);
    await expectClientUrl(page, target, id);
  }
});

test('the forms that fought back: Sign Up after Clear, the place on New and Edit Client, change pin', async ({
  page,
}, info) => {
  const signUp = new SignUpPage(page);
  await signUp.open();
  const astrologer = newAstrologer();
  await signUp.fill(astrologer);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('');
  await signUp.fill(astrologer);
  await signUp.submit();
  await expect(page.getByText('Your astrologer account is created successfully.')).toBeVisible();

  await signUpAndSignIn(page, newAstrologer());
  await page.goto('/newclient.html');
  const form = new ClientFormPage(page);
  await form.submit();
  await expect(page.getByText('Enter latitude value in between -90 and 90')).toBeVisible();
  await form.fillBirth('Ada', '1990-07-15', '10:30:00', 'New York');
  await form.pickPlace('New York City');
  await expect(page.getByText('Enter latitude value in between -90 and 90')).toHaveCount(0);
  await expect(page.getByText('Enter longitude value in between -180 and 180')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'America/New_York' })).toHaveText(
    'Proposed from America/New_York on 1990-07-15: GMT-04:00, daylight saving',
  );
  await expect(page.getByLabel('Matching places')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(`new-client-place-${info.project.name}`), fullPage: true });
  await page.getByLabel('Captcha', { exact: true }).fill('Ab3cD4');
  await form.submit();
  await expect(page.getByText(/Client details are added successfully/)).toBeVisible();

  await page.goto('/editclient.html?client=1');
  await expect(page.getByLabel('Place of Birth')).toHaveValue(/^New York City/);
  const latitude = await page.getByLabel('Latitude').inputValue();
  await expect(page.getByLabel('Matching places')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Edit Client 1' }).click();
  await expect(page.getByLabel('Latitude')).toHaveValue(latitude);

  await page.goto('/cpin.html');
  await page.getByLabel('Current pin').fill('999999');
  await page.getByLabel('New pin', { exact: true }).fill('246802');
  await page.getByLabel('Confirm pin').fill('246802');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Current pin is not correct')).toBeVisible();
  await page.getByLabel('Confirm pin').fill('111111');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Current pin is not correct')).toHaveCount(0);
  await page.goto('/cpass.html');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
});

test('search finds a client by a word inside the birth place; / takes a signed-in astrologer home', async ({
  page,
}) => {
  await signUpAndSignIn(page, newAstrologer());
  await seedClient(page, GUNA);
  await page.getByRole('textbox', { name: 'Search clients' }).fill('Pradesh');
  await page.getByRole('button', { name: /^1 - Guna/ }).click();
  await expectClientUrl(page, '/kpastro.html', 1);

  await page.goto('/no-such-page.html');
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
});

test('no serious accessibility problem on any route; screenshots of each', async ({ page }, info) => {
  test.setTimeout(240_000);
  const check = async (path: string, ready: RegExp | string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ready }).first()).toBeVisible();
    // Charts and tables load after the heading: wait until no loading text is left.
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, path);
    const name = path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'sign-in';
    await page.screenshot({ path: screenshotPath(`route-${name}-${info.project.name}`), fullPage: true });
  };
  for (const [path, heading] of [
    ['/', 'Sign In'],
    ['/signup.html', 'Sign Up'],
    ['/fpin.html', 'Forgot Pin'],
    ['/rpass.html', 'Reset Password'],
  ] as const) {
    await check(path, heading);
  }
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page, GUNA);
  for (const [path, heading] of [
    ['/home.html', /.+/],
    ['/profile.html', /Profile/],
    ['/cprofile.html', /Personal Details/i],
    ['/ccom.html', /email and mobile/i],
    ['/cpin.html', 'Change pin'],
    ['/cpass.html', 'Change password'],
    ['/caconfig.html', 'My Settings'],
    ['/newclient.html', 'New Client'],
    ['/horary.html', /^KP Horary/],
    [`/editclient.html?client=${id}`, /Edit Client/],
    [`/ccconfig.html?client=${id}`, 'Client Settings'],
    [`/deleteclient.html?client=${id}`, /Delete/],
    ...CHART_PAGES.map(([path, title]) => [`${path}?client=${id}`, new RegExp(`^${title}`)] as const),
  ] as const) {
    await check(path, heading);
  }
});
