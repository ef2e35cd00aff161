import { afterEach, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
  PROFILE_IN_CHENNAI,
} from '../../test/app.js';

type Headers = Record<string, string>;
const LOGIN_EXPIRED = { code: '403', message: 'Login Expired. Please Login again', data: null };
const refused = (message: string, code = '400') => ({ code, message, data: null });
const get = (t: TestApp, url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (t: TestApp, url: string, payload: object, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const view = async (t: TestApp, headers: Headers) =>
  (await get(t, '/api/astrologer/view', headers)).json<{ data: unknown }>().data;
const pinLogin = (t: TestApp, emailOrMobile: string, pin: string) =>
  post(t, '/api/astrologer/login', { emailOrMobile, pin });

const PROFILE = PROFILE_IN_CHENNAI;

describe.each(dialects())('personal details on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('shows the sign-up names with the default time zone and no place', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await get(t, '/api/astrologer/view', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: '200',
      data: { firstName: 'Meena', lastName: 'Iyer', address: null, city: null, timezone: 5.5 },
    });
    expect(res.json()).toMatchObject({ data: { latitude: null, longitude: null } });
  });

  it('saves the details and reads them back', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await post(t, '/api/astrologer/edit', PROFILE, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '200',
      message: 'Your personal details are updated successfully.',
      data: null,
    });
    expect(await view(t, headers)).toEqual(PROFILE);
  });

  it('takes numbers typed as text, the boundary values, and a 20-character address', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const typed = {
      ...PROFILE,
      address: 'a'.repeat(20),
      timezone: '-3.5',
      latitude: '-90',
      longitude: '180',
    };
    expect((await post(t, '/api/astrologer/edit', typed, headers)).statusCode).toBe(200);
    expect(await view(t, headers)).toEqual({ ...typed, timezone: -3.5, latitude: -90, longitude: 180 });
  });

  it('clears the optional details when they are left empty', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    await post(t, '/api/astrologer/edit', PROFILE, headers);
    const empty = { firstName: 'Meena', lastName: '', address: '', city: '', latitude: '', longitude: '' };
    expect((await post(t, '/api/astrologer/edit', { ...empty, timezone: '' }, headers)).statusCode).toBe(200);
    expect(await view(t, headers)).toEqual({
      ...empty,
      address: null,
      city: null,
      latitude: null,
      longitude: null,
      timezone: 5.5,
    });
  });

  it.each([
    [{ firstName: '' }, 'Enter first name'],
    [{ firstName: 'M3ena' }, 'Enter valid first name'],
    [{ lastName: 'Iy3r' }, 'Enter valid last name'],
    [{ address: 'a'.repeat(19) }, 'Enter valid address'],
    [{ city: 'Ooty', latitude: null, longitude: null }, 'Enter latitude value in between -90 and 90'],
    [{ city: '', longitude: null }, 'Enter valid city name'],
    [{ city: '', latitude: null }, 'Enter valid city name'],
    [{ city: 'Ama' }, 'Enter valid city name'],
    [{ city: 'Ooty', longitude: null }, 'Enter longitude value in between -180 and 180'],
    [{ latitude: 90.01 }, 'Enter latitude value in between -90 and 90'],
    [{ latitude: -91 }, 'Enter latitude value in between -90 and 90'],
    [{ longitude: 180.5 }, 'Enter longitude value in between -180 and 180'],
    [{ longitude: -181 }, 'Enter longitude value in between -180 and 180'],
    [{ timezone: 15 }, 'Select valid timezone'],
  ])('refuses %o with "%s" and changes nothing', async (change, message) => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const saved = { ...PROFILE, city: 'Coimbatore', latitude: 11.0168, longitude: 76.9558 };
    await post(t, '/api/astrologer/edit', saved, headers);
    const res = await post(t, '/api/astrologer/edit', { ...PROFILE, ...change }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(message));
    expect(await view(t, headers)).toEqual(saved);
  });
});

describe.each(dialects())('email and mobile on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());
  const CONTACT = '/api/astrologer/getMobileAndEmail';
  const CHANGE = '/api/astrologer/changeMobileAndEmail';

  it('shows and changes both; the new email signs in, the old one no longer does', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    expect((await get(t, CONTACT, headers)).json()).toMatchObject({
      code: '200',
      data: { email: fields.emailId, mobile: fields.mobile },
    });
    const changed = { email: 'meena.new@example.com', mobile: '9000012345' };
    const res = await post(t, CHANGE, changed, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '200',
      message: 'Your email and mobile details updated successfully.',
      data: null,
    });
    expect((await get(t, CONTACT, headers)).json()).toMatchObject({ data: changed });
    expect((await pinLogin(t, changed.email, fields.pin)).statusCode).toBe(200);
    expect((await pinLogin(t, fields.emailId, fields.pin)).json()).toMatchObject({ code: '101' });
  });

  it('changes the mobile alone', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const changed = { email: fields.emailId, mobile: '9000012345' };
    expect((await post(t, CHANGE, changed, headers)).json()).toMatchObject({ code: '200' });
    expect((await get(t, CONTACT, headers)).json()).toMatchObject({ data: changed });
  });

  it('refuses the same values, whatever the case of the email', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    for (const email of [fields.emailId, fields.emailId.toUpperCase()]) {
      const res = await post(t, CHANGE, { email, mobile: fields.mobile }, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('You have not changed any value.'));
    }
  });

  it('refuses another account’s email (101) or mobile (102) with HTTP 409 and changes nothing', async () => {
    t = await createTestApp(dialect);
    const me = await signUpAstrologer(t.app);
    const other = await signUpAstrologer(t.app);
    const mine = { email: me.fields.emailId, mobile: me.fields.mobile };
    const email = await post(t, CHANGE, { ...mine, email: other.fields.emailId }, me.headers);
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual(refused('Email address is already registered.', '101'));
    const mobile = await post(t, CHANGE, { ...mine, mobile: other.fields.mobile }, me.headers);
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json()).toEqual(refused('Mobile number is already registered.', '102'));
    expect((await get(t, CONTACT, me.headers)).json()).toMatchObject({ data: mine });
  });

  it.each([
    [{ email: '' }, 'Enter email address'],
    [{ email: 'a@b.co' }, 'Enter valid email address'],
    [{ mobile: '' }, 'Enter mobile number'],
    [{ mobile: '+919000012345' }, 'Enter valid mobile number'],
    [{ mobile: '900001234' }, 'Enter valid mobile number'],
  ])('refuses %o with "%s"', async (change, message) => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await post(
      t,
      CHANGE,
      { email: 'meena.new@example.com', mobile: '9000012345', ...change },
      headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(message));
  });
});

