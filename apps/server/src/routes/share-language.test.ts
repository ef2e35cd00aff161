import type { ShareCreated, SharedView } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

type Headers = Record<string, string>;
type Envelope<T> = { code: string; data: T };

/**
 * Display languages on the public shared page: its reader has no settings, so the answer names the language to read
 * in, by the rule of the astrologer's own pages (the client's config11, else the astrologer's), as it is when
 * the link is opened, not when it was made.
 */
describe.each(dialects())('the shared view’s display language on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<unknown>>().data;
  };
  const linkTo = async (runningId: number) =>
    ((await post(`/share/${runningId}`, { sections: ['details'], expiresInDays: 1 })) as ShareCreated).token;
  const languageOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shared/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<SharedView>>().data.language;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app, { firstName: 'Kavitha', lastName: 'Iyer' })).headers;
    await post('/user/quickadd', APPENDIX_A_CLIENT);
    await post('/user/quickadd', { ...APPENDIX_A_CLIENT, firstName: 'Own' });
  });
  afterAll(async () => t.close());

  it('reads in English until a language is chosen, then in the astrologer’s or the client’s own', async () => {
    const astrologers = await linkTo(1);
    const clients = await linkTo(2);
    expect(await languageOf(astrologers)).toBe('en');

    await post('/config/astrologer/edit', settingsBody({ config11: 'ta' }));
    await post('/config/user/edit', settingsBody({ userId: 2, config11: 'hi' }));
    expect(await languageOf(astrologers)).toBe('ta');
    expect(await languageOf(clients)).toBe('hi');
  });
});
