import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptDeviceKey, openDeviceStore, wipeDevice, type Change, type DeviceStore } from './device-store';
import { answerOffline, KEPT_FOR_LATER } from './offline-answers';
import { answerSaveOffline } from './offline-saves';
import { sendOutbox, settleChange, type OutboxServer } from './outbox';

const KEY = { key: btoa(String.fromCharCode(...new Uint8Array(32).fill(9))), keyId: 'k' };
/** The kept client the saves name: born in Chennai, 1984-06-15 05:30 IST. */
const CLIENT = {
  id: 70,
  runningId: 7,
  firstName: 'Lakshmi',
  lastName: 'Iyer',
  sex: 'Female',
  dobDate: '1984-06-15',
  dobTime: '05:30:00',
  birthTimezone: 5.5,
  birthCity: 'Chennai',
  birthLongitude: 80.27,
  birthLatitude: 13.08,
  birthDate: '1984-06-15',
  birthTime: '05:30:00',
};
const MOMENT = {
  date: '2026-11-29',
  time: '10:00:00',
  timezone: 5.5,
  place: 'Chennai',
  latitude: 13.08,
  longitude: 80.27,
};
const QUESTION = {
  ...MOMENT,
  runningId: 0,
  horaryNumber: 100,
  method: 'judgementMoment',
  question: 'Will the job come?',
  clientRunningId: 7,
  eventId: null,
};
const OPTION = {
  ...MOMENT,
  runningId: 0,
  name: 'Which house',
  question: 'Which house to buy?',
  optionsCount: 3,
  options: ['North', 'East', 'West'],
};
const SEARCH = {
  ...MOMENT,
  event: 'marriage',
  from: '2026-12-01 00:00:00',
  to: '2026-12-03 00:00:00',
  participants: [7],
};

/** A server that takes changes in the order sent, or refuses those `refuses` names with its message. */
function serverWith(refuses: (change: Change) => string | null = () => null) {
  const received: Change[] = [];
  const server: OutboxServer & { received: Change[]; isDown: boolean } = {
    received,
    isDown: false,
    send: (change) => {
      if (server.isDown) return Promise.reject(new Error('network'));
      const refusal = refuses(change);
      if (refusal) return Promise.reject(Object.assign(new Error(refusal), { kind: 'refused' }));
      received.push(change);
      return Promise.resolve(null);
    },
    read: () => Promise.resolve(null),
  };
  return server;
}

let store: DeviceStore;
beforeEach(async () => {
  store = await adoptDeviceKey(KEY);
  await store.keep('/user/7', CLIENT);
  await store.keep('/userrequest/7', CLIENT);
  await store.keep('/lifeevents/7', { events: [] });
  await store.keep('/horary/recent', []);
  await store.keep('/options/recent', []);
  await store.keep('/muhurta/list/7', []);
});
afterEach(async () => wipeDevice());

const save = (path: string, body: unknown) => answerSaveOffline(store, { method: 'POST', path, body });
const read = async <T>(path: string) =>
  (await answerOffline(store, { method: 'GET', path, body: undefined }))?.data as T;

