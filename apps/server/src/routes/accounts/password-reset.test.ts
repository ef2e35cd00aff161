import { existsSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, lastMailTo, signUpAstrologer, type TestApp } from '../../test/app.js';

const LOGIN = '/api/astrologer/login';
const RESET_OTP = '/api/astrologer/resetpassword/otp';
const RESET = '/api/astrologer/resetpassword';
const FORGOT_PIN = '/api/astrologer/forgotpin';
const NEW_PASSWORD = 'Fresh#2026';
const BAD_OTP = { code: '101', message: 'Invalid or expired OTP. Request a new OTP.', data: null };
const NOT_REGISTERED = 'Email or Mobile number is not registered.';
const WEAK_PASSWORD =
  'Enter valid password. min: 8, max:20, required: 1 char, 1 digit, 1 cap, 1 special char';

const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const refused = (message: string) => ({ code: '400', message, data: null });

/** The OTP of a reset mail: the subject and the body must name the same six digits. */
function otpFrom(mail: string): string {
  const subject = /OTP: (\d{6})/.exec(mail)?.[1];
  const body = /password is (\d{6})\./.exec(mail)?.[1];
  if (!subject || subject !== body) throw new Error(`no consistent OTP in the mail:\n${mail}`);
  return subject;
}

/** Asks for an OTP by `emailOrMobile` and reads it from the newest mail to `email`. */
async function requestOtp(t: TestApp, emailOrMobile: string, email = emailOrMobile): Promise<string> {
  const res = await post(t, RESET_OTP, { emailOrMobile });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ code: '200', message: 'OTP is sent to your email address.', data: null });
  return otpFrom(lastMailTo(t.outbox, email));
}

const reset = (t: TestApp, emailOrMobile: string, otp: string, password = NEW_PASSWORD) =>
  post(t, RESET, { emailOrMobile, otp, newPassword: password, confirmPassword: password });

/** A six-digit OTP that is surely not `otp`. */
const otherOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

async function blockPin(t: TestApp, email: string) {
  for (let i = 0; i < 3; i++) await post(t, LOGIN, { emailOrMobile: email, pin: '999999' });
}

async function lockAccount(t: TestApp, email: string) {
  await blockPin(t, email);
  for (let i = 0; i < 3; i++) await post(t, LOGIN, { emailOrMobile: email, password: 'Wrong#2025' });
}

const counters = (t: TestApp) =>
  t.app.context.db
    .selectFrom('astrologers')
    .select(['pin_failures', 'password_failures', 'pin_blocked_until'])
    .executeTakeFirstOrThrow();

const forgot = (t: TestApp, emailOrMobile: string, password: string, pin = '112233') =>
  post(t, FORGOT_PIN, { emailOrMobile, password, newPin: pin, confirmPin: pin });

