import { EVENT_MESSAGES, IMPORT_MESSAGES, type ImportCommit, type ImportPreview } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LISTED_TWICE } from '../services/import-export/client-extras.js';
import { unstorableTextMessage } from '../services/storable-text.js';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

/**
 * A practice file is read through every rule its saves apply, on each database. A text no save
 * would store (a NUL, a lone surrogate), one event listed twice, a destiny list longer than the event's rows:
 * each is a rejected row naming its field, and the commit stores only the rows that pass.
 */
type Headers = Record<string, string>;
type Practice = { clients: Record<string, unknown>[]; options: Record<string, unknown>[] } & Record<
  string,
  unknown
>;

const OPTION = {
  runningId: 0,
  name: 'College choice',
  question: 'Which college?',
  optionsCount: '2',
  options: ['IIT Madras', 'Anna University'],
  timezone: 5.5,
  date: '2024-05-01',
  time: '10:00',
  place: 'Chennai city',
  latitude: 13.0827,
  longitude: 80.2707,
};

describe.each(dialects())('practice import rules on %s', (dialect) => {
  let t: TestApp;
  let practice: Practice;

  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const messageOf = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const judgement = {
      userId: 1,
      eventId: 1,
      planetCategory: '1,2,3,4,5,6,7,8,9',
      planetOrder: '1,2,3,0,0,0,0,0,0',
    };
    for (const [url, body] of [
      ['/user/quickadd', APPENDIX_A_CLIENT],
      ['/chart/event/planetcategory', judgement],
      ['/options/save', OPTION],
    ] as const)
      expect((await send('POST', url, headers, body)).statusCode).toBe(200);
    practice = (await send('GET', '/export/practice', headers)).json<Practice>();
  });
  afterAll(async () => t.close());

  const client = () => practice.clients[0] as Record<string, unknown>;
  const events = () => client().events as Record<string, unknown>[];
  const named = (firstName: string, changes: Record<string, unknown> = {}) => ({
    ...client(),
    firstName,
    ...changes,
  });

  it('rejects each row a save would refuse, naming the field, and stores only the rest', async () => {
    const [event] = events();
    const file = {
      ...practice,
      clients: [
        named('Good'),
        named('Nul', { birthCity: 'Guna\u0000' }),
        named('Surrogate', { birthCity: 'Guna\ud800' }),
        named('Prediction', { events: [{ ...event, prediction: 'Fine\udfff' }] }),
        named('Twice', { events: [event, event] }),
        named('Destiny', {
          events: [{ ...event, supportiveDestinyCategory: `${String(event?.supportiveDestinyCategory)},1` }],
        }),
      ],
      options: [practice.options[0], { ...practice.options[0], name: 'Bad\u0000' }],
    };
    const b = await signUpAstrologer(t.app);
    const res = await send('POST', '/import/preview', b.headers, {
      format: 'json',
      content: JSON.stringify(file),
    });
    expect(res.statusCode, res.body).toBe(200);
    const previewed = res.json<{ data: ImportPreview }>().data;
    const problemsOf = (name: string) =>
      previewed.rows.find((row) => row.name === name)?.problems.map((p) => [p.field, p.message]);
    expect(previewed.rows.map((row) => row.action)).toEqual([
      'create',
      'reject',
      'reject',
      'reject',
      'reject',
      'reject',
      'create',
      'reject',
    ]);
    expect(problemsOf('Nul')).toContainEqual(['birthCity', unstorableTextMessage('birthCity')]);
    expect(problemsOf('Surrogate')).toContainEqual(['birthCity', unstorableTextMessage('birthCity')]);
    expect(problemsOf('Prediction')).toContainEqual([
      'events.0.prediction',
      unstorableTextMessage('events.0.prediction'),
    ]);
    expect(problemsOf('Twice')).toEqual([['events.1.eventKey', EVENT_LISTED_TWICE]]);
    expect(problemsOf('Destiny')).toEqual([
      ['events.0.supportiveDestinyCategory', EVENT_MESSAGES.destinyInvalid],
    ]);
    expect(previewed.rows[7]?.problems.map((p) => p.field)).toContain('name');

    const committed = await send('POST', '/import/commit', b.headers, { importId: previewed.importId });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json<{ data: ImportCommit }>().data).toMatchObject({
      clients: 1,
      options: 1,
      events: 1,
    });
  });

  it('refuses a practice file nested deeper than any of ours before reading it', async () => {
    const { headers } = await signUpAstrologer(t.app);
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const content = `{"format":"kpdesk-practice","version":1,"clients":${deep},"options":[]}`;
    const res = await send('POST', '/import/preview', headers, { format: 'json', content });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(IMPORT_MESSAGES.jsonTooDeep);
  });
});
