/**
 * The practice file carries life events on both databases: exported with their client, imported
 * into another account under the client's new number, a file from before life events still imports, and a
 * life event the save would refuse rejects its client's row naming the event's field.
 */
import { LIFE_EVENT_MESSAGES, type ImportCommit, type ImportPreview, type LifeEvent } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST';
type PracticeFile = { clients: Record<string, unknown>[] } & Record<string, unknown>;

const EVENTS = [
  { eventKey: 'education', date: '1952-06-01', time: null, note: 'Matriculation', timezone: null },
  { eventKey: 'marriage', date: '1960-02-11', time: '09:15:00', note: '', timezone: 0 },
];

describe.each(dialects())('life events in the practice file on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  async function data<T>(method: Method, url: string, headers: Headers, payload?: object): Promise<T> {
    const res = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json<{ data: T }>().data;
  }
  const lifeEventsOf = async (headers: Headers, runningId: number) =>
    (await data<{ events: LifeEvent[] }>('GET', `/lifeevents/${runningId}`, headers)).events.map(
      ({ eventKey, date, time, note, timezone }) => ({ eventKey, date, time, note, timezone }),
    );
  const importFile = async (headers: Headers, file: PracticeFile) =>
    data<ImportPreview>('POST', '/import/preview', headers, {
      format: 'json',
      content: JSON.stringify(file),
    });

  async function practiceWithEvents() {
    t = await createTestApp(dialect);
    const a = await signUpAstrologer(t.app);
    await data('POST', '/user/quickadd', a.headers, APPENDIX_A_CLIENT);
    for (const event of EVENTS) await data('POST', '/lifeevents/1', a.headers, event);
    const res = await t.app.inject({ method: 'GET', url: '/api/export/practice', headers: a.headers });
    expect(res.statusCode).toBe(200);
    return res.json<PracticeFile>();
  }

  it('exports the events with their client and imports them under the new number', async () => {
    const file = await practiceWithEvents();
    expect(file.clients[0]?.lifeEvents).toEqual(EVENTS);
    const b = await signUpAstrologer(t.app);
    await data('POST', '/user/quickadd', b.headers, { ...APPENDIX_A_CLIENT, firstName: 'Existing' });
    const previewed = await importFile(b.headers, file);
    expect(previewed.counts).toMatchObject({ create: 1, reject: 0 });
    const stored = await data<ImportCommit>('POST', '/import/commit', b.headers, {
      importId: previewed.importId,
    });
    expect(stored.clients).toBe(1);
    expect(await lifeEventsOf(b.headers, 2)).toEqual(EVENTS);
    expect(await lifeEventsOf(b.headers, 1)).toEqual([]);
  });

  it('imports a file from before life events, its clients with none', async () => {
    const file = await practiceWithEvents();
    const withoutLifeEvents = (client: Record<string, unknown>) => {
      const older = { ...client };
      delete older.lifeEvents;
      return older;
    };
    const older = { ...file, clients: file.clients.map(withoutLifeEvents) };
    const b = await signUpAstrologer(t.app);
    const previewed = await importFile(b.headers, older);
    expect(previewed.counts).toMatchObject({ create: 1, reject: 0 });
    await data('POST', '/import/commit', b.headers, { importId: previewed.importId });
    expect(await lifeEventsOf(b.headers, 1)).toEqual([]);
  });

  it('rejects a client whose life event the save would refuse, naming the event and field', async () => {
    const file = await practiceWithEvents();
    const spoil = (event: object | string) => ({
      ...file,
      clients: file.clients.map((client) => ({ ...client, lifeEvents: [EVENTS[0], event] })),
    });
    const b = await signUpAstrologer(t.app);
    const cases = [
      [{ ...EVENTS[1], date: '1935-09-11' }, 'lifeEvents.1.date', LIFE_EVENT_MESSAGES.dateBeforeBirth],
      [{ ...EVENTS[1], date: '2030-01-01' }, 'lifeEvents.1.date', LIFE_EVENT_MESSAGES.dateInFuture],
      [{ ...EVENTS[1], eventKey: 'coronation' }, 'lifeEvents.1.eventKey', LIFE_EVENT_MESSAGES.eventUnknown],
      [{ ...EVENTS[1], note: 'n'.repeat(501) }, 'lifeEvents.1.note', LIFE_EVENT_MESSAGES.noteInvalid],
      [{ ...EVENTS[1], note: { text: 'x' } }, 'lifeEvents.1.note', LIFE_EVENT_MESSAGES.noteNotText],
      ['marriage 2015-02-10', 'lifeEvents.1', LIFE_EVENT_MESSAGES.eventNotRecord],
    ] as const;
    for (const [event, field, message] of cases) {
      const previewed = await importFile(b.headers, spoil(event));
      const row = previewed.rows[0];
      expect(row?.action, message).toBe('reject');
      expect(row?.problems).toContainEqual(expect.objectContaining({ field, message, severity: 'error' }));
    }
  });
});