describe.each(dialects())('reset password on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers HTTP 404 code 100 for an unknown identifier, in both steps, and mails nothing', async () => {
    t = await createTestApp(dialect);
    const otp = await post(t, RESET_OTP, { emailOrMobile: 'nobody@example.com' });
    expect(otp.statusCode).toBe(404);
    expect(otp.json()).toEqual({ code: '100', message: NOT_REGISTERED, data: null });
    const step2 = await reset(t, '9000000000', '123456');
    expect(step2.statusCode).toBe(404);
    expect(step2.json()).toMatchObject({ code: '100' });
    expect(existsSync(t.outbox) ? readdirSync(t.outbox) : []).toEqual([]);
  });

  it('mails the OTP to the account email when asked by mobile, resets with it once, ends sessions', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.mobile, fields.emailId);
    const res = await reset(t, fields.mobile, otp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '200', message: 'Password is reset successfully.', data: null });
    const again = await reset(t, fields.mobile, otp, 'Again#2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_OTP);
    const view = await t.app.inject({ method: 'GET', url: '/api/astrologer/view', headers });
    expect(view.statusCode).toBe(403);
  });

  it('lets the new password sign in and refuses the old one', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    await reset(t, fields.emailId, await requestOtp(t, fields.emailId));
    await blockPin(t, fields.emailId);
    const old = await post(t, LOGIN, { emailOrMobile: fields.emailId, password: fields.password });
    expect(old.json()).toMatchObject({
      code: '103',
      message: 'Invalid password',
      data: { passwordCount: 1 },
    });
    const fresh = await post(t, LOGIN, { emailOrMobile: fields.emailId, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ code: '200', data: { pinCount: 0, passwordCount: 0 } });
  });

  it('counts a wrong OTP as a try: after 4 wrong tries the right OTP still works', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.emailId);
    for (let i = 0; i < 4; i++)
      expect((await reset(t, fields.emailId, otherOtp(otp))).json()).toEqual(BAD_OTP);
    const row = await t.app.context.db
      .selectFrom('password_resets')
      .select('tries')
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(4);
    expect((await reset(t, fields.emailId, otp)).json()).toMatchObject({ code: '200' });
  });

  it('refuses even the right OTP after 5 wrong tries, until a new OTP is requested', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.emailId);
    for (let i = 0; i < 5; i++) await reset(t, fields.emailId, otherOtp(otp));
    const right = await reset(t, fields.emailId, otp);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(BAD_OTP);
    const next = await requestOtp(t, fields.emailId);
    expect((await reset(t, fields.emailId, next)).json()).toMatchObject({ code: '200' });
  });

  it('accepts an OTP just under 10 minutes old and refuses one older than 10 minutes', async () => {
    t = await createTestApp(dialect);
    const early = (await signUpAstrologer(t.app)).fields.emailId;
    const late = (await signUpAstrologer(t.app)).fields.emailId;
    const otps = [await requestOtp(t, early), await requestOtp(t, late)] as const;
    t.clock.advance(10 * 60_000 - 1000);
    expect((await reset(t, early, otps[0])).json()).toMatchObject({ code: '200' });
    t.clock.advance(1001);
    const res = await reset(t, late, otps[1]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_OTP);
  });

  it('replaces an older OTP with a newer one', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const first = await requestOtp(t, fields.emailId);
    let second = await requestOtp(t, fields.emailId);
    while (second === first) second = await requestOtp(t, fields.emailId);
    expect((await reset(t, fields.emailId, first)).json()).toEqual(BAD_OTP);
    expect((await reset(t, fields.emailId, second)).json()).toMatchObject({ code: '200' });
  });

  it('unlocks a locked account and resets both counters', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    await lockAccount(t, fields.emailId);
    expect(await counters(t)).toMatchObject({ pin_failures: 3, password_failures: 3 });
    await reset(t, fields.emailId, await requestOtp(t, fields.emailId));
    expect(await counters(t)).toEqual({ pin_failures: 0, password_failures: 0, pin_blocked_until: null });
    const login = await post(t, LOGIN, { emailOrMobile: fields.emailId, pin: fields.pin });
    expect(login.json()).toMatchObject({ code: '200', data: { pinCount: 0, passwordCount: 0 } });
  });

  it('stores only a hash of the OTP', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.emailId);
    const rows = await t.app.context.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.otp_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(rows)).not.toContain(otp);
  });

  it.each([
    [{ emailOrMobile: '' }, 'Enter Email or Mobile number.'],
    [{ emailOrMobile: 'meena' }, 'Enter valid Email or Mobile number.'],
    [{ otp: '' }, 'Enter otp'],
    [{ otp: '12a4' }, 'Enter valid otp'],
    [{ otp: '1234' }, 'Enter valid otp'],
    [{ newPassword: 'Short#1', confirmPassword: 'Short#1' }, WEAK_PASSWORD],
    [{ newPassword: 'nocapital#2026', confirmPassword: 'nocapital#2026' }, WEAK_PASSWORD],
    [{ confirmPassword: '' }, 'Enter confirm password'],
    [{ confirmPassword: 'Other#2026' }, 'New password and confirm password does not match'],
  ])('refuses reset %o with "%s" without using a try', async (change, message) => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.emailId);
    const body = {
      emailOrMobile: fields.emailId,
      otp,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const res = await post(t, RESET, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(message));
    const row = await t.app.context.db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tries: 0, used_at: null });
  });

  it.each([
    ['', 'Enter Email or Mobile number.'],
    ['12345678', 'Enter valid Email or Mobile number.'],
    ['+919840012345', 'Enter valid Email or Mobile number.'],
  ])('refuses an OTP request for "%s" with "%s"', async (emailOrMobile, message) => {
    t = await createTestApp(dialect);
    const res = await post(t, RESET_OTP, { emailOrMobile });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(message));
  });
});

