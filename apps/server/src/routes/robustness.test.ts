import { CLIENT_MESSAGES, CLIENT_NUMBER_MESSAGE } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_UTF8_MESSAGE } from '../plugins/input-guard.js';
import { CLIENT_NOT_FOUND } from '../services/clients/clients.js';
import { TOO_DEEP_MESSAGE } from '../services/storable-text.js';
import {
  GUNA_MOMENT,
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

/**
 * On each database: bodies nested deep enough to overflow a recursion, raw bytes that are not UTF-8,
 * the settings beyond the spec's body, and every write on a client raced against the client's delete.
 */

/** Rounds of the race per write; each round adds a client, then deletes it while the write runs. */
const RACE_ROUNDS = Number(process.env.RACE_ROUNDS ?? 12);
/** The whole race stops adding rounds after this long, whatever RACE_ROUNDS says. */
const RACE_BUDGET_MS = 60_000;

const NINE = '1,2,3,4,5,6,7,8,9';
const messageOf = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe.each(dialects())('robustness on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ headers } = await signUpAstrologer(t.app));
  });
  afterAll(async () => t.close());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

  it.each([
    ['arrays', deepArrays(10_000)],
    ['objects', deepObjects(10_000)],
  ])('refuses 10,000 nested %s at once, signed in or not, and keeps answering', async (_kind, body) => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: i % 2 ? '/api/astrologer/login' : '/api/user/quickadd',
          headers: { ...(i % 2 ? {} : headers), 'content-type': 'application/json' },
          payload: body,
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: '400', message: TOO_DEEP_MESSAGE, data: null });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('still takes a body nested as deep as ours are', async () => {
    const res = await send('POST', '/user/quickadd', { ...APPENDIX_A_CLIENT, firstName: [[[[['x']]]]] });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(CLIENT_MESSAGES.firstNameRequired);
  });

  it.each(['0x1', '1e0', '%201', '1.0', '+1'])('refuses the client number %s in a path', async (spelling) => {
    const res = await send('GET', `/user/${spelling}`);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(CLIENT_NUMBER_MESSAGE);
  });

  it('refuses raw bytes that are not UTF-8 instead of storing U+FFFD', async () => {
    const json = JSON.stringify({ ...APPENDIX_A_CLIENT, birthCity: 'Guna@' });
    const bytes = Buffer.from(json, 'utf8');
    bytes[bytes.indexOf('@'.charCodeAt(0))] = 0xff;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/quickadd',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: bytes,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: '400', message: NOT_UTF8_MESSAGE, data: null });
  });

  it("keeps config9 and config10 when a body leaves both out (the spec's own body)", async () => {
    const ours = settingsBody({ config9: 'true', config10: 360 });
    expect((await send('POST', '/config/astrologer/edit', ours)).statusCode).toBe(200);
    const specBody = { ...settingsBody({ config4: 27 }), config9: undefined, config10: undefined };
    expect((await send('POST', '/config/astrologer/edit', specBody)).statusCode).toBe(200);
    const saved = (await send('GET', '/config/astrologer')).json<{ data: Record<string, unknown> }>().data;
    expect(saved).toMatchObject({ config4: 27, config9: 'true', config10: 360 });
    const half = await send('POST', '/config/astrologer/edit', { ...specBody, config9: 'mean' });
    expect(half.statusCode).toBe(400);
    expect(messageOf(half)).toBe('config10 (dasha year) is missing');
    const leftOut = { ...specBody, config3: undefined };
    expect(messageOf(await send('POST', '/config/astrologer/edit', leftOut))).toBe(
      'config3 (coordinates format) is missing',
    );
  });

  /** Each write on a client, by the client's number. */
  const WRITES: Record<string, (runningId: number) => Promise<{ statusCode: number; body: string }>> = {
    settings: (id) => send('POST', '/config/user/edit', settingsBody({ userId: id, config4: 1 })),
    eventSave: (id) =>
      send('POST', '/chart/event/planetcategory', {
        userId: id,
        eventId: 7,
        planetCategory: NINE,
        planetOrder: NINE,
      }),
    prediction: (id) =>
      send('POST', '/chart/event/prediction', { userId: id, eventId: 7, prediction: 'Good.' }),
    horary: (id) =>
      send('POST', '/horary/save', {
        runningId: 0,
        clientRunningId: id,
        horaryNumber: '100',
        question: 'Will my daughter marry this year?',
        ...GUNA_MOMENT,
      }),
    visit: (id) => send('GET', `/users/history/${id}`),
  };

  it('answers a write racing its client’s delete with success or 404, never a 500', async () => {
    const started = performance.now();
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < RACE_ROUNDS && performance.now() - started < RACE_BUDGET_MS; round += 1) {
      for (const [name, write] of Object.entries(WRITES)) {
        const added = await send('POST', '/user/quickadd', APPENDIX_A_CLIENT);
        const id = added.json<{ data: { runningId: number } }>().data.runningId;
        const [, answer] = await Promise.all([send('DELETE', `/user/${id}`), write(id)]);
        const key = `${name} ${answer.statusCode}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        expect([200, 404], `${name}: ${answer.body}`).toContain(answer.statusCode);
        if (answer.statusCode === 404) expect(messageOf(answer)).toBe(CLIENT_NOT_FOUND);
      }
    }
    console.log(`delete races on ${dialect}:`, outcomes);
  }, 120_000);
});
