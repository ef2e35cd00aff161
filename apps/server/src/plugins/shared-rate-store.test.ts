import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, newAstrologerFields, type TestApp } from '../test/app.js';

const login = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: '/api/astrologer/login', payload, remoteAddress: '10.1.2.3' });

/**
 * The rate limits' counters live in the database: two server processes on one database (here two apps with
 * their own memory) share them, so a sign-in limit of N a minute allows N in total across both, not 2N.
 */
describe.each(dialects().filter((d) => d === 'postgres'))('rate limits across processes on %s', (dialect) => {
  let t: TestApp;
  let twin: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '3' });
    twin = await t.twin();
  });
  afterAll(async () => t.close());

  it('allows N sign-in attempts in total across both processes', async () => {
    const fields = newAstrologerFields();
    await t.app.inject({ method: 'POST', url: '/api/astrologer/add', payload: fields });
    const wrong = { emailOrMobile: fields.emailId, pin: '999999' };
    const statuses = [];
    for (const app of [t.app, twin, t.app, twin, t.app]) statuses.push((await login(app, wrong)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const rows = await t.app.context.db.selectFrom('rate_counters').select('hits').execute();
    expect(rows.some((row) => row.hits === 5)).toBe(true);
  });
});
