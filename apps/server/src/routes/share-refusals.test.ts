import { SHARE_MESSAGES } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;

/**
 * Share link refusals: every bad body is a 400 naming its field and stores nothing, a bad link id
 * is a 400 naming it, and the public read is limited per IP.
 */
describe.each(dialects())('share link refusals on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload: APPENDIX_A_CLIENT });
  });
  afterAll(async () => t.close());

  const storedLinks = async () =>
    (await t.app.context.db.selectFrom('share_links').select('id').execute()).length;

  it.each([
    [{ sections: [], expiresInDays: 7 }, SHARE_MESSAGES.sectionsRequired],
    [{ expiresInDays: 7 }, SHARE_MESSAGES.sectionsRequired],
    [{ sections: 'kp', expiresInDays: 7 }, SHARE_MESSAGES.sectionsRequired],
    [{ sections: ['kp', 'horoscope'], expiresInDays: 7 }, SHARE_MESSAGES.sectionUnknown],
    [{ sections: ['kp', 'kp'], expiresInDays: 7 }, SHARE_MESSAGES.sectionsDuplicate],
    [{ sections: ['kp'], expiresInDays: 0 }, SHARE_MESSAGES.expiresInDays],
    [{ sections: ['kp'], expiresInDays: 91 }, SHARE_MESSAGES.expiresInDays],
    [{ sections: ['kp'], expiresInDays: 1.5 }, SHARE_MESSAGES.expiresInDays],
    [{ sections: ['kp'], expiresInDays: '7' }, SHARE_MESSAGES.expiresInDays],
    [{ sections: ['kp'] }, SHARE_MESSAGES.expiresInDays],
  ])('refuses %j with a 400 naming the field and stores nothing', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/share/1', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await storedLinks()).toBe(0);
  });

  it('accepts the limits 1 and 90 days', async () => {
    for (const expiresInDays of [1, 90]) {
      const payload = { sections: ['details', 'chart', 'kp', 'dasha', 'report'], expiresInDays };
      const res = await t.app.inject({ method: 'POST', url: '/api/share/1', headers, payload });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a link id that is not a whole number with a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/share/1/abc', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(SHARE_MESSAGES.linkIdInvalid);
  });
});

describe('the public read of a share link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => t.close());

  it('is limited per IP: the fourth read within a minute is a 429, another address still reads', async () => {
    const read = async (ip: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/shared/${'A'.repeat(43)}`, remoteAddress: ip }))
        .statusCode;
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await read('203.0.113.7'));
    expect(first).toEqual([404, 404, 404, 429]);
    expect(await read('203.0.113.8')).toBe(404);
  });
});

describe('the public shared call past its rate limit', () => {
  it('answers 429 with the same privacy headers as its other answers', async () => {
    const t = await createTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await t.app.inject({ method: 'GET', url: '/api/shared/not-a-real-token-0123456789' }));
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 429]);
      for (const a of answers) {
        expect(a.headers['x-robots-tag']).toBe('noindex');
        expect(a.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await t.close();
    }
  });
});
