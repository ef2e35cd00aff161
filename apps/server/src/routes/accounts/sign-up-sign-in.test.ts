import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dialects,
  newAstrologerFields,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';

const post = (t: TestApp, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const login = (t: TestApp, payload: Record<string, string>) => post(t, '/api/astrologer/login', payload);

describe.each(dialects())('sign-up and sign-in on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('creates an account with the spec success message', async () => {
    t = await createTestApp(dialect);
    const res = await post(t, '/api/astrologer/add', newAstrologerFields());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '200',
      message: 'Your astrologer account is created successfully.',
      data: null,
    });
  });

  it('refuses a taken email (101) and a taken mobile (102) with HTTP 409', async () => {
    t = await createTestApp(dialect);
    const first = newAstrologerFields();
    await post(t, '/api/astrologer/add', first);
    const sameEmail = await post(
      t,
      '/api/astrologer/add',
      newAstrologerFields({ emailId: first.emailId.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: '101', message: 'Email address is already registered.' });
    const sameMobile = await post(t, '/api/astrologer/add', newAstrologerFields({ mobile: first.mobile }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json()).toMatchObject({ code: '102', message: 'Mobile number is already registered.' });
  });

  it.each([
    [{ firstName: '' }, 'Enter first name', '400'],
    [{ firstName: 'M3ena' }, 'Enter valid first name', '400'],
    [{ emailId: 'bad' }, 'Enter valid email address', '101'],
    [{ mobile: '+9198400' }, 'Enter valid mobile number', '102'],
    [{ pin: '12', confirmPin: '12' }, 'Enter valid pin. min: 6 digit, max: 15 digit', '103'],
    [{ confirmPin: '135790' }, 'New pin and confirm pin does not match', '103'],
    [
      { password: 'weakpass', confirmPasword: 'weakpass' },
      'Enter valid password. min: 8, max:20, required: 1 char, 1 digit, 1 cap, 1 special char',
      '400',
    ],
    [{ confirmPasword: 'Other@2025' }, 'New password and confirm password does not match', '400'],
    [{ captcha: '' }, 'Enter Captcha value from image', '105'],
    [{ termsAccepted: false }, 'Please accept terms & condition', '104'],
  ])('refuses %o with "%s" (code %s) and creates nothing', async (change, message, code) => {
    t = await createTestApp(dialect);
    const fields = newAstrologerFields(change);
    const res = await post(t, '/api/astrologer/add', fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code, message, data: null });
    const count = await t.app.context.db
      .selectFrom('astrologers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('checks the captcha against its signed checksum when captchas are enabled', async () => {
    t = await createTestApp(dialect, { CAPTCHA_DISABLED: '0' });
    const captcha = (await t.app.inject({ method: 'GET', url: '/api/captcha' })).json<{
      data: { checksum: string };
    }>().data;
    const res = await post(
      t,
      '/api/astrologer/add',
      newAstrologerFields({ captcha: 'Ab12cd', checksum: captcha.checksum }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Captcha value' });
  });

  it('signs in with the pin by email or mobile and returns a token', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    for (const id of [fields.emailId, fields.mobile]) {
      const res = await login(t, { emailOrMobile: id, pin: fields.pin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: '200', data: { pinCount: 0, passwordCount: 0 } });
      expect(res.json<{ data: { token: string } }>().data.token.split('.')).toHaveLength(3);
    }
  });

  it('answers 101 for an unknown account', async () => {
    t = await createTestApp(dialect);
    const res = await login(t, { emailOrMobile: 'nobody@example.com', pin: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: '101',
      message: 'Email or Mobile number is not registered.',
      data: { pinCount: 0, passwordCount: 0 },
    });
  });

  it('blocks the pin after three wrong pins while the password still works, for 30 minutes', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const wrong = { emailOrMobile: fields.emailId, pin: '999999' };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await login(t, wrong)).json<{ code: string; data: { pinCount: number } }>());
    expect(answers.map((a) => [a.code, a.data.pinCount])).toEqual([
      ['102', 1],
      ['102', 2],
      ['102', 3],
    ]);
    const blocked = await login(t, { emailOrMobile: fields.emailId, pin: fields.pin });
    expect(blocked.json()).toMatchObject({ code: '103', message: 'Pin is blocked', data: { pinCount: 3 } });
    const byPassword = await login(t, { emailOrMobile: fields.emailId, password: fields.password });
    expect(byPassword.json()).toMatchObject({ code: '200', data: { pinCount: 0 } });
    // after a success the counters are reset: the pin works again at once
    expect((await login(t, { emailOrMobile: fields.emailId, pin: fields.pin })).statusCode).toBe(200);
  });

  it('lifts a pin block after 30 minutes', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    for (let i = 0; i < 3; i++) await login(t, { emailOrMobile: fields.emailId, pin: '999999' });
    t.clock.advance(29 * 60_000);
    expect((await login(t, { emailOrMobile: fields.emailId, pin: fields.pin })).json()).toMatchObject({
      code: '103',
    });
    t.clock.advance(60_001);
    expect((await login(t, { emailOrMobile: fields.emailId, pin: fields.pin })).json()).toMatchObject({
      code: '200',
    });
  });

  it('refuses the password while the pin is not blocked (102, "try with pin")', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const res = await login(t, { emailOrMobile: fields.emailId, password: fields.password });
    expect(res.json()).toMatchObject({ code: '102', data: { pinCount: 0 } });
  });

  it('locks the account after three wrong passwords until a reset', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    for (let i = 0; i < 3; i++) await login(t, { emailOrMobile: fields.emailId, pin: '999999' });
    const counts = [];
    for (let i = 0; i < 3; i++) {
      const res = await login(t, { emailOrMobile: fields.emailId, password: 'Wrong@2025' });
      counts.push(res.json<{ code: string; data: { passwordCount: number } }>());
    }
    expect(counts.map((c) => [c.code, c.data.passwordCount])).toEqual([
      ['103', 1],
      ['103', 2],
      ['103', 3],
    ]);
    const right = await login(t, { emailOrMobile: fields.emailId, password: fields.password });
    expect(right.json()).toMatchObject({
      code: '103',
      message: 'Account is locked. Reset your password to unlock it',
    });
    t.clock.advance(24 * 3600_000);
    expect((await login(t, { emailOrMobile: fields.emailId, pin: fields.pin })).json()).toMatchObject({
      code: '103',
    });
  });

  it('never lets a parallel burst of wrong pins past the limit', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => login(t, { emailOrMobile: fields.emailId, pin: '999999' })),
    );
    const codes = burst.map((r) => r.json<{ code: string }>().code);
    expect(codes.filter((c) => c === '102')).toHaveLength(3);
    expect(codes.filter((c) => c === '103')).toHaveLength(7);
    const row = await t.app.context.db
      .selectFrom('astrologers')
      .select('pin_failures')
      .executeTakeFirstOrThrow();
    expect(row.pin_failures).toBe(3);
  });

  it('stores no plain pin or password', async () => {
    t = await createTestApp(dialect);
    const { fields } = await signUpAstrologer(t.app);
    const row = await t.app.context.db.selectFrom('astrologers').selectAll().executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(fields.pin);
    expect(stored).not.toContain(fields.password);
    expect(row.pin_hash).toMatch(/^scrypt\$/);
  });

  it('answers sign-in validation with the spec messages', async () => {
    t = await createTestApp(dialect);
    expect((await login(t, { emailOrMobile: '', pin: '123456' })).json()).toMatchObject({
      code: '400',
      message: 'Enter Email or Mobile number.',
    });
    expect((await login(t, { emailOrMobile: 'abc', pin: '123456' })).json()).toMatchObject({
      message: 'Enter valid Email or Mobile number.',
    });
    expect((await login(t, { emailOrMobile: '9840012345', pin: '12a' })).json()).toMatchObject({
      message: 'Enter valid pin',
    });
  });
});
