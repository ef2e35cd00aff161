import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptDeviceKey, openDeviceStore, wipeDevice, type Change, type DeviceStore } from './device-store';
import { answerOffline, KEPT_FOR_LATER } from './offline-answers';
import { sendOutbox, settleChange, type OutboxServer } from './outbox';

const KEY = { key: btoa(String.fromCharCode(...new Uint8Array(32).fill(7))), keyId: 'k' };
const CLIENT = {
  id: 1,
  runningId: 3,
  firstName: 'Meena',
  lastName: null,
  dobDate: '1990-01-02',
  birthCity: 'Salem',
};
const EVENT = { id: 11, eventKey: 'marriage', date: '2015-05-01', time: null, timezone: null, note: '' };

/** A server of records by read path, which takes changes in the order sent (a stand-in for the API). */
function serverWith(records: Record<string, unknown>) {
  const received: Change[] = [];
  const server: OutboxServer & { received: Change[]; isDown: boolean } = {
    received,
    isDown: false,
    send: (change) => {
      if (server.isDown) return Promise.reject(new Error('network'));
      received.push(change);
      return Promise.resolve(null);
    },
    read: (path) => Promise.resolve(records[path] ?? null),
  };
  return server;
}

let store: DeviceStore;
beforeEach(async () => {
  store = await adoptDeviceKey(KEY);
  await store.keep('/user/3', CLIENT);
  await store.keep('/lifeevents/3', { events: [{ ...EVENT, eventName: 'Marriage', periods: [], score: 1 }] });
});
afterEach(async () => wipeDevice());

const offline = (method: string, path: string, body?: unknown) =>
  answerOffline(store, { method, path, body });

