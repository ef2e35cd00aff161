import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, settingsBody, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
const call = (t: TestApp, method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const dataOf = async (t: TestApp, url: string, headers: Headers) =>
  (await call(t, 'GET', url, headers)).json<{ data: Record<string, unknown> }>().data;

async function addClient(t: TestApp, headers: Headers): Promise<number> {
  const body = {
    firstName: 'Lakshmi',
    birthDate: '1990-07-04',
    birthTime: '10:30:00',
    birthCity: 'Madurai',
    birthLatitude: 9.93,
    birthLongitude: 78.12,
    sex: 'Female',
  };
  const res = await call(t, 'POST', '/user/quickadd', headers, body);
  return res.json<{ data: { runningId: number } }>().data.runningId;
}

describe.each(dialects())('display language (config11) on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('is English until chosen, then keeps the choice when a body leaves it out', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    expect(await dataOf(t, '/config/astrologer', headers)).toMatchObject({ config11: 'en' });
    const chosen = await call(
      t,
      'POST',
      '/config/astrologer/edit',
      headers,
      settingsBody({ config11: 'ta' }),
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const specBody = { ...settingsBody({ config4: 1 }), config11: undefined };
    expect((await call(t, 'POST', '/config/astrologer/edit', headers, specBody)).statusCode).toBe(200);
    expect(await dataOf(t, '/config/astrologer', headers)).toMatchObject({ config4: 1, config11: 'ta' });
  });

  it('refuses a language it does not offer, naming the setting, and changes nothing', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    await call(t, 'POST', '/config/astrologer/edit', headers, settingsBody({ config11: 'hi' }));
    for (const value of ['fr', 'HI', 7, 'en-en']) {
      const bad = await call(
        t,
        'POST',
        '/config/astrologer/edit',
        headers,
        settingsBody({ config11: value }),
      );
      expect(bad.statusCode, String(value)).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Select valid display language' });
    }
    expect(await dataOf(t, '/config/astrologer', headers)).toMatchObject({ config11: 'hi' });
  });

  it("lets a client inherit the astrologer's language or keep its own", async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const runningId = await addClient(t, headers);
    await call(t, 'POST', '/config/astrologer/edit', headers, settingsBody({ config11: 'hi' }));
    expect(await dataOf(t, `/config/user/${runningId}`, headers)).toMatchObject({ config11: null });
    const own = settingsBody({ userId: runningId, config11: 'te' });
    expect((await call(t, 'POST', '/config/user/edit', headers, own)).statusCode).toBe(200);
    const leftOut = { ...settingsBody({ userId: runningId, config4: 3 }), config11: undefined };
    expect((await call(t, 'POST', '/config/user/edit', headers, leftOut)).statusCode).toBe(200);
    expect(await dataOf(t, `/config/user/${runningId}`, headers)).toMatchObject({
      config4: 3,
      config11: 'te',
    });
    const inherit = settingsBody({ userId: runningId, config11: '' });
    expect((await call(t, 'POST', '/config/user/edit', headers, inherit)).statusCode).toBe(200);
    expect(await dataOf(t, `/config/user/${runningId}`, headers)).toMatchObject({ config11: null });
  });
});
