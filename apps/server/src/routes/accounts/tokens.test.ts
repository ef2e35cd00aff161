import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestApp,
  dialects,
  newAstrologerFields,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';

const LOGIN_EXPIRED = { code: '403', message: 'Login Expired. Please Login again', data: null };
const TOO_MANY = {
  code: '429',
  message: 'Too many attempts. Please wait a minute and try again.',
  data: null,
};
const view = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/astrologer/view', headers });
const login = (t: TestApp, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/astrologer/login', payload, remoteAddress });

interface Forged {
  secret?: Uint8Array;
  sub?: string;
  tv?: unknown;
  aud?: string;
}

/** A token built by hand; by default exactly what the server issues for account 1 at version 0. */
function forge(t: TestApp, { secret, sub = '1', tv = 0, aud = 'kpdesk' }: Forged = {}) {
  const iat = Math.floor(t.clock.now() / 1000);
  return new SignJWT({ tv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(secret ?? t.app.context.config.jwtSecret);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(dialects())('sign-in tokens on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('accepts the token of a sign-in, and a hand-made token only when it is exactly the same', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const res = await view(t, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '200', data: { firstName: 'Meena' } });
    expect((await view(t, authHeader(await forge(t)))).statusCode).toBe(200);
  });

  it('answers 403 with the envelope for a missing token or a wrong scheme', async () => {
    t = await createTestApp(dialect);
    const { token } = await signUpAstrologer(t.app);
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Basic ${token}` },
      { authorization: token },
    ];
    for (const headers of headerSets) {
      const res = await view(t, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(LOGIN_EXPIRED);
    }
  });

  it('answers 403 for garbage, another secret, a changed payload and an unsigned token', async () => {
    t = await createTestApp(dialect);
    const { token } = await signUpAstrologer(t.app);
    const [header, , signature] = token.split('.');
    const payload = { ...decodeJwt(token), sub: '2' };
    const tokens = [
      'garbage',
      'a.b.c',
      await forge(t, { secret: new TextEncoder().encode('another-secret-another-secret-another-secret') }),
      `${header}.${base64url(payload)}.${signature}`,
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(decodeJwt(token))}.`,
    ];
    for (const bad of tokens) {
      const res = await view(t, authHeader(bad));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(LOGIN_EXPIRED);
    }
  });

  it('answers 403 for a well-signed token with a wrong audience, account or version', async () => {
    t = await createTestApp(dialect);
    await signUpAstrologer(t.app);
    const tokens = [
      await forge(t, { aud: 'kpdesk-captcha' }),
      await forge(t, { sub: '999' }),
      await forge(t, { sub: 'meena' }),
      await forge(t, { tv: 1 }),
      await forge(t, { tv: '0' }),
    ];
    for (const bad of tokens) {
      const res = await view(t, authHeader(bad));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(LOGIN_EXPIRED);
    }
  });

  it('lets a token live exactly TOKEN_TTL', async () => {
    t = await createTestApp(dialect, { TOKEN_TTL: '1h' });
    const { token, headers } = await signUpAstrologer(t.app);
    const claims = decodeJwt(token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    t.clock.advance(3600_000 - 1000);
    expect((await view(t, headers)).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await view(t, headers);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual(LOGIN_EXPIRED);
  });

  it.each([
    ['GET', '/api/astrologer/view'],
    ['POST', '/api/astrologer/edit'],
    ['GET', '/api/astrologer/getMobileAndEmail'],
    ['POST', '/api/astrologer/changeMobileAndEmail'],
    ['POST', '/api/astrologer/changepassword'],
    ['POST', '/api/astrologer/changepin'],
  ] as const)('%s %s answers 403 before looking at the body', async (method, url) => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(LOGIN_EXPIRED);
  });
});

describe.each(dialects())('sign-in rate limit on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** Signs up without signing in, so no attempt is spent. */
  async function addAccount() {
    const fields = newAstrologerFields();
    await t.app.inject({ method: 'POST', url: '/api/astrologer/add', payload: fields });
    return fields;
  }

  const pinFailures = async (email: string) =>
    (
      await t.app.context.db
        .selectFrom('astrologers')
        .select('pin_failures')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).pin_failures;

  it('answers 429 with the envelope to the 4th attempt within a minute, even with the right pin', async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '3' });
    const fields = await addAccount();
    const wrong = { emailOrMobile: fields.emailId, pin: '999999' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await login(t, wrong)).json<{ code: string }>());
    expect(answers.map((a) => a.code)).toEqual(['102', '102', '102']);
    const fourth = await login(t, wrong);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(TOO_MANY);
    const right = await login(t, { emailOrMobile: fields.emailId, pin: fields.pin });
    expect(right.statusCode).toBe(429);
    expect(await pinFailures(fields.emailId)).toBe(3);
    const other = await addAccount();
    expect((await login(t, { emailOrMobile: other.emailId, pin: other.pin }, '10.0.0.2')).statusCode).toBe(
      200,
    );
  });

  it('answers 429 to the 4th attempt from one address within a minute, whatever the account', async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '3' });
    const accounts = [await addAccount(), await addAccount(), await addAccount(), await addAccount()];
    const statuses = [];
    for (const a of accounts) {
      statuses.push((await login(t, { emailOrMobile: a.emailId, pin: a.pin }, '10.0.0.9')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps the lockout counter at 3 when the limit lets more attempts through', async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '5' });
    const fields = await addAccount();
    const answers = [];
    for (let i = 0; i < 7; i++) {
      const res = await login(t, { emailOrMobile: fields.emailId, pin: '999999' });
      answers.push(`${res.statusCode} ${res.json<{ code: string }>().code}`);
    }
    expect(answers).toEqual(['401 102', '401 102', '401 102', '401 103', '401 103', '429 429', '429 429']);
    expect(await pinFailures(fields.emailId)).toBe(3);
  });

  it('shares one tighter per-IP budget among sign-in, OTP request and forgot pin (they reveal accounts)', async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '5' });
    const accounts = [];
    for (let i = 0; i < 11; i++) accounts.push(await addAccount());
    const from = '10.0.0.77';
    const send = (url: string, payload: object, remoteAddress = from) =>
      t.app.inject({ method: 'POST', url: `/api/astrologer/${url}`, payload, remoteAddress });
    const statuses = [];
    for (const a of accounts.slice(0, 5))
      statuses.push((await send('login', { emailOrMobile: a.emailId, pin: a.pin })).statusCode);
    for (const a of accounts.slice(5, 10))
      statuses.push((await send('resetpassword/otp', { emailOrMobile: a.emailId })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
    const last = accounts[10]!;
    const forgot = {
      emailOrMobile: last.emailId,
      password: last.password,
      newPin: '112233',
      confirmPin: '112233',
    };
    const refused = await send('forgotpin', forgot);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await send('forgotpin', forgot, '10.0.0.78')).statusCode).toBe(200);
  });

  it('limits forgot pin and the reset OTP request too', async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '3' });
    const fields = await addAccount();
    const forgot = {
      method: 'POST',
      url: '/api/astrologer/forgotpin',
      payload: {
        emailOrMobile: fields.mobile,
        password: 'Wrong#2025',
        newPin: '112233',
        confirmPin: '112233',
      },
    } as const;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject(forgot)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const otp = {
      method: 'POST',
      url: '/api/astrologer/resetpassword/otp',
      // Another account: the per-account limit counts the calls together, and this one's three are spent.
      payload: { emailOrMobile: (await addAccount()).mobile },
    } as const;
    for (let i = 0; i < 3; i++) expect((await t.app.inject(otp)).statusCode).toBe(200);
    expect((await t.app.inject(otp)).json()).toEqual(TOO_MANY);
  });
});
