import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { SignUpPage, signUpAndSignIn } from '../pages/account-pages';
import { chooseSection, seedClient } from '../pages/chart-pages';
import { ClientFormPage, expectClientUrl } from '../pages/client-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

/** The chart pages of a client and their titles. */
const CHART_PAGES = [
  ['/clientdetails.html', 'Client Details'],
  ['/rulingplanet.html', 'Ruling Planet'],
  ['/basicastro.html', 'Vedic Astrology'],
  ['/kpastro.html', 'KP System'],
  ['/kpinterlinks.html', 'Cuspal Inter Link System'],
  ['/events.html', 'Advanced Stellar System'],
  ['/transitchart.html', 'Transit Chart'],
  ['/timecorrection.html', 'Birth Time Correction'],
] as const;

/**
 * The Client menu's entries in order, where each leads and the heading of that page (accounts spec §2,
 * "Client page menu"): every client page, the chart pages and the client's Edit, Settings and Delete.
 */
const MENU = [
  ...CHART_PAGES.map(([path, title]) => [title, path, new RegExp(`^${title}`)] as const),
  ['Edit Details', '/editclient.html', /^Edit Client/],
  ['Settings', '/ccconfig.html', /^Client Settings/],
  ['Delete', '/deleteclient.html', /^Delete Client/],
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

/** A click with the mouse, or on a touch screen a tap with the finger; `trial` only checks it would land. */
function press(locator: Locator, isTouch: boolean, trial = false) {
  return isTouch ? locator.tap({ trial }) : locator.click({ trial });
}

test('the Client menu opens on every client page and each entry can be clicked or tapped', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const isTouch = info.project.use.hasTouch === true;
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page, GUNA);
  const [, firstPath, firstHeading] = MENU[0];
  await page.goto(`${firstPath}?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: firstHeading })).toBeVisible();
  // Each page's menu leads to the next page, the last back to the first: every page opens its menu and every
  // entry is chosen once.
  for (const [i, [, path]] of MENU.entries()) {
    const [entry, target, heading] = MENU[(i + 1) % MENU.length] ?? MENU[0];
    // Scrolled, the sticky section bar sits where the open menu's first entries are.
    await page.mouse.wheel(0, 200);
    await press(page.getByRole('button', { name: 'Client menu' }), isTouch);
    // The top entry (the second on its own page, where the first is disabled) must take the pointer too.
    const top = page.locator('.client-menu .dropdown-item:not([aria-disabled="true"])').first();
    await press(top, isTouch, true);
    if (path === '/transitchart.html')
      await page.screenshot({ path: screenshotPath(`client-menu-open-${info.project.name}`) });
    await press(page.getByRole('button', { name: entry, exact: true }), isTouch);
    await expectClientUrl(page, target, id);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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
  // Clear leaves the opening form: no fields, no captcha answer, no proposed zone.
  await form.fillBirth('Ada', '1990-07-15', '10:30:00', 'New York');
  await form.pickPlace('New York City');
  await page.getByLabel('Captcha', { exact: true }).fill('Ab3cD4');
  await page.getByRole('button', { name: 'Clear' }).click();
  for (const field of ['First name', 'Place of Birth', 'Latitude', 'Captcha'])
    await expect(page.getByLabel(field, { exact: true })).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'America/New_York' })).toHaveCount(0);
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
  // Typing answers the message: it goes at once, before any new Submit.
  await page.getByLabel('Current pin').pressSequentially('1');
  await expect(page.getByText('Current pin is not correct')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Current pin is not correct')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Current pin is not correct')).toHaveCount(0);
  await expect(page.getByLabel('Current pin')).toHaveValue('');
  await page.goto('/cpass.html');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
});

test('search finds a client by a word inside the birth place; the not-found screen; / takes a signed-in astrologer home', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await seedClient(page, GUNA);
  await page.getByRole('textbox', { name: 'Search clients' }).fill('Pradesh');
  await page.getByRole('button', { name: /^1 - Guna/ }).click();
  await expectClientUrl(page, '/kpastro.html', 1);

  await page.goto('/no-such-page.html');
  await expect(page.getByRole('dialog', { name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the not-found screen');
  await page.screenshot({ path: screenshotPath(`route-not-found-${info.project.name}`), fullPage: true });
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
});

/**
 * The KP System page's tables fit the content column at 1280 px (Birth Chart with its sub-lord margins, and
 * the widest, Six Fold); on a phone a table too wide for the screen says that it scrolls.
 */
async function expectTablesFitOrSayTheyScroll(page: Page, project: string) {
  const overflowing = page.locator('.chart-table-scroll.is-overflowing');
  if (project === 'mobile') {
    await expect(overflowing.first()).toBeVisible();
    await expect(page.getByText('Scroll sideways for more columns').first()).toBeVisible();
    return;
  }
  for (const section of ['Birth Chart', 'Six Fold Significators']) {
    if (section !== 'Birth Chart') await chooseSection(page, section);
    await expect(page.locator('.chart-table-scroll').first()).toBeVisible();
    await expect(overflowing).toHaveCount(0);
  }
  await chooseSection(page, 'Birth Chart');
}

/** Opens `path`, waits for its heading and its loads, runs axe, checks the KP tables fit, and takes a screenshot. */
async function checkRoute(page: Page, projectName: string, path: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready }).first()).toBeVisible();
  // Charts and tables load after the heading: wait until no loading text is left.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, path);
  if (path.startsWith('/kpastro.html')) await expectTablesFitOrSayTheyScroll(page, projectName);
  const name = path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'sign-in';
  await page.screenshot({ path: screenshotPath(`route-${name}-${projectName}`), fullPage: true });
}

// Every route in three tests, so the two workers share the walk (fullyParallel) instead of one doing it all.
test('no serious accessibility problem on any route before sign-in; screenshots of each', async ({
  page,
}, info) => {
  for (const [path, heading] of [
    ['/', 'Sign In'],
    ['/signup.html', 'Sign Up'],
    ['/fpin.html', 'Forgot Pin'],
    ['/rpass.html', 'Reset Password'],
  ] as const) {
    await checkRoute(page, info.project.name, path, heading);
  }
});

test('no serious accessibility problem on any account, form or calculator route; screenshots of each', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
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
    ['/options.html', 'Options Theory'],
    ['/optionstheory.html', /^Options Theory/],
    ['/importexport.html', 'Import and export'],
  ] as const) {
    await checkRoute(page, info.project.name, path, heading);
  }
});

test('no serious accessibility problem on any chart page of a client; screenshots of each', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page, GUNA);
  for (const [path, title] of CHART_PAGES) {
    await checkRoute(page, info.project.name, `${path}?client=${id}`, new RegExp(`^${title}`));
  }
});