describe('saving offline', () => {
  it('queues a horary question, shows it in the recent list at once and reopens it on the device', async () => {
    const answer = await save('/horary/save', QUESTION);
    expect(answer?.message).toBe(KEPT_FOR_LATER);
    const record = answer?.data as { runningId: number; horaryNumber: number };
    expect(record.runningId).toBeLessThan(0);
    expect(record.horaryNumber).toBe(100);
    expect(await read('/horary/recent')).toEqual([
      expect.objectContaining({ runningId: record.runningId, clientName: 'Lakshmi Iyer', date: MOMENT.date }),
    ]);
    expect(await read(`/horary/${record.runningId}`)).toEqual(record);
    const [queued] = await store.pending();
    expect(queued?.change).toMatchObject({ method: 'POST', path: '/horary/save', body: { runningId: 0 } });
  });

  it('queues an Options Theory record with its result, shown in the recent list at once', async () => {
    const option = await save('/options/save', OPTION);
    const made = option?.data as { runningId: number; result: number; options: string[] };
    expect(made.runningId).toBeLessThan(0);
    expect(made.result).toBeGreaterThanOrEqual(1);
    expect(made.result).toBeLessThanOrEqual(3);
    expect(await read('/options/recent')).toEqual([
      { runningId: made.runningId, firstName: 'Which house', lastName: null, date: MOMENT.date },
    ]);
  });

  it('refuses a body the call refuses, naming the field, and queues nothing', async () => {
    const answer = await save('/horary/save', { ...QUESTION, question: '' });
    expect(answer?.code).toBe('400');
    expect(answer?.message).toMatch(/question/i);
    expect(await store.pending()).toEqual([]);
  });

  it('leaves a save over a record the server holds to the network (an edit, not an addition)', async () => {
    expect(await save('/horary/save', { ...QUESTION, runningId: 12 })).toBeNull();
    expect(await save('/options/save', { ...OPTION, runningId: 12 })).toBeNull();
  });

  it('sends the saves in order with other changes, across a reload, each as an addition', async () => {
    await save('/horary/save', QUESTION);
    await answerOffline(store, {
      method: 'POST',
      path: '/lifeevents/7',
      body: { eventKey: 'job', date: '2020-01-01' },
    });
    await save('/options/save', OPTION);
    const server = serverWith();
    server.isDown = true;
    await expect(sendOutbox(store, server)).rejects.toThrow('network');
    const reloaded = (await openDeviceStore()) as DeviceStore;
    server.isDown = false;
    expect((await sendOutbox(reloaded, server)).waiting).toBeNull();
    expect(server.received.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /horary/save',
      'POST /lifeevents/7',
      'POST /options/save',
    ]);
    expect(server.received.map((c) => (c.body as { runningId?: number }).runningId)).toEqual([
      0,
      undefined,
      0,
    ]);
    expect(await reloaded.pending()).toEqual([]);
  });

  it('saving again a record made offline replaces its queued addition', async () => {
    const first = (await save('/options/save', OPTION))?.data as { runningId: number };
    await save('/options/save', { ...OPTION, runningId: first.runningId, question: 'Which flat to buy?' });
    const pending = await store.pending();
    expect(pending).toHaveLength(1);
    expect(pending[0]?.change.body).toMatchObject({ runningId: 0, question: 'Which flat to buy?' });
    expect(await read<unknown[]>('/options/recent')).toHaveLength(1);
  });

  it("holds a refused save with the server's message until the astrologer drops it", async () => {
    await save('/options/save', OPTION);
    await save('/horary/save', QUESTION);
    const bound = 'At most 200 saved records';
    const server = serverWith((change) => (change.path === '/options/save' ? bound : null));
    const pass = await sendOutbox(store, server);
    expect(pass.waiting?.change.problem).toEqual({ kind: 'refused', message: bound });
    expect(server.received).toEqual([]);
    await settleChange(store, pass.waiting?.seq ?? 0, 'server');
    expect((await sendOutbox(store, server)).waiting).toBeNull();
    expect(server.received.map((c) => c.path)).toEqual(['/horary/save']);
  });
});

describe('saving a muhurta offline', () => {
  it('queues a window the device finds again, listed at once for the client', async () => {
    const { answerChartOffline } = await import('./offline-charts');
    const found = await answerChartOffline(store, { method: 'POST', path: '/muhurta/search', body: SEARCH });
    const windows = (found?.data as { windows: { start: string; end: string }[] } | undefined)?.windows ?? [];
    expect(windows.length).toBeGreaterThan(0);
    const [window] = windows;
    const answer = await save('/muhurta/save', { runningId: 7, search: SEARCH, ...window, note: 'first' });
    expect(answer?.message).toBe(KEPT_FOR_LATER);
    const list = await read<{ id: number; note: string; window: { start: string } }[]>('/muhurta/list/7');
    expect(list).toHaveLength(1);
    expect(list[0]?.note).toBe('first');
    expect(list[0]?.window.start).toBe(window?.start);
    expect(list[0]?.id).toBeLessThan(0);
    const [queued] = await store.pending();
    expect(queued?.change).toMatchObject({ method: 'POST', path: '/muhurta/save', body: { runningId: 7 } });
  });
});
