import {
  MATCH_MESSAGES,
  SHARE_MESSAGES,
  type MatchAnswer,
  type ShareCreated,
  type ShareLink,
  type SharedView,
} from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IN_CHENNAI, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
type Envelope<T> = { code: string; message: string; data: T };
const CHENNAI = { birthCity: 'Chennai', birthLatitude: 13.0827, birthLongitude: 80.2707 };
const BRIDE = {
  firstName: 'Lakshmi',
  sex: 'Female',
  birthDate: '1992-04-18',
  birthTime: '07:25:00',
  ...CHENNAI,
};
const GROOM = { firstName: 'Arjun', sex: 'Male', birthDate: '1989-11-02', birthTime: '21:10:00', ...CHENNAI };

/**
 * The match section of a share link: a share of one client carries its match with a partner the astrologer
 * chose, exactly as POST /match answers it; the partner is checked as POST /match checks it, and a deleted
 * partner takes the match out of the link without closing it.
 */
describe.each(dialects())('the match section of share links on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, h: Headers = {}, body?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: h,
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json<Envelope<T>>() };
  };
  const share = (runningId: number, body: object, h = headers) =>
    call<ShareCreated>('POST', `/share/${runningId}`, h, body);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    expect((await call('POST', '/astrologer/edit', headers, PROFILE_IN_CHENNAI)).status).toBe(200);
    for (const person of [BRIDE, GROOM, { ...GROOM, firstName: 'Ravi' }]) {
      expect((await call('POST', '/user/quickadd', headers, person)).status).toBe(200);
    }
  });
  afterAll(async () => t.close());

  it('shares the groom’s match with the chosen bride as POST /match answers it, and lists the partner', async () => {
    const created = await share(2, {
      sections: ['details', 'match'],
      expiresInDays: 7,
      match: { partnerRunningId: 1, role: 'groom' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const view = await call<SharedView>('GET', `/shared/${created.body.data.token}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data.sectionOrder).toEqual(['details', 'match']);
    const own = await call<MatchAnswer>('POST', '/match', headers, { brideRunningId: 1, groomRunningId: 2 });
    expect(view.body.data.sections.match).toEqual(own.body.data);
    const links = await call<ShareLink[]>('GET', '/share/list/2', headers);
    expect(links.status, JSON.stringify(links.body)).toBe(200);
    expect(links.body.data[0]?.match).toEqual({ partnerRunningId: 1, role: 'groom' });
  });

  it('refuses a match section without a partner, a partner without the section, the client itself and another’s client', async () => {
    const refusal = async (body: object, runningId = 1) => {
      const res = await share(runningId, { expiresInDays: 7, ...body });
      return [res.status, res.body.message];
    };
    expect(await refusal({ sections: ['match'] })).toEqual([400, SHARE_MESSAGES.matchPartner]);
    expect(await refusal({ sections: ['kp'], match: { partnerRunningId: 2, role: 'bride' } })).toEqual([
      400,
      SHARE_MESSAGES.matchWithoutSection,
    ]);
    expect(await refusal({ sections: ['match'], match: { partnerRunningId: 2, role: 'wife' } })).toEqual([
      400,
      SHARE_MESSAGES.matchRole,
    ]);
    expect(await refusal({ sections: ['match'], match: { partnerRunningId: 1, role: 'bride' } })).toEqual([
      400,
      MATCH_MESSAGES.sameClient,
    ]);
    const missing = await share(1, {
      sections: ['match'],
      expiresInDays: 7,
      match: { partnerRunningId: 99, role: 'bride' },
    });
    const stranger = (await signUpAstrologer(t.app)).headers;
    await call('POST', '/user/quickadd', stranger, BRIDE);
    const foreign = await share(
      1,
      { sections: ['match'], expiresInDays: 7, match: { partnerRunningId: 2, role: 'bride' } },
      stranger,
    );
    expect([missing.status, foreign.status]).toEqual([404, 404]);
    expect(foreign.body.message).toBe(missing.body.message);
  });

  it('drops the match, keeping the link, once the partner is deleted', async () => {
    const created = await share(1, {
      sections: ['match', 'details'],
      expiresInDays: 7,
      match: { partnerRunningId: 3, role: 'bride' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await call('DELETE', '/user/3', headers)).status).toBe(200);
    const view = await call<SharedView>('GET', `/shared/${created.body.data.token}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data.sectionOrder).toEqual(['details']);
    expect(view.body.data.sections.match).toBeUndefined();
    const links = await call<ShareLink[]>('GET', '/share/list/1', headers);
    expect(links.body.data[0]?.match).toBeNull();
  });
});
