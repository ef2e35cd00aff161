import { expect, test } from '../support/test';
import {
  SignInPage,
  signOut,
  signUpAndSignIn,
  signUpAndSignInOnScreens,
  signUpByApi,
  SignUpPage,
} from '../pages/account-pages';
import { APPENDIX_A_CLIENT, seedClient } from '../pages/chart-pages';
import { newAstrologer, readLatestOtp, screenshotPath } from '../support/accounts';

test('sign up, sign in, change pin, sign out, sign in with the new pin', async ({ page }, info) => {
  const a = newAstrologer();
  await signUpAndSignInOnScreens(page, a);
  await page.screenshot({ path: screenshotPath(`home-${info.project.name}`), fullPage: true });
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Change pin' }).click();
  await expect(page.getByRole('heading', { name: 'Change pin' })).toBeVisible();
  await page.getByLabel('Current pin').fill(a.pin);
  await page.getByLabel('New pin').fill(a.pin);
  await page.getByLabel('Confirm pin').fill(a.pin);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New pin can not be current pin')).toBeVisible();
  await page.getByLabel('New pin').fill('864202');
  await page.getByLabel('Confirm pin').fill('864202');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your pin is changed successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Home' })
    .or(page.getByRole('link', { name: /KP (Astro )?Desk/ }))
    .first()
    .click();
  await signOut(page);
  const signIn = new SignInPage(page);
  await signIn.withPin(a.email, a.pin);
  await expect(signIn.alert()).toContainText('Invalid pin. 2 attempts pending');
  await signIn.withPin(a.mobile, '864202');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('sign-up refuses bad input with the spec messages and a taken email', async ({ page }) => {
  const a = newAstrologer();
  const signUp = new SignUpPage(page);
  await signUp.open();
  await signUp.submit();
  await expect(page.getByText('Enter first name')).toBeVisible();
  await expect(page.getByText('Please accept terms & condition')).toBeVisible();
  await signUp.fill({ ...a, mobile: '12345' });
  await signUp.submit();
  await expect(page.getByText('Enter valid mobile number')).toBeVisible();
  await page.getByLabel('Mobile').fill(a.mobile);
  await signUp.submit();
  await expect(page.getByText('Your astrologer account is created successfully.')).toBeVisible();
  await signUp.open();
  await signUp.fill({ ...newAstrologer(), email: a.email });
  await signUp.submit();
  await expect(page.getByRole('alert')).toHaveText('Email address is already registered.');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('three wrong pins block the pin; the password still signs in', async ({ page }) => {
  const a = newAstrologer();
  await signUpAndSignIn(page, a);
  await signOut(page);
  const signIn = new SignInPage(page);
  await signIn.blockPin(a.email);
  await expect(page.getByLabel('Password')).toBeVisible();
  await signIn.withPassword(a.email, a.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('reset the password with the OTP from the mail', async ({ page }) => {
  const a = newAstrologer();
  await signUpAndSignIn(page, a);
  await signOut(page);
  await page.getByRole('link', { name: 'Reset Password' }).click();
  // The sign-in page has an "Email or Mobile" field too: fill only once the reset page is there.
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email or Mobile').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or Mobile number is not registered.');
  await page.getByLabel('Email or Mobile').fill(a.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP is sent to your email address.')).toBeVisible();
  await page.getByLabel('OTP').fill(readLatestOtp(a.email));
  await page.getByLabel('New password').fill('Moon#Rise9');
  await page.getByLabel('Confirm password').fill('Moon#Rise8');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New password and confirm password does not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Moon#Rise9');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password is reset successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  const signIn = new SignInPage(page);
  await signIn.blockPin(a.email);
  await signIn.withPassword(a.email, 'Moon#Rise9');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('edit the profile after a validation error, and see coordinates in D°M′S″', async ({ page }, info) => {
  const a = newAstrologer();
  await signUpAndSignIn(page, a);
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Edit personal details' }).click();
  // The form fills itself from the loaded profile; type only after that, or the load would undo it.
  await expect(page.getByLabel('First name')).toHaveValue(a.firstName);
  await page.getByLabel('Address').fill('Short street');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter valid address')).toBeVisible();
  await page.getByLabel('Address').fill('12 Car Street, Mylapore, Chennai');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel(/^Latitude/).fill('13.0827');
  await page.getByLabel(/^Longitude/).fill('80.2707');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your personal details are updated successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(/13°04'58" N/)).toBeVisible();
  await expect(page.getByText('(80.2707)')).toBeVisible();
  await page.screenshot({ path: screenshotPath(`profile-${info.project.name}`), fullPage: true });
});

test('an unknown page shows the not-found modal and returns to sign-in', async ({ page }) => {
  await page.goto('/no-such-page.html');
  await expect(page.getByRole('dialog', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the next astrologer signed in on the same tab never sees the last one's clients", async ({ page }) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page, { ...APPENDIX_A_CLIENT, firstName: 'Gunasekaran' });
  await page.goto(`/clientdetails.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Client Details/ })).toBeVisible();
  // Home by the header's brand link (the first of its name; the footer's reloads): the dashboard's answers stay
  // in the tab's cache, as a working desk has them.
  await page
    .getByRole('link', { name: /^KP (Astro )?Desk$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /Gunasekaran/ })).toBeVisible();

  const next = newAstrologer();
  await signUpByApi(page, next);
  await signOut(page);
  // Sign-out and sign-in navigate without a reload; any moment the old client's name is drawn counts.
  await page.evaluate(() => {
    const seen = { name: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Gunasekaran')) seen.name = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await new SignInPage(page).withPin(next.email, next.pin);
  await expect(page.getByText('You have not viewed any user recently.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: { name: boolean } }).seen.name)).toBe(false);
});
