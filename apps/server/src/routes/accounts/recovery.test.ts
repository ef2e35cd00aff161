import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, lastMailTo, signUpAstrologer, type TestApp } from '../../test/app.js';

const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

function otpFrom(mail: string): string {
  const match = /OTP: (\d{6})/.exec(mail);
  if (!match?.[1]) throw new Error('no OTP in the mail');
  return match[1];
}

async function requestOtp(t: TestApp, email: string): Promise<string> {
  const res = await post(t, '/api/astrologer/resetpassword/otp', { emailOrMobile: email });
  expect(res.json()).toEqual({ code: '200', message: 'OTP is sent to your email address.', data: null });
  return otpFrom(lastMailTo(t.outbox, email));
}

const reset = (t: TestApp, email: string, otp: string, password = 'Fresh#2026') =>
  post(t, '/api/astrologer/resetpassword', {
    emailOrMobile: email,
    otp,
    newPassword: password,
    confirmPassword: password,
  });

async function blockPin(t: TestApp, email: string) {
  for (let i = 0; i < 3; i++) await post(t, '/api/astrologer/login', { emailOrMobile: email, pin: '999999' });
}

describe.each(dialects())('password reset and forgot pin on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers code 100 for an unknown identifier and mails nothing', async () => {
    t = await createTestApp(dialect);
    const res = await post(t, '/api/astrologer/resetpassword/otp', { emailOrMobile: 'nobody@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '100' });
  });

  it('resets the password with the mailed OTP, once, and the new password signs in', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.emailId);
    const res = await reset(t, fields.emailId, otp);
    expect(res.json()).toEqual({ code: '200', message: 'Password is reset successfully.', data: null });
    expect((await reset(t, fields.emailId, otp, 'Again#2026')).json()).toMatchObject({
      code: '101',
      message: 'Invalid or expired OTP. Request a new OTP.',
    });
    await blockPin(t, fields.emailId);
    const login = await post(t, '/api/astrologer/login', {
      emailOrMobile: fields.emailId,
      password: 'Fresh#2026',
    });
    expect(login.json()).toMatchObject({ code: '200' });
  });

  it('refuses an OTP older than 10 minutes', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.emailId);
    t.clock.advance(10 * 60_000 + 1);
    expect((await reset(t, fields.emailId, otp)).statusCode).toBe(400);
  });

  it('allows at most 5 tries, then even the right OTP fails', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const otp = await requestOtp(t, fields.emailId);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(t, fields.emailId, wrong)).statusCode).toBe(400);
    expect((await reset(t, fields.emailId, otp)).statusCode).toBe(400);
  });

  it('replaces an older OTP with a newer one', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const first = await requestOtp(t, fields.emailId);
    t.clock.advance(1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await requestOtp(t, fields.emailId);
    if (first !== second) expect((await reset(t, fields.emailId, first)).statusCode).toBe(400);
    expect((await reset(t, fields.emailId, second)).json()).toMatchObject({ code: '200' });
  });

  it('unlocks a locked account and stores no plain OTP', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    await blockPin(t, fields.emailId);
    for (let i = 0; i < 3; i++) {
      await post(t, '/api/astrologer/login', { emailOrMobile: fields.emailId, password: 'Wrong#2025' });
    }
    const otp = await requestOtp(t, fields.emailId);
    const rows = await t.app.context.db.selectFrom('password_resets').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(otp);
    await reset(t, fields.emailId, otp);
    const login = await post(t, '/api/astrologer/login', { emailOrMobile: fields.emailId, pin: fields.pin });
    expect(login.json()).toMatchObject({ code: '200' });
  });

  it.each([
    [{ otp: '' }, 'Enter otp'],
    [{ otp: '12a4' }, 'Enter valid otp'],
    [
      { newPassword: 'short', confirmPassword: 'short' },
      'Enter valid password. min: 8, max:20, required: 1 char, 1 digit, 1 cap, 1 special char',
    ],
    [{ confirmPassword: 'Other#2026' }, 'New password and confirm password does not match'],
  ])('refuses %o with "%s"', async (change, message) => {
    t = await createTestApp(dialect);
    const body = {
      emailOrMobile: 'meena@example.com',
      otp: '123456',
      newPassword: 'Fresh#2026',
      confirmPassword: 'Fresh#2026',
      ...change,
    };
    const res = await post(t, '/api/astrologer/resetpassword', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('changes a forgotten pin with the password; a wrong password counts towards the lockout', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const body = {
      emailOrMobile: fields.mobile,
      password: 'Wrong#2025',
      newPin: '112233',
      confirmPin: '112233',
    };
    const wrong = await post(t, '/api/astrologer/forgotpin', body);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: '103', message: 'Invalid password. 2 attempts pending' });
    const right = await post(t, '/api/astrologer/forgotpin', { ...body, password: fields.password });
    expect(right.json()).toEqual({ code: '200', message: 'Pin is changed successfully.', data: null });
    const oldPin = await post(t, '/api/astrologer/login', { emailOrMobile: fields.emailId, pin: fields.pin });
    expect(oldPin.json()).toMatchObject({ code: '102' });
    const newPin = await post(t, '/api/astrologer/login', { emailOrMobile: fields.emailId, pin: '112233' });
    expect(newPin.json()).toMatchObject({ code: '200' });
  });
});
