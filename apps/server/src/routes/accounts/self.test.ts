import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
  PROFILE_IN_CHENNAI,
} from '../../test/app.js';

const LOGIN_EXPIRED = { code: '403', message: 'Login Expired. Please Login again', data: null };
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const PROFILE = PROFILE_IN_CHENNAI;

describe.each(dialects())('the astrologer’s own account on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('shows and edits the personal details', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    expect((await get(t, '/api/astrologer/view', headers)).json()).toMatchObject({
      data: { firstName: 'Meena', lastName: 'Iyer', city: null, timezone: 5.5, latitude: null },
    });
    const res = await post(t, '/api/astrologer/edit', PROFILE, headers);
    expect(res.json()).toEqual({
      code: '200',
      message: 'Your personal details are updated successfully.',
      data: null,
    });
    expect((await get(t, '/api/astrologer/view', headers)).json()).toMatchObject({ data: PROFILE });
  });

  it.each([
    [{ firstName: '' }, 'Enter first name'],
    [{ address: 'Short street' }, 'Enter valid address'],
    [{ city: 'Ooty', latitude: 95 }, 'Enter latitude value in between -90 and 90'],
    [{ city: '', latitude: 11.4, longitude: 76.7 }, 'Enter valid city name'],
    [{ longitude: 181 }, 'Enter longitude value in between -180 and 180'],
  ])('refuses profile %o with "%s" and changes nothing', async (change, message) => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await post(t, '/api/astrologer/edit', { ...PROFILE, ...change }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await get(t, '/api/astrologer/view', headers)).json()).toMatchObject({ data: { city: null } });
  });

  it('changes email and mobile, refusing no change and another account’s email', async () => {
    t = await createTestApp(dialect);
    const me = await signUpAstrologer(t.app);
    const other = await signUpAstrologer(t.app);
    const current = { email: me.fields.emailId, mobile: me.fields.mobile };
    expect((await get(t, '/api/astrologer/getMobileAndEmail', me.headers)).json()).toMatchObject({
      data: current,
    });
    expect((await post(t, '/api/astrologer/changeMobileAndEmail', current, me.headers)).json()).toMatchObject(
      {
        code: '400',
        message: 'You have not changed any value.',
      },
    );
    const taken = await post(
      t,
      '/api/astrologer/changeMobileAndEmail',
      { ...current, email: other.fields.emailId },
      me.headers,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: '101' });
    const changed = { email: 'meena.new@example.com', mobile: '9000012345' };
    expect((await post(t, '/api/astrologer/changeMobileAndEmail', changed, me.headers)).json()).toMatchObject(
      {
        message: 'Your email and mobile details updated successfully.',
      },
    );
    expect((await get(t, '/api/astrologer/getMobileAndEmail', me.headers)).json()).toMatchObject({
      data: changed,
    });
  });

  it('changes the pin: older tokens stop working, the answer carries a new one', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const body = { oldPin: fields.pin, newPin: '112233', confirmPin: '112233' };
    expect(
      (await post(t, '/api/astrologer/changepin', { ...body, oldPin: '999999' }, headers)).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          t,
          '/api/astrologer/changepin',
          { ...body, newPin: fields.pin, confirmPin: fields.pin },
          headers,
        )
      ).json(),
    ).toMatchObject({
      message: 'New pin can not be current pin',
    });
    const res = await post(t, '/api/astrologer/changepin', body, headers);
    const answer = res.json<{ data: { code: string; message: string; token: string } }>();
    expect(answer.data).toMatchObject({ code: '200', message: 'Your pin is changed successfully' });
    const old = await get(t, '/api/astrologer/view', headers);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual(LOGIN_EXPIRED);
    expect((await get(t, '/api/astrologer/view', authHeader(answer.data.token))).statusCode).toBe(200);
  });

  it('changes the password: the same password is refused, older tokens stop working', async () => {
    t = await createTestApp(dialect);
    const { fields, headers } = await signUpAstrologer(t.app);
    const same = {
      oldPassword: fields.password,
      newPassword: fields.password,
      confirmPassword: fields.password,
    };
    expect((await post(t, '/api/astrologer/changepassword', same, headers)).json()).toMatchObject({
      message: 'New password can not be current password.',
    });
    const body = { oldPassword: fields.password, newPassword: 'Fresh#2026', confirmPassword: 'Fresh#2026' };
    const res = await post(t, '/api/astrologer/changepassword', body, headers);
    expect(res.json()).toMatchObject({ code: '200', message: 'Your password is changed successfully.' });
    expect((await get(t, '/api/astrologer/view', headers)).statusCode).toBe(403);
  });

  it('answers 403 with the envelope for a missing, garbage, foreign or expired token', async () => {
    t = await createTestApp(dialect, { TOKEN_TTL: '1h' });
    const { headers } = await signUpAstrologer(t.app);
    const foreign = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('kpdesk')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const h of [{}, authHeader('garbage'), authHeader(foreign)]) {
      const res = await get(t, '/api/astrologer/view', h);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(LOGIN_EXPIRED);
    }
    expect((await get(t, '/api/astrologer/view', headers)).statusCode).toBe(200);
    t.clock.advance(3600_000 + 1000);
    expect((await get(t, '/api/astrologer/view', headers)).statusCode).toBe(403);
  });

  it('rate-limits sign-in per account while the lockout still counts exactly', async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '3' });
    const { fields } = await signUpAstrologer(t.app, {});
    // sign-up's own sign-in used one of the three
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await post(t, '/api/astrologer/login', { emailOrMobile: fields.emailId, pin: '999999' }));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    expect(answers[2]?.json()).toMatchObject({ code: '429' });
    const row = await t.app.context.db
      .selectFrom('astrologers')
      .select('pin_failures')
      .executeTakeFirstOrThrow();
    expect(row.pin_failures).toBe(2);
  });
});
