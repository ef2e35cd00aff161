import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signOut, signUpAndSignIn } from '../pages/account-pages';
import { ClientFormPage } from '../pages/client-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

/**
 * The inputs that stored nonsense or said too little: the settings' number rule, the client's dates,
 * a wrong OTP, the profile city's place search, Client Settings naming its client, the header search's words.
 * Each at 1280 px by mouse and at 375 px by touch.
 */

/** Mouse click on the desk, a tap on the phone. */
async function press(target: Locator, isMobile: boolean) {
  if (isMobile) await target.tap();
  else await target.click();
}

/** Adds a client through New Client; answers on its done state. */
async function addClient(page: Page, isMobile: boolean, marriageDate = '') {
  await page.goto('/newclient.html');
  await expect(page.getByRole('heading', { name: 'New Client' })).toBeVisible();
  const form = new ClientFormPage(page);
  await form.fillBirth('Kamala', '1990-07-15', '09:30:00', 'Chennai');
  await press(page.getByRole('button', { name: /^Chennai/ }).first(), isMobile);
  if (marriageDate) {
    await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
    await page.getByLabel('Marriage Date').fill(marriageDate);
  }
  await page.getByLabel('Captcha', { exact: true }).fill('Ab3cD4');
  return form;
}

test('My Settings refuses a correction that is not a plain decimal number, under the field, and stores nothing', async ({
  page,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await page.goto('/caconfig.html');
  const correction = page.getByRole('textbox', { name: /Ayanamsa Correction/ });
  const submit = page.getByRole('button', { name: 'Submit' });
  for (const typed of ['abc', '12,5', '1e2', '0x10']) {
    await correction.fill(typed);
    await press(submit, isMobile);
    await expect(correction).toHaveAccessibleDescription(
      'Enter ayanamsa correction value in between -180 and 180',
    );
    await expect(correction).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Settings are updated successfully')).toHaveCount(0);
  }
  await page.screenshot({ path: screenshotPath(`settings-refused-${info.project.name}`), fullPage: true });
  await page.reload();
  await expect(correction).toHaveValue('');
  await correction.fill('-0.25');
  await press(submit, isMobile);
  await expect(page.getByText('Settings are updated successfully')).toBeVisible();
  await page.goto('/caconfig.html');
  await expect(correction).toHaveValue('-0.25');
});

test('the client form refuses a marriage before the birth and a birth outside the supported range', async ({
  page,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const form = await addClient(page, isMobile, '1990-07-14');
  await form.submit();
  const marriage = page.getByLabel('Marriage Date');
  await expect(marriage).toHaveAccessibleDescription('Marriage date cannot be before the birth date');
  await page.screenshot({ path: screenshotPath(`client-dates-${info.project.name}`), fullPage: true });
  await marriage.fill('2015-02-11');
  const birth = page.getByLabel('Date of Birth');
  await birth.fill('1582-10-04');
  await form.submit();
  await expect(birth).toHaveAccessibleDescription('Enter birth date in between 1583-01-01 and 2999-12-31');
  await birth.fill('1990-07-15');
  await form.submit();
  await expect(page.getByText(/Client details are added successfully\. Client number 1\./)).toBeVisible();

  await page.goto('/ccconfig.html?client=1');
  await expect(page.getByRole('heading', { name: 'Client Settings' })).toBeVisible();
  await expect(page.getByText('Settings of Kamala')).toBeVisible();
  const correction = page.getByRole('textbox', { name: /Ayanamsa Correction/ });
  await correction.fill('😀');
  await press(page.getByRole('button', { name: 'Submit' }), isMobile);
  await expect(correction).toHaveAccessibleDescription(
    'Enter ayanamsa correction value in between -180 and 180',
  );
});

test('a wrong OTP shows only its error, not the sent note', async ({ page, isMobile }) => {
  const a = newAstrologer();
  await signUpAndSignIn(page, a);
  await signOut(page);
  await press(page.getByRole('link', { name: 'Reset Password' }), isMobile);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email or Mobile').fill(a.email);
  await press(page.getByRole('button', { name: 'Send OTP' }), isMobile);
  await expect(page.getByText('OTP is sent to your email address.')).toBeVisible();
  await page.getByLabel('OTP').fill('000000');
  await page.getByLabel('New password').fill('Moon#Rise9');
  await page.getByLabel('Confirm password').fill('Moon#Rise9');
  await press(page.getByRole('button', { name: 'Submit' }), isMobile);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('OTP is sent to your email address.')).toHaveCount(0);
});

test('the profile city is searched in the atlas, and the Transit page leads to it while none is set', async ({
  page,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const form = await addClient(page, isMobile);
  await form.submit();
  await expect(page.getByText(/Client details are added successfully/)).toBeVisible();
  await page.goto('/transitchart.html?client=1');
  await press(page.getByRole('link', { name: 'My Profile' }), isMobile);
  await expect(page.getByRole('heading', { name: 'Change Personal Details' })).toBeVisible();
  const city = page.getByLabel('City');
  await expect(city).toBeFocused();
  await city.fill('Kolkata');
  await press(page.getByRole('button', { name: /^Kolkata, West Bengal, India/ }).first(), isMobile);
  await expect(page.getByLabel(/^Latitude/)).toHaveValue(/^22\.5/);
  await expect(page.getByLabel(/^Longitude/)).toHaveValue(/^88\.3/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Proposed from Asia/Kolkata today' }),
  ).toContainText('+05:30');
  await expect(page.getByLabel('Timezone')).toHaveValue('5.5');
  await page.screenshot({ path: screenshotPath(`profile-city-${info.project.name}`), fullPage: true });
  await press(page.getByRole('button', { name: 'Submit' }), isMobile);
  await expect(page.getByText('Your personal details are updated successfully.')).toBeVisible();
  await page.goto('/transitchart.html?client=1');
  await expect(page.getByText(/at Kolkata/).first()).toBeVisible();
});

test("the header search's placeholder fits its box at 1280 px and names the six keys", async ({ page }) => {
  await signUpAndSignIn(page, newAstrologer());
  const search = page.getByRole('textbox', { name: 'Search clients' });
  await expect(search).toHaveAttribute(
    'placeholder',
    'Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place',
  );
  // The placeholder's width in the box's own font, against the room inside its padding.
  const room = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return -1;
    context.font = style.font;
    const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inner - context.measureText(input.placeholder).width;
  });
  if (page.viewportSize()?.width === 1280) expect(room).toBeGreaterThanOrEqual(0);
  else await expect(search).toHaveAttribute('title', /^Search by Id, Name/);
});
