import { BOUND_MESSAGES, COLLECTION_BOUNDS, type ImportPreview } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
const WEDDING = { eventKey: 'marriage', date: '1960-02-10', time: '10:30', note: '' };

/**
 * Every collection an astrologer can grow has a bound, the same through the API and an import, refused with a
 * sentence that names it and changing nothing. Rows up to the bound are written straight to the database (the
 * API's own adds are tested elsewhere), so the test stays quick.
 */
describe.each(dialects())('collection bounds on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  let ids: { astrologer: number; client: number };
  const send = (method: 'GET' | 'POST', url: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: `/api${url}`, headers: h, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const signed = await signUpAstrologer(t.app);
    headers = signed.headers;
    expect((await send('POST', '/user/quickadd', APPENDIX_A_CLIENT)).statusCode).toBe(200);
    const db = t.app.context.db;
    const astrologer = await db
      .selectFrom('astrologers')
      .select('id')
      .where('email', '=', String(signed.fields.emailId))
      .executeTakeFirstOrThrow();
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('astrologer_id', '=', astrologer.id)
      .executeTakeFirstOrThrow();
    ids = { astrologer: astrologer.id, client: client.id };
  });
  afterAll(async () => t.close());

  it('refuses a life event past the bound by name, and stores nothing', async () => {
    const rows = Array.from({ length: COLLECTION_BOUNDS.lifeEventsPerClient - 1 }, () => ({
      astrologer_id: ids.astrologer,
      client_id: ids.client,
      event_key: 'job',
      event_date: '1960-01-01',
      event_time: null,
      note: '',
      created_at: 1,
      updated_at: 1,
    }));
    await t.app.context.db.insertInto('life_events').values(rows).execute();
    expect((await send('POST', '/lifeevents/1', WEDDING)).statusCode).toBe(200);
    const refused = await send('POST', '/lifeevents/1', WEDDING);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: BOUND_MESSAGES.lifeEventsPerClient });
    const listed = await send('GET', '/lifeevents/1');
    expect(listed.json<{ data: { events: unknown[] } }>().data.events).toHaveLength(
      COLLECTION_BOUNDS.lifeEventsPerClient,
    );
  });

  it('refuses an import whose client carries more life events than the bound, naming the list', async () => {
    const practice = (await send('GET', '/export/practice')).json<{ clients: Record<string, unknown>[] }>();
    const client = practice.clients[0]!;
    client.lifeEvents = Array.from({ length: COLLECTION_BOUNDS.lifeEventsPerClient + 1 }, () => WEDDING);
    const { headers: other } = await signUpAstrologer(t.app);
    const res = await send(
      'POST',
      '/import/preview',
      { format: 'json', content: JSON.stringify(practice) },
      other,
    );
    expect(res.statusCode, res.body).toBe(200);
    const problems = res.json<{ data: ImportPreview }>().data.rows[0]?.problems ?? [];
    expect(problems).toContainEqual(
      expect.objectContaining({ field: 'lifeEvents', message: BOUND_MESSAGES.lifeEventsPerClient }),
    );
  });

  it('refuses a share link past the open ones allowed; revoking one makes room', async () => {
    const body = { sections: ['details'], expiresInDays: 7 };
    const made: number[] = [];
    for (let i = 0; i < COLLECTION_BOUNDS.activeShareLinksPerClient; i++) {
      const res = await send('POST', '/share/1', body);
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json<{ data: { id: number } }>().data.id);
    }
    const refused = await send('POST', '/share/1', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: BOUND_MESSAGES.activeShareLinksPerClient });
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/share/1/${made[0]}`, headers });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await send('POST', '/share/1', body)).statusCode).toBe(200);
  });
});