describe.each(dialects())('forgot pin on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('changes the pin with the right password: the new pin signs in, the old does not', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const res = await forgot(t, fields.mobile, fields.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '200', message: 'Pin is changed successfully.', data: null });
    const old = await post(t, LOGIN, { emailOrMobile: fields.emailId, pin: fields.pin });
    expect(old.json()).toMatchObject({ code: '102', data: { pinCount: 1 } });
    const fresh = await post(t, LOGIN, { emailOrMobile: fields.emailId, pin: '112233' });
    expect(fresh.json()).toMatchObject({ code: '200', data: { pinCount: 0 } });
    const view = await t.app.inject({ method: 'GET', url: '/api/astrologer/view', headers });
    expect(view.statusCode).toBe(403);
  });

  it('unblocks a blocked pin', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    await blockPin(t, fields.emailId);
    await forgot(t, fields.emailId, fields.password);
    const login = await post(t, LOGIN, { emailOrMobile: fields.emailId, pin: '112233' });
    expect(login.json()).toMatchObject({ code: '200' });
  });

  it('answers 401 with the attempts pending for a wrong password and locks at the third', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await forgot(t, fields.emailId, 'Wrong#2025'));
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(answers.map((r) => r.json<unknown>())).toEqual([
      { code: '103', message: 'Invalid password. 2 attempts pending', data: null },
      { code: '103', message: 'Invalid password. 1 attempt pending', data: null },
      { code: '103', message: 'Account is locked. Reset your password to unlock it', data: null },
    ]);
    expect(await counters(t)).toMatchObject({ password_failures: 3 });
    const right = await forgot(t, fields.emailId, fields.password);
    expect(right.json()).toMatchObject({
      code: '103',
      message: 'Account is locked. Reset your password to unlock it',
    });
    const pin = await post(t, LOGIN, { emailOrMobile: fields.emailId, pin: fields.pin });
    expect(pin.json()).toMatchObject({ code: '103', data: { passwordCount: 3 } });
  });

  it('counts a wrong password here together with wrong passwords at sign-in', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    await forgot(t, fields.emailId, 'Wrong#2025');
    await blockPin(t, fields.emailId);
    const login = await post(t, LOGIN, { emailOrMobile: fields.emailId, password: 'Wrong#2025' });
    expect(login.json()).toMatchObject({ code: '103', data: { passwordCount: 2 } });
  });

  it.each([
    [{ emailOrMobile: '' }, 'Enter Email or Mobile number.'],
    [{ emailOrMobile: '98400' }, 'Enter valid Email or Mobile number.'],
    [{ password: '' }, 'Enter password'],
    [{ password: 'weakpass' }, 'Enter valid password'],
    [{ newPin: '', confirmPin: '' }, 'Enter pin'],
    [{ newPin: '12345', confirmPin: '12345' }, 'Enter valid pin. min: 6 digit, max: 15 digit'],
    [
      { newPin: '1234567890123456', confirmPin: '1234567890123456' },
      'Enter valid pin. min: 6 digit, max: 15 digit',
    ],
    [{ newPin: '-123456', confirmPin: '-123456' }, 'Enter valid pin. min: 6 digit, max: 15 digit'],
    [{ confirmPin: '' }, 'Enter confirm pin'],
    [{ confirmPin: '332211' }, 'New pin and confirm pin does not match'],
  ])('refuses %o with "%s" and keeps the pin', async (change, message) => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const body = {
      emailOrMobile: fields.emailId,
      password: fields.password,
      newPin: '112233',
      confirmPin: '112233',
    };
    const res = await post(t, FORGOT_PIN, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(message));
    expect((await post(t, LOGIN, { emailOrMobile: fields.emailId, pin: fields.pin })).statusCode).toBe(200);
  });
});
