import { expect, type APIResponse, type Page } from '@playwright/test';
import type { AstrologerDetails } from '../support/accounts';

/**
 * Page models of the account screens. Locators are by role and label, as a screen reader finds them; waits
 * are for visible outcomes, never fixed sleeps.
 */
export class SignUpPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/signup.html');
    await expect(this.page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  }

  async fill(a: AstrologerDetails) {
    const p = this.page;
    await p.getByLabel('First name').fill(a.firstName);
    await p.getByLabel('Last name').fill(a.lastName);
    await p.getByLabel('Email').fill(a.email);
    await p.getByLabel('Mobile').fill(a.mobile);
    await p.getByLabel('Pin', { exact: true }).fill(a.pin);
    await p.getByLabel('Confirm pin').fill(a.pin);
    await p.getByLabel('Password', { exact: true }).fill(a.password);
    await p.getByLabel('Confirm password').fill(a.password);
    await expect(p.getByRole('img', { name: /Captcha/ })).toBeVisible();
    await p.getByLabel('Captcha', { exact: true }).fill('Ab3cD4');
    await p.getByLabel(/I accept the Terms/).check();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}

export class SignInPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  }

  async withPin(id: string, pin: string) {
    await this.page.getByLabel('Email or Mobile').fill(id);
    await this.page.getByLabel('Pin').fill(pin);
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }

  async withPassword(id: string, password: string) {
    await this.page.getByLabel('Email or Mobile').fill(id);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }

  alert() {
    return this.page.getByRole('alert');
  }

  /** Three wrong pins, each answered before the next (spec §4 messages), leaving password mode. */
  async blockPin(id: string) {
    await this.withPin(id, '000000');
    await expect(this.alert()).toHaveText('Invalid pin. 2 attempts pending');
    await this.withPin(id, '000000');
    await expect(this.alert()).toHaveText('Invalid pin. 1 attempt pending');
    await this.withPin(id, '000000');
    await expect(this.alert()).toHaveText('Pin is blocked. Try after 30 mins or try with password.');
  }
}

/**
 * Signs up and signs in through the screens; answers on the dashboard. For the tests whose subject is the
 * sign-up and sign-in screens themselves; other tests start from `signUpAndSignIn`.
 */
export async function signUpAndSignInOnScreens(page: Page, a: AstrologerDetails) {
  const signUp = new SignUpPage(page);
  await signUp.open();
  await signUp.fill(a);
  await signUp.submit();
  await expect(page.getByText('Your astrologer account is created successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  const signIn = new SignInPage(page);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await signIn.withPin(a.email, a.pin);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** The answer envelope of an API call made by a test, refused unless its code is 200. */
async function dataOf<T>(answer: APIResponse): Promise<T> {
  const body = (await answer.json()) as { code: string; message: string; data: T };
  expect(body.code, body.message).toBe('200');
  return body.data;
}

/** Creates an account by the calls the Sign Up screen makes (captcha, sign-up); signs nobody in. */
export async function signUpByApi(page: Page, a: AstrologerDetails) {
  const { checksum } = await dataOf<{ checksum: string }>(await page.request.get('/api/captcha'));
  const signUp = {
    ...{ firstName: a.firstName, lastName: a.lastName, emailId: a.email, mobile: a.mobile },
    ...{ pin: a.pin, confirmPin: a.pin, password: a.password, confirmPasword: a.password },
    ...{ captcha: 'Ab3cD4', checksum, termsAccepted: true },
  };
  await dataOf(await page.request.post('/api/astrologer/add', { data: signUp }));
}

/**
 * Signs up and signs in by the calls the screens make (captcha, sign-up, sign-in with the pin), keeps the token
 * where the sign-in screen keeps it (apps/web/src/api/token.ts) and opens the dashboard. Driving both screens
 * cost every browser test several seconds; accounts.spec and usability.spec still drive them.
 */
export async function signUpAndSignIn(page: Page, a: AstrologerDetails) {
  const api = page.request;
  await signUpByApi(page, a);
  const signIn = { emailOrMobile: a.email, pin: a.pin };
  const { token } = await dataOf<{ token: string }>(
    await api.post('/api/astrologer/login', { data: signIn }),
  );
  // Storage belongs to the origin: a page of it without the app's script is enough to put the token in place.
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('kpdesk.token', value), token);
  await page.goto('/home.html');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByText('You tried to Signoff from the applicaition. Do you really want to exit?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
}
