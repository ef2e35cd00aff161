import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openPracticeDb } from './device-db';
import { seal, unseal, importDeviceKey } from './device-crypto';
import { adoptDeviceKey, openDeviceStore, wipeDevice } from './device-store';

/** A device key as GET /device/key answers it: 32 random bytes, base64. */
function newKey(keyId: string) {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return { key: btoa(String.fromCharCode(...bytes)), keyId };
}

afterEach(async () => wipeDevice());

describe('the practice kept on the device', () => {
  it('round-trips a record through AES-GCM, and stores no plain text of it', async () => {
    const store = await adoptDeviceKey(newKey('a'));
    const client = { runningId: 7, firstName: 'Lakshmi', birthCity: 'Madurai' };
    await store.keep('/user/7', client);
    expect(await store.read('/user/7')).toEqual(client);
    const row = await openPracticeDb().answers.get('/user/7');
    const stored = new TextDecoder().decode(row?.sealed.data);
    expect(stored).not.toContain('Lakshmi');
    expect(row?.sealed.iv).toHaveLength(12);
  });

  it('refuses a record opened under another name or key', async () => {
    const key = await importDeviceKey(newKey('a').key);
    const sealed = await seal(key, '/user/7', { firstName: 'Lakshmi' });
    await expect(unseal(key, '/user/8', sealed)).rejects.toThrow();
    const other = await importDeviceKey(newKey('b').key);
    await expect(unseal(other, '/user/7', sealed)).rejects.toThrow();
    expect(await unseal(key, '/user/7', sealed)).toEqual({ firstName: 'Lakshmi' });
  });

  it('keeps the key non-extractable, and reopens the store after a reload with it', async () => {
    const store = await adoptDeviceKey(newKey('a'));
    await store.keep('/config/astrologer', { config0: '5' });
    const row = await openPracticeDb().keys.get('key');
    expect(row?.key.extractable).toBe(false);
    const reopened = await openDeviceStore();
    expect(await reopened?.read('/config/astrologer')).toEqual({ config0: '5' });
  });

  it("wipes the last astrologer's practice when another astrologer's key arrives", async () => {
    const first = await adoptDeviceKey(newKey('first'));
    await first.keep('/user/1', { firstName: 'Ravi' });
    await first.enqueue({ method: 'PUT', path: '/user/edit', body: { runningId: 1 } });
    const second = await adoptDeviceKey(newKey('second'));
    expect(await second.read('/user/1')).toBeUndefined();
    expect(await second.pending()).toEqual([]);
  });

  it('keeps the same store when the same key comes again (a new sign-in of the same astrologer)', async () => {
    const answer = newKey('same');
    const first = await adoptDeviceKey(answer);
    await first.enqueue({ method: 'POST', path: '/lifeevents/3', body: { eventKey: 'marriage' } });
    const again = await adoptDeviceKey(answer);
    expect((await again.pending()).map((q) => q.change.path)).toEqual(['/lifeevents/3']);
  });

  it('wipes everything on sign-out: answers, outbox and key', async () => {
    const store = await adoptDeviceKey(newKey('a'));
    await store.keep('/user/1', { firstName: 'Ravi' });
    await store.enqueue({ method: 'DELETE', path: '/lifeevents/1/4' });
    await wipeDevice();
    expect(await openDeviceStore()).toBeNull();
    const db = openPracticeDb();
    expect(await db.answers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