describe('the outbox', () => {
  it('answers reads from the kept practice and searches the kept clients', async () => {
    expect((await offline('GET', '/user/3'))?.data).toEqual(CLIENT);
    expect(await offline('GET', '/user/4')).toBeNull();
    const hits = (await offline('POST', '/users/search', { keyword: 'mee', pageSize: 10 }))?.data;
    expect(hits).toEqual([
      expect.objectContaining({ runningId: 3, uniqueKey: '3 - Meena (1990-01-02, Salem)' }),
    ]);
  });

  it('sends changes in the order they were made, and keeps them across a reload until sent', async () => {
    await offline('POST', '/lifeevents/3', { eventKey: 'job', date: '2020-01-01', time: null, note: 'a' });
    await offline('PUT', '/lifeevents/3/11', { ...EVENT, note: 'b' });
    await offline('PUT', '/user/edit', { runningId: 3, firstName: 'Meenakshi', birthDate: '1990-01-02' });
    await offline('DELETE', '/lifeevents/3/11');
    const kept = await offline('GET', '/lifeevents/3');
    expect((kept?.data as { events: { eventKey: string }[] }).events.map((e) => e.eventKey)).toEqual(['job']);
    const server = serverWith({ '/user/3': CLIENT, '/lifeevents/3': { events: [EVENT] } });
    server.isDown = true;
    await expect(sendOutbox(store, server)).rejects.toThrow('network');
    const reloaded = await openDeviceStore();
    expect(reloaded).not.toBeNull();
    server.isDown = false;
    const pass = await sendOutbox(reloaded as DeviceStore, server);
    expect(pass.waiting).toBeNull();
    expect(server.received.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /lifeevents/3',
      'PUT /lifeevents/3/11',
      'PUT /user/edit',
      'DELETE /lifeevents/3/11',
    ]);
    expect(await store.pending()).toEqual([]);
  });

  it('folds an edit and a delete of an event added offline into its addition', async () => {
    const added = await offline('POST', '/lifeevents/3', { eventKey: 'job', date: '2020-01-01', note: '' });
    const madeId = (added?.data as { id: number }).id;
    expect(madeId).toBeLessThan(0);
    await offline('PUT', `/lifeevents/3/${madeId}`, { eventKey: 'job', date: '2021-02-02', note: 'moved' });
    expect((await store.pending()).map((q) => q.change.body)).toEqual([
      { eventKey: 'job', date: '2021-02-02', note: 'moved' },
    ]);
    await offline('DELETE', `/lifeevents/3/${madeId}`);
    expect(await store.pending()).toEqual([]);
  });

  it('stops at a record changed on the server and sends nothing over it until the astrologer chooses', async () => {
    await offline('PUT', '/user/edit', { runningId: 3, firstName: 'Meenakshi' });
    await offline('POST', '/lifeevents/3', { eventKey: 'job', date: '2020-01-01', note: '' });
    const changedThere = { ...CLIENT, birthCity: 'Erode' };
    const server = serverWith({ '/user/3': changedThere });
    const pass = await sendOutbox(store, server);
    expect(server.received).toEqual([]);
    expect(pass.waiting?.change.problem).toEqual({ kind: 'conflict', server: changedThere });
    expect((await sendOutbox(store, server)).waiting?.seq).toBe(pass.waiting?.seq);
    await settleChange(store, pass.waiting?.seq ?? 0, 'mine');
    expect((await sendOutbox(store, server)).waiting).toBeNull();
    expect(server.received.map((c) => c.path)).toEqual(['/user/edit', '/lifeevents/3']);
  });

  it("drops the astrologer's change when they keep the server's copy", async () => {
    await offline('PUT', '/lifeevents/3/11', { ...EVENT, note: 'mine' });
    await offline('PUT', '/lifeevents/3/11', { ...EVENT, note: 'mine again' });
    const server = serverWith({ '/lifeevents/3': { events: [{ ...EVENT, note: 'theirs' }] } });
    const pass = await sendOutbox(store, server);
    expect(pass.waiting?.change.problem).toMatchObject({ kind: 'conflict', server: { note: 'theirs' } });
    await settleChange(store, pass.waiting?.seq ?? 0, 'server');
    expect(await store.pending()).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('sends an edit whose record the server still has as the device read it', async () => {
    await offline('PUT', '/lifeevents/3/11', { ...EVENT, note: 'mine' });
    const server = serverWith({
      '/lifeevents/3': { events: [{ ...EVENT, periods: ['changed'], score: 3 }] },
    });
    expect((await sendOutbox(store, server)).waiting).toBeNull();
    expect(server.received).toHaveLength(1);
  });

  it('holds a change the server refuses, with its message, until dropped', async () => {
    await offline('POST', '/lifeevents/3', { eventKey: 'job', date: '2020-01-01', note: '' });
    const server = serverWith({});
    server.send = () => Promise.reject(Object.assign(new Error('Client is not found.'), { kind: 'refused' }));
    const pass = await sendOutbox(store, server);
    expect(pass.waiting?.change.problem).toEqual({ kind: 'refused', message: 'Client is not found.' });
    await settleChange(store, pass.waiting?.seq ?? 0, 'mine');
    expect(await store.pending()).toEqual([]);
  });

  it('holds a client added offline until its captcha is answered, asking again when the server refuses it', async () => {
    const added = await offline('POST', '/user/add', { firstName: 'Ravi', captcha: '', checksum: '' });
    expect(added).toEqual({ message: KEPT_FOR_LATER, data: { runningId: null } });
    await offline('PUT', '/lifeevents/3/11', { ...EVENT, note: 'after' });
    const server = serverWith({ '/lifeevents/3': { events: [EVENT] } });
    const pass = await sendOutbox(store, server);
    expect(pass.waiting?.change.problem).toEqual({ kind: 'captcha' });
    expect(server.received).toEqual([]);

    server.send = () =>
      Promise.reject(Object.assign(new Error('Invalid Captcha value'), { kind: 'refused' }));
    await settleChange(store, pass.waiting?.seq ?? 0, 'mine', { captcha: 'wrong', checksum: 's1' });
    const refused = await sendOutbox(store, server);
    expect(refused.waiting?.change.problem).toEqual({ kind: 'captcha', message: 'Invalid Captcha value' });

    server.send = (change) => (server.received.push(change), Promise.resolve(null));
    await settleChange(store, refused.waiting?.seq ?? 0, 'mine', { captcha: 'ab12cd', checksum: 's2' });
    expect((await sendOutbox(store, server)).waiting).toBeNull();
    expect(server.received.map((change) => change.body)).toEqual([
      { firstName: 'Ravi', captcha: 'ab12cd', checksum: 's2' },
      { ...EVENT, note: 'after' },
    ]);
  });
});
