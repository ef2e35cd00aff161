import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimWorkSlot, releaseWorkSlot } from '../../db/work-claims.js';
import { createTestApp, dialects, signUpAstrologer, signUpWithId, type TestApp } from '../../test/app.js';
import { WORK_MESSAGES, WORK_RETRY_AFTER_SECONDS } from './work-pool.js';

const SEARCH = {
  event: 'marriage',
  from: '2026-02-16 15:00:00',
  to: '2026-02-16 16:00:00',
  timezone: 5.5,
  place: 'New Delhi, Delhi, India',
  latitude: 28.6139,
  longitude: 77.209,
};

describe.each(dialects())('the per-astrologer share of the worker threads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(dialect)));
  afterAll(async () => t.close());

  /** Every claim of the astrologer's share, written as another server process on the same database would. */
  async function holdEveryShare(astrologerId: number): Promise<number[]> {
    const now = t.clock.now();
    const share = t.app.context.config.work.share;
    const held: number[] = [];
    for (let i = 0; i < share; i++)
      held.push((await claimWorkSlot(t.app.context.db, astrologerId, share, now, now + 60_000))!);
    return held;
  }

  it('counts claims in the database: past the share none is given until one ends or expires', async () => {
    const db = t.app.context.db;
    const row = await signUpWithId(t.app);
    const now = 1_000_000;
    const first = await claimWorkSlot(db, row.id, 2, now, now + 60_000);
    const second = await claimWorkSlot(db, row.id, 2, now, now + 60_000);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await claimWorkSlot(db, row.id, 2, now, now + 60_000)).toBeNull();
    await releaseWorkSlot(db, first!);
    const third = await claimWorkSlot(db, row.id, 2, now, now + 60_000);
    expect(third).not.toBeNull();
    // A claim of a process that died stops counting when it expires.
    expect(await claimWorkSlot(db, row.id, 2, now + 60_000, now + 120_000)).not.toBeNull();
  });

  it('answers 429 with Retry-After and a sentence while the share is taken, even by another process', async () => {
    const db = t.app.context.db;
    const row = await signUpWithId(t.app);
    const { headers } = row;
    const held = await holdEveryShare(row.id);
    const busy = await t.app.inject({ method: 'POST', url: '/api/muhurta/search', headers, payload: SEARCH });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe(String(WORK_RETRY_AFTER_SECONDS));
    expect(busy.json()).toMatchObject({ code: '429', message: WORK_MESSAGES.busy });
    // Another astrologer is not held back.
    const other = (await signUpAstrologer(t.app)).headers;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/muhurta/search', headers: other, payload: SEARCH }))
        .statusCode,
    ).toBe(200);
    for (const id of held) await releaseWorkSlot(db, id);
    const free = await t.app.inject({ method: 'POST', url: '/api/muhurta/search', headers, payload: SEARCH });
    expect(free.statusCode, free.body).toBe(200);
    expect(
      await db.selectFrom('work_claims').selectAll().where('astrologer_id', '=', row.id).execute(),
    ).toEqual([]);
  });
  it('an export and an import commit take a share too, and give it back when they end', async () => {
    const db = t.app.context.db;
    const row = await signUpWithId(t.app);
    const { headers } = row;
    const held = await holdEveryShare(row.id);
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    for (const url of ['/export/practice', '/export/clients.csv']) {
      const busy = await get(url);
      expect(busy.statusCode, url).toBe(429);
      expect(busy.json(), url).toMatchObject({ code: '429', message: WORK_MESSAGES.busy });
    }
    const commit = await t.app.inject({
      method: 'POST',
      url: '/api/import/commit',
      headers,
      payload: { importId: '3f1c2b9e-6a1d-4c1e-9d3b-2f7a8c9e0b1d' },
    });
    expect(commit.statusCode).toBe(429);
    for (const id of held) await releaseWorkSlot(db, id);
    expect((await get('/export/practice')).statusCode).toBe(200);
    expect((await get('/export/clients.csv')).statusCode).toBe(200);
    // An export gives its share back when its stream closes, just after the last byte is sent.
    const claims = () =>
      db.selectFrom('work_claims').selectAll().where('astrologer_id', '=', row.id).execute();
    await vi.waitFor(async () => expect(await claims()).toEqual([]));
  });

  it("refuses an import preview before reading its body while this process runs the astrologer's share", async () => {
    const { headers, id } = await signUpWithId(t.app);
    const work = t.app.context.work;
    const releases = [];
    for (let i = 0; i < t.app.context.config.work.share; i++) releases.push(await work.hold(id));
    // A body the contract refuses (400) once read: the 429 shows it was never read.
    const unread = { format: 'csv', content: 42 };
    const preview = () =>
      t.app.inject({ method: 'POST', url: '/api/import/preview', headers, payload: unread });
    const busy = await preview();
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ code: '429', message: WORK_MESSAGES.busy });
    for (const release of releases) await release();
    expect((await preview()).statusCode).toBe(400);
  });
});
