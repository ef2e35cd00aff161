import { createHash } from 'node:crypto';
import { findEventById } from '@kpdesk/astro';
import {
  SHARE_MESSAGES,
  cuspalPositionLayout,
  type ShareCreated,
  type ShareLink,
  type SharedView,
} from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
type Envelope<T> = { code: string; message: string; data: T };
const DAY_MS = 86_400_000;
const JOB_EVENT_ID = 7;

/**
 * Share links through the API on a real database: the token opens exactly the chosen sections of
 * one client without signing in; revoked, expired and unknown tokens are one 404; the token is stored only
 * as its SHA-256; another astrologer and another client are unreachable.
 */
describe.each(dialects())('share links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const call = async <T>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers = {},
    body?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<T>>() };
  };
  const share = (headers: Headers, runningId: number, body: object) =>
    call<ShareCreated>('POST', `/share/${runningId}`, headers, body);
  const read = (token: string) => call<SharedView>('GET', `/shared/${token}`);
  const list = async (headers: Headers, runningId: number) =>
    (await call<ShareLink[]>('GET', `/share/list/${runningId}`, headers)).body.data;

  /** A new astrologer with the Appendix A client (number 1) and a second client (number 2). */
  async function practice() {
    const account = await signUpAstrologer(t.app, { firstName: 'Lakshmi', lastName: 'Narayan' });
    const { headers } = account;
    await call('POST', '/user/quickadd', headers, APPENDIX_A_CLIENT);
    await call('POST', '/user/quickadd', headers, { ...APPENDIX_A_CLIENT, firstName: 'Second' });
    return account;
  }

  it('creates a link whose 43-character token is stored only as its SHA-256, expiring on the server clock', async () => {
    const { headers } = await practice();
    const res = await share(headers, 1, { sections: ['details'], expiresInDays: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { token, url, expiresAt, id } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`/shared.html?t=${token}`);
    expect(expiresAt).toBe(new Date(t.clock.now() + 7 * DAY_MS).toISOString());
    const row = await t.app.context.db
      .selectFrom('share_links')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers the chosen sections only, without a sign-in, noindex, with the astrologer and the same tables', async () => {
    const { headers, fields } = await practice();
    const { token } = (await share(headers, 1, { sections: ['kp', 'details'], expiresInDays: 3 })).body.data;
    const res = await read(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const view = res.body.data;
    expect(view.astrologer).toEqual({ name: 'Lakshmi Narayan', contact: fields.emailId });
    expect(view.clientName).toBe('Appendix');
    expect(view.sectionOrder).toEqual(['details', 'kp']);
    expect(Object.keys(view.sections).sort()).toEqual(['details', 'kp']);
    expect(view.sections.details?.client).not.toHaveProperty('email');
    expect(view.sections.details?.client).not.toHaveProperty('mobile');
    expect(view.sections.details?.client.birthCity).toBe('Guna');
    const own = await call<{ rows: string[][] }>('GET', '/chart/cuspalpositionchart/1', headers);
    expect(view.sections.kp?.cuspalPositions).toEqual(own.body.data);
    const asc = cuspalPositionLayout.read(view.sections.kp?.cuspalPositions.rows[0] ?? []);
    expect(asc.subLord).not.toBe('');
    expect(view.sections.kp?.rulingPlanets.rows).toHaveLength(3);
  });

  it('shares the chart, the dasha periods and the saved report comments of the events that have one', async () => {
    const { headers } = await practice();
    const comment = 'A change of job in the Venus bhukti.';
    const saved = await call('POST', '/chart/event/prediction', headers, {
      userId: 1,
      eventId: JOB_EVENT_ID,
      prediction: comment,
    });
    expect(saved.status).toBe(200);
    const body = { sections: ['chart', 'dasha', 'report'], expiresInDays: 90 };
    const view = (await read((await share(headers, 1, body)).body.data.token)).body.data;
    expect(view.sections.details).toBeUndefined();
    expect(view.sections.kp).toBeUndefined();
    const ownChart = await call('GET', '/chart/birthchart/1', headers);
    expect(view.sections.chart).toEqual(ownChart.body.data);
    const ownSchedule = await call('GET', '/chart/planetschedule/1', headers);
    expect(view.sections.dasha?.schedule).toEqual(ownSchedule.body.data);
    const userData = await call<{ currentDasha: unknown }>('GET', '/chart/userdata/1', headers);
    expect(view.sections.dasha?.running.dasha).toEqual(userData.body.data.currentDasha);
    expect(view.sections.report).toEqual([
      { eventKey: 'job', eventName: findEventById(JOB_EVENT_ID)?.name, prediction: comment },
    ]);
  });

  it('lists the links newest first with their state and never the token', async () => {
    const { headers } = await practice();
    const first = (await share(headers, 1, { sections: ['chart'], expiresInDays: 1 })).body.data;
    t.clock.advance(1000);
    const second = (await share(headers, 1, { sections: ['dasha', 'kp'], expiresInDays: 30 })).body.data;
    const links = await list(headers, 1);
    expect(links.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(links[0]).toMatchObject({ sections: ['dasha', 'kp'], state: 'active', revokedAt: null });
    expect(JSON.stringify(links)).not.toContain(first.token);
    expect(JSON.stringify(links)).not.toContain(second.token);
    expect(await list(headers, 2)).toEqual([]);
  });

  it('revoked, expired, unknown and malformed tokens are the same 404', async () => {
    const { fields } = await practice();
    // A day passes: the sign-in token (12 hours) is renewed before each call of the astrologer.
    const signIn = async () => {
      const payload = { emailOrMobile: fields.emailId, pin: fields.pin };
      const login = await call<{ token: string }>('POST', '/astrologer/login', {}, payload);
      return { authorization: `Bearer ${login.body.data.token}` };
    };
    const headers = await signIn();
    const revoked = (await share(headers, 1, { sections: ['chart'], expiresInDays: 2 })).body.data;
    const expiring = (await share(headers, 1, { sections: ['chart'], expiresInDays: 1 })).body.data;
    expect((await read(revoked.token)).status).toBe(200);
    expect((await call('DELETE', `/share/1/${revoked.id}`, headers)).status).toBe(200);
    expect((await call('DELETE', `/share/1/${revoked.id}`, headers)).status).toBe(200);
    t.clock.advance(DAY_MS - 1);
    expect((await read(expiring.token)).status).toBe(200);
    t.clock.advance(1);
    const unknown = 'A'.repeat(43);
    const answers = await Promise.all([revoked.token, expiring.token, unknown, 'short'].map(read));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: '404', message: SHARE_MESSAGES.sharedNotFound, data: null });
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
    const states = Object.fromEntries((await list(await signIn(), 1)).map((l) => [l.id, l.state]));
    expect(states).toEqual({ [revoked.id]: 'revoked', [expiring.id]: 'expired' });
  });

  it("keeps another astrologer's clients and links, and another client's links, out of reach", async () => {
    const mine = await practice();
    const other = await practice();
    const link = (await share(mine.headers, 1, { sections: ['details'], expiresInDays: 5 })).body.data;
    const view = (await read(link.token)).body.data;
    expect(view.sections.details?.client.runningId).toBe(1);
    expect(view.astrologer.name).toBe('Lakshmi Narayan');
    const notFound = { status: 404, body: { message: 'Client is not found.' } };
    expect(await call('GET', '/share/list/3', mine.headers)).toMatchObject(notFound);
    expect(await share(mine.headers, 3, { sections: ['kp'], expiresInDays: 1 })).toMatchObject(notFound);
    // The other astrologer's client 1 is theirs: my link id is no link of it.
    const foreign = await call('DELETE', `/share/1/${link.id}`, other.headers);
    expect(foreign).toMatchObject({ status: 404, body: { message: SHARE_MESSAGES.linkNotFound } });
    expect(await list(other.headers, 1)).toEqual([]);
    const otherClient = await call('DELETE', `/share/2/${link.id}`, mine.headers);
    expect(otherClient).toMatchObject({ status: 404, body: { message: SHARE_MESSAGES.linkNotFound } });
    expect((await read(link.token)).status).toBe(200);
    expect(await call('GET', '/share/list/1')).toMatchObject({ status: 403 });
  });

  it('deleting the client deletes its links', async () => {
    const { headers } = await practice();
    const link = (await share(headers, 1, { sections: ['chart'], expiresInDays: 5 })).body.data;
    expect((await call('DELETE', '/user/1', headers)).status).toBe(200);
    expect((await read(link.token)).status).toBe(404);
    const rows = await t.app.context.db
      .selectFrom('share_links')
      .select('id')
      .where('id', '=', link.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