describe.each(dialects())('change pin and password on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());
  const PIN = '/api/astrologer/changepin';
  const PASSWORD = '/api/astrologer/changepassword';

  it('changes the pin: data carries code 200, the old token expires, the new pin signs in', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const res = await post(t, PIN, { oldPin: fields.pin, newPin: '112233', confirmPin: '112233' }, headers);
    expect(res.statusCode).toBe(200);
    const message = 'Your pin is changed successfully';
    const answer = res.json<{ code: string; message: string; data: { token: string } }>();
    expect(answer).toMatchObject({ code: '200', message, data: { code: '200', message } });
    expect(Object.keys(answer.data).sort()).toEqual(['code', 'message', 'token']);
    expect(answer.data.token.split('.')).toHaveLength(3);
    const old = await get(t, '/api/astrologer/view', headers);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual(LOGIN_EXPIRED);
    const token = answer.data.token;
    expect((await get(t, '/api/astrologer/view', authHeader(token))).statusCode).toBe(200);
    expect((await pinLogin(t, fields.emailId, '112233')).json()).toMatchObject({ code: '200' });
    expect((await pinLogin(t, fields.emailId, fields.pin)).json()).toMatchObject({ code: '102' });
  });

  it.each([
    [{ oldPin: '999999' }, 'Current pin is not correct', '103'],
    [{ oldPin: '' }, 'Enter pin', '400'],
    [{ oldPin: '+246810' }, 'Enter valid pin.', '400'],
    [{ newPin: '246810', confirmPin: '246810' }, 'New pin can not be current pin', '400'],
    [{ newPin: '11223', confirmPin: '11223' }, 'Enter valid pin. min: 6 digit, max: 15 digit', '400'],
    [{ confirmPin: '' }, 'Enter confirm pin', '400'],
    [{ confirmPin: '332211' }, 'New pin and confirm pin does not match', '400'],
  ])('refuses pin change %o with "%s" and keeps pin and session', async (change, message, code) => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const body = { oldPin: fields.pin, newPin: '112233', confirmPin: '112233', ...change };
    const res = await post(t, PIN, body, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(message, code));
    expect((await get(t, '/api/astrologer/view', headers)).statusCode).toBe(200);
    expect((await pinLogin(t, fields.emailId, fields.pin)).statusCode).toBe(200);
  });

  it('changes the password: the old token expires and the new password signs in', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const body = { oldPassword: fields.password, newPassword: 'Fresh#2026', confirmPassword: 'Fresh#2026' };
    const res = await post(t, PASSWORD, body, headers);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ data: { token: string } }>();
    expect(answer).toMatchObject({ code: '200', message: 'Your password is changed successfully.' });
    expect(answer.data.token.split('.')).toHaveLength(3);
    expect((await get(t, '/api/astrologer/view', headers)).json()).toEqual(LOGIN_EXPIRED);
    for (let i = 0; i < 3; i++) await pinLogin(t, fields.emailId, '999999');
    const login = await post(t, '/api/astrologer/login', {
      emailOrMobile: fields.emailId,
      password: 'Fresh#2026',
    });
    expect(login.json()).toMatchObject({ code: '200' });
  });

  it.each([
    [{ oldPassword: 'Wrong#2025' }, 'Current password is not correct', '103'],
    [{ oldPassword: '' }, 'Enter password', '400'],
    [
      { newPassword: 'Stars@2025', confirmPassword: 'Stars@2025' },
      'New password can not be current password.',
      '400',
    ],
    [
      { newPassword: 'fresh#2026', confirmPassword: 'fresh#2026' },
      'Enter valid password. min: 8, max:20, required: 1 char, 1 digit, 1 cap, 1 special char',
      '400',
    ],
    [{ confirmPassword: '' }, 'Enter confirm password', '400'],
    [{ confirmPassword: 'Other#2026' }, 'New password and confirm password does not match', '400'],
  ])('refuses password change %o with "%s" and keeps the session', async (change, message, code) => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const body = { oldPassword: fields.password, newPassword: 'Fresh#2026', confirmPassword: 'Fresh#2026' };
    const res = await post(t, PASSWORD, { ...body, ...change }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(message, code));
    expect((await get(t, '/api/astrologer/view', headers)).statusCode).toBe(200);
  });
});
