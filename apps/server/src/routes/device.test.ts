import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

interface KeyAnswer {
  code: string;
  data: { key: string; keyId: string };
}

describe.each(dialects())('the device key on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const keyOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/device/key', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<KeyAnswer>().data;
  };

  it('gives each astrologer a 32-byte key of their own, the same on every call and sign-in', async () => {
    t = await createTestApp(dialect);
    const first = await signUpAstrologer(t.app);
    const second = await signUpAstrologer(t.app);
    const mine = await keyOf(first.headers);
    expect(Buffer.from(mine.key, 'base64')).toHaveLength(32);
    expect(await keyOf(first.headers)).toEqual(mine);
    const theirs = await keyOf(second.headers);
    expect(theirs.key).not.toBe(mine.key);
    expect(theirs.keyId).not.toBe(mine.keyId);
    expect(await keyOf(second.headers)).toEqual(theirs);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/astrologer/login',
      payload: { emailOrMobile: first.fields.emailId, pin: first.fields.pin },
    });
    const token = again.json<{ data: { token: string } }>().data.token;
    expect(await keyOf({ authorization: `Bearer ${token}` })).toEqual(mine);
  });

  it('makes one key when two first calls come at once', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const [a, b] = await Promise.all([keyOf(headers), keyOf(headers)]);
    expect(a).toEqual(b);
  });

  it('refuses a call without a sign-in token', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/device/key' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ data: unknown }>().data).toBeNull();
  });
});
